/** Companies (the developer's list), the caller's own company (Portal), and the company's sub-lists. */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import * as s from "../db/schema/index";
import { DEFAULT_TIME_ZONE, type TimeZone } from "../../contract/enums";
import { zonedDate } from "../domain/attendance/index";
import { isNitkuOf } from "../domain/payroll/coretax";
import { logActivity } from "../db/activity";
import { companyOf } from "../http/auth";
import { HttpError } from "../http/errors";
import type { Binding, Output, Row } from "../resources/engine";
import { global, tenant } from "../resources/bind";
import { insertCompanyDefaults } from "./defaults";

/** The list shows each company's admin by name (docs/specification.md §2: name, address, admin). */
async function withAdmins(db: Parameters<NonNullable<Binding["decorate"]>>[0]["db"], rows: Output[], source: Row[]) {
  const pairs = source.filter((row) => row.admin_id).map((row) => ({ company: row.id as string, admin: row.admin_id as string }));
  if (!pairs.length) return;
  const admins = await db
    .select({ id: s.users.id, company_id: s.users.company_id, fullname: s.users.fullname, email: s.users.email })
    .from(s.users)
    .where(and(inArray(s.users.company_id, pairs.map((p) => p.company)), inArray(s.users.id, pairs.map((p) => p.admin))));
  const byId = new Map(admins.map((admin) => [`${admin.company_id}/${admin.id}`, admin]));
  rows.forEach((row, i) => {
    const admin = byId.get(`${source[i].id}/${source[i].admin_id}`);
    row.admin = admin ? { _id: admin.id, fullname: admin.fullname, email: admin.email } : null;
  });
}

/**
 * A NITKU starts with the company's own NPWP (docs/statutory-exports.md §1): checked whenever either is
 * written, against the other as it will be. The field itself is 22 digits (contract/resources/developer.ts).
 */
function checkNitku({ values, existing }: Pick<Parameters<NonNullable<Binding["beforeCreate"]>>[0], "values" | "existing">): void {
  if (!("nitku" in values) && !("npwp_number" in values)) return;
  const nitku = ("nitku" in values ? values.nitku : existing?.nitku) as string | null | undefined;
  const npwp = ("npwp_number" in values ? values.npwp_number : existing?.npwp_number) as string | null | undefined;
  if (nitku && !isNitkuOf(nitku, npwp)) throw new HttpError(422, "invalidFields", { nitku: "nitkuNpwp" });
}

/** Only one signature is the active one (docs/specification.md §3: "selected as active flag"). */
async function keepOneSelected({ tx, values, companyId, existing }: Parameters<NonNullable<Binding["beforeCreate"]>>[0]) {
  if (values.selected !== true || !companyId) return;
  const others = existing ? ne(s.company_digital_signatures.id, existing.id as string) : undefined;
  await tx
    .update(s.company_digital_signatures)
    .set({ selected: false })
    .where(and(eq(s.company_digital_signatures.company_id, companyId), eq(s.company_digital_signatures.selected, true), others));
}

/**
 * A company's logo must be one of the company's own files. A developer uploads it before the company
 * exists (or from outside it), so the platform's upload is handed over to the company first.
 */
async function adoptLogo(tx: Parameters<NonNullable<Binding["beforeCreate"]>>[0]["tx"], companyId: string, logoId: unknown) {
  if (typeof logoId !== "string") return;
  await tx
    .update(s.files)
    .set({ company_id: companyId })
    .where(and(eq(s.files.id, logoId), isNull(s.files.company_id)));
}

export function companyBindings(): Binding[] {
  return [
    global("companies", s.companies, "companies", {
      // A company's tax person is one of its own employees.
      refCompany: ({ existing }) => (existing?.id as string | undefined) ?? null,
      beforeCreate: async (args) => {
        checkNitku(args);
        args.carry.logo = args.values.logo_id;
        delete args.values.logo_id;
      },
      afterCreate: async ({ tx, row, carry, principal }) => {
        // A new company starts with defaults it may change: leave rules, a shift and a group, this year's and
        // next year's national holidays, the common reference lists (docs/decisions/0050-a-new-company-s-first-day.md).
        const companyId = row.id as string;
        const added = await insertCompanyDefaults(tx, companyId, zonedDate(new Date(), (row.time_zone as TimeZone | undefined) ?? DEFAULT_TIME_ZONE));
        await logActivity(tx, {
          companyId,
          principal,
          type: "create",
          menu: "companies",
          detail: `Defaults added: ${added.leaveRules} leave rules, ${added.shifts} shifts, ${added.groups} attendance group, ${added.holidays} national holidays, ${added.references} reference rows`,
          recordId: companyId,
        });
        if (typeof carry.logo !== "string") return;
        await adoptLogo(tx, row.id as string, carry.logo);
        await tx.update(s.companies).set({ logo_id: carry.logo }).where(eq(s.companies.id, row.id as string));
        row.logo_id = carry.logo;
      },
      beforeUpdate: async ({ tx, existing, values }) => {
        checkNitku({ values, existing });
        await adoptLogo(tx, existing!.id as string, values.logo_id);
      },
      decorate: (ctx, _company, rows, source) => withAdmins(ctx.db, rows, source),
    }),
    global("portal", s.companies, {
      where: (principal) => eq(s.companies.id, companyOf(principal)),
      refCompany: ({ principal }) => principal.companyId,
      beforeUpdate: async (args) => checkNitku(args),
      decorate: (ctx, _company, rows, source) => withAdmins(ctx.db, rows, source),
    }),
    tenant("companies/:id/digital-sign", s.company_digital_signatures, { beforeCreate: keepOneSelected, beforeUpdate: keepOneSelected }),
    tenant("companies/:id/certificate", s.company_certificates, { name: (row) => String(row.cert_name) }),
  ];
}
