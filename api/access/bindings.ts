/**
 * Sub admins, approvers and custom users (Access Level): an employee's account raised to a level.
 * Assigning promotes the employee's account (or opens one from the employee's e-mail); removing demotes
 * it back to an employee, so a person always has one account.
 */
import { and, eq, inArray } from "drizzle-orm";
import { assertAccountChange, userAccount } from "../auth/levels";
import { claimLogin } from "../auth/logins";
import * as s from "../db/schema/index";
import { HttpError } from "../http/errors";
import { nameOf, tenant } from "../resources/bind";
import type { Binding, Row, WriteArgs } from "../resources/engine";

type AssignedLevel = "sub_admin" | "approver" | "custom";

const LEVEL_NAMES: Record<string, string> = {
  admin: "an admin",
  sub_admin: "a sub admin",
  custom: "a custom user",
  admin_location: "a location admin",
  approver: "an approver",
};

function assignedUsers(path: "sub-admins" | "approver" | "custom-users", level: AssignedLevel): Binding {
  return tenant(path, s.users, {
    where: () => eq(s.users.level, level),
    name: nameOf("fullname", "email"),
    computedFrom: { department: ["employee_id"] },
    insert: (args) => promote(args, level),
    beforeUpdate: async ({ values, existing, principal }) => {
      if (values.employee_id && values.employee_id !== existing?.employee_id) {
        throw new HttpError(422, "invalidFields", { employee: "removeAndAssign" });
      }
      // Another access role is another set of permissions: a change of level as the rule sees it.
      if ("access_role_id" in values && values.access_role_id !== existing?.access_role_id) assertAccountChange(principal, userAccount(existing as AccountRow), "level", level);
    },
    remove: async ({ tx, existing, companyId, principal }) => {
      assertAccountChange(principal, userAccount(existing as AccountRow), "level", "employee");
      await tx
        .update(s.users)
        .set({ level: "employee", access_role_id: null, updated_at: new Date() })
        .where(and(eq(s.users.company_id, companyId!), eq(s.users.id, existing!.id as string)));
    },
    decorate: async (ctx, companyId, rows, source) => {
      const employeeIds = source.map((row) => row.employee_id).filter(Boolean) as string[];
      if (!companyId || !employeeIds.length) return;
      const list = await ctx.db
        .select({ id: s.employees.id, department: s.departments.name })
        .from(s.employees)
        .leftJoin(s.departments, and(eq(s.departments.company_id, s.employees.company_id), eq(s.departments.id, s.employees.department_id)))
        .where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, employeeIds)));
      const departments = new Map(list.map((row) => [row.id, row.department]));
      rows.forEach((row, i) => {
        row.department = departments.get(source[i].employee_id as string) ?? null;
      });
    },
  });
}

type AccountRow = { id: string; level: string };

async function promote({ tx, companyId, values, principal }: WriteArgs, level: AssignedLevel): Promise<Row> {
  const employeeId = values.employee_id as string;
  const [employee] = await tx
    .select()
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId!), eq(s.employees.id, employeeId)))
    .limit(1);
  if (!employee) throw new HttpError(422, "invalidFields", { employee: "notFound" });
  if (!employee.active) throw new HttpError(422, "invalidFields", { employee: "resigned" });

  const [account] = await tx
    .select()
    .from(s.users)
    .where(and(eq(s.users.company_id, companyId!), eq(s.users.employee_id, employeeId)))
    .limit(1);
  const accessRole = level === "custom" ? ((values.access_role_id as string | undefined) ?? null) : null;
  if (account && account.level !== "employee") {
    throw new HttpError(409, { code: "alreadyLevel", params: { name: account.fullname, level: LEVEL_NAMES[account.level] ?? account.level } }, { employee: "alreadyAssigned" });
  }
  assertAccountChange(principal, account ? userAccount(account) : null, "level", level);
  if (account) {
    const [updated] = await tx
      .update(s.users)
      .set({ level, access_role_id: accessRole, updated_at: new Date() })
      .where(and(eq(s.users.company_id, companyId!), eq(s.users.id, account.id)))
      .returning();
    return updated as Row;
  }
  if (!employee.email) throw new HttpError(422, "invalidFields", { employee: "noEmail" });
  const [created] = await tx
    .insert(s.users)
    .values({
      company_id: companyId!,
      employee_id: employeeId,
      username: employee.email,
      email: employee.email,
      fullname: employee.fullname,
      phone: employee.phone,
      photo_id: employee.photo_id,
      level,
      access_role_id: accessRole,
    })
    .returning();
  await claimLogin(tx, employee.email, { kind: "user", companyId: companyId!, subjectId: created.id }, "employee");
  return created as Row;
}

export function assignedUserBindings(): Binding[] {
  return [assignedUsers("sub-admins", "sub_admin"), assignedUsers("approver", "approver"), assignedUsers("custom-users", "custom")];
}
