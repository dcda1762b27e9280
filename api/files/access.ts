/**
 * Who may read a stored file: whoever may read a record that owns it (docs/design.md decision 7,
 * docs/decisions/0017-files-through-the-web-tier.md). A file is owned by the rows that point at it — a
 * warning letter's attachment, an employee's photo, the company's logo, an ad's image… — and each
 * owner brings the read rule of its resource's contract. A file no row points at yet (just uploaded,
 * its form not saved) is its uploader's only. Everything else answers 404, like a missing file.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Access } from "../../contract/resource";
import { resourceContract } from "../../contract/resources/index";
import { employeeAccount } from "../../contract/resources/employees";
import { canAccess } from "../../contract/navigation";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { isStaff, ownRequests } from "../approvals/visibility";
import {
  approvals,
  banners,
  companies,
  company_certificates,
  company_digital_signatures,
  developers,
  employee_attachments,
  employees,
  files,
  invited_users,
  medical_checkups,
  users,
  warning_letters,
} from "../db/schema/index";
import { viewerOf } from "../http/auth";

export interface ReadableFile {
  name: string;
  content_type: string;
  storage_key: string;
}

/** The file's row, or null: the caller may not read it (or it does not exist, or is another company's). */
export type FileReader = (principal: Principal, id: string) => Promise<ReadableFile | null>;

function accessOf(path: string): Access {
  const contract = path === employeeAccount.path ? employeeAccount : resourceContract(path);
  if (!contract) throw new Error(`No resource ${path}`);
  return contract.access.read;
}

/** The contract's read rule, as a yes or no (api/resources/engine.ts checkAccess throws instead). */
function mayRead(ctx: ApiContext, principal: Principal, access: Access): boolean {
  if (access === "developer") return principal.level === "developer";
  if (access === "company") return principal.companyId !== null;
  const viewer = viewerOf(principal);
  return access.some((menuId) => canAccess(menuId, viewer, ctx.lists, "read"));
}

interface Owner {
  /** Whether a row of this kind points at the file, in the file's company (an SQL boolean). */
  owns(fileId: string, companyId: string | null, principal: Principal): SQL<boolean>;
  /** Whether this caller may read such a row. */
  grants(ctx: ApiContext, principal: Principal): boolean;
  /** A company's row that a developer outside any company lists (companies, invitations). */
  developerLists?: boolean;
}

const exists = (table: PgTable, ...conditions: (SQL | undefined)[]) => sql<boolean>`exists (select 1 from ${table} where ${and(...conditions)})`;

/** A tenant table's column that holds file ids: rows of the file's own company. */
function tenantOwner(table: PgTable & { company_id: AnyPgColumn }, column: AnyPgColumn, path: string): Owner {
  return {
    owns: (fileId, companyId) => (companyId ? exists(table, eq(table.company_id, companyId), eq(column, fileId)) : sql<boolean>`false`),
    grants: (ctx, principal) => mayRead(ctx, principal, accessOf(path)),
  };
}

/** A row that is the caller themself (their own photo), readable whatever the list rules say. */
function selfOwner(table: PgTable & { company_id: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn, who: (principal: Principal) => string | null): Owner {
  return {
    owns: (fileId, companyId, principal) => {
      const self = who(principal);
      return companyId && self ? exists(table, eq(table.company_id, companyId), eq(table.id, self), eq(column, fileId)) : sql<boolean>`false`;
    },
    grants: () => true,
  };
}

/** Owners of a company's files. A developer outside any company reaches only the ones the developer lists show. */
const COMPANY_OWNERS: Owner[] = [
  // The logo shows in the company's own pages and in the developer's list of companies.
  {
    owns: (fileId, companyId) => (companyId ? exists(companies, eq(companies.id, companyId), eq(companies.logo_id, fileId)) : sql<boolean>`false`),
    grants: (ctx, principal) => mayRead(ctx, principal, principal.companyId ? accessOf("portal") : accessOf("companies")),
    developerLists: true,
  },
  tenantOwner(company_digital_signatures, company_digital_signatures.file_id, "companies/:id/digital-sign"),
  tenantOwner(company_certificates, company_certificates.file_id, "companies/:id/certificate"),
  tenantOwner(employees, employees.photo_id, "employees"),
  selfOwner(employees, employees.photo_id, (principal) => principal.employeeId),
  tenantOwner(employee_attachments, employee_attachments.file_id, "employees/:id/attachments"),
  tenantOwner(warning_letters, warning_letters.attachment_id, "employees/surat-peringatan"),
  tenantOwner(medical_checkups, medical_checkups.file_id, "employees/mcu"),
  // A request's attachment: staff of the requests, and whoever reads the request (docs/decisions/0029).
  { ...tenantOwner(approvals, approvals.attachment_id, "approvals/leave"), grants: (ctx, principal) => isStaff(ctx, principal, "leave", "read") },
  {
    owns: (fileId, companyId, principal) => (companyId ? exists(approvals, eq(approvals.company_id, companyId), eq(approvals.attachment_id, fileId), ownRequests(principal)) : sql<boolean>`false`),
    grants: () => true,
  },
  // A user's photo: the lists of users and the employee's account page show it, and the user.
  ...["sub-admins", "approver", "custom-users", employeeAccount.path].map((path) => tenantOwner(users, users.photo_id, path)),
  selfOwner(users, users.photo_id, (principal) => (principal.kind === "user" ? principal.id : null)),
  { ...tenantOwner(invited_users, invited_users.photo_id, "invited-users"), developerLists: true },
];

const DEVELOPER_OWNERS = COMPANY_OWNERS.filter((owner) => owner.developerLists);

/** Owners of the platform's files (no company). */
const GLOBAL_OWNERS: Owner[] = [
  // Ads are shown to everyone signed in.
  { owns: (fileId) => exists(banners, eq(banners.image_id, fileId)), grants: () => true },
  { owns: (fileId) => exists(developers, eq(developers.photo_id, fileId)), grants: (ctx, principal) => mayRead(ctx, principal, accessOf("developers")) },
];

export function fileReader(ctx: ApiContext): FileReader {
  return async (principal, id) => {
    const [file] = await ctx.db
      .select({ company_id: files.company_id, uploaded_by: files.uploaded_by, name: files.name, content_type: files.content_type, storage_key: files.storage_key })
      .from(files)
      .where(eq(files.id, id))
      .limit(1);
    if (!file) return null;
    // Another company's file is not looked at further; a developer outside any company may reach a few.
    if (file.company_id !== null && principal.companyId !== null && file.company_id !== principal.companyId) return null;
    if (file.company_id !== null && principal.companyId === null && principal.level !== "developer") return null;

    const owners = file.company_id === null ? GLOBAL_OWNERS : principal.companyId === null ? DEVELOPER_OWNERS : COMPANY_OWNERS;
    const selection = Object.fromEntries(owners.map((owner, index) => [`o${index}`, owner.owns(id, file.company_id, principal)]));
    const [owned] = await ctx.db.select(selection).from(files).where(eq(files.id, id)).limit(1);
    const flags = owners.map((_, index) => owned?.[`o${index}`] === true);
    if (flags.some((flag, index) => flag && owners[index].grants(ctx, principal))) return file;
    // Nothing owns it yet: the uploader's alone (a developer's own upload, or one of the company's).
    const sameSide = file.company_id === principal.companyId;
    if (!flags.some(Boolean) && sameSide && file.uploaded_by === principal.id) return file;
    return null;
  };
}
