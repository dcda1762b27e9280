/** Access Level: sub admins, admin-location groups, approvers, custom access levels and custom users. */
import { f } from "../fields";
import { PERMISSION_LIST, type MenuId } from "../navigation";
import { defineResource } from "../resource";

/** A company user promoted from an employee: sub admin, approver or custom user. */
function assignedUsers<const P extends string, const M extends MenuId>(path: P, menu: M, withRole: boolean) {
  return defineResource({
    path,
    fields: {
      employee: f.ref("employees", { required: true }),
      fullname: f.computed("text"),
      email: f.computed("email"),
      phone: f.computed("phone"),
      photo: f.computed("file"),
      department: f.computed("text"),
      ...(withRole ? { access_role: f.ref("roles", { required: true }) } : {}),
    },
    search: ["fullname", "email"],
    sort: "fullname",
    display: ["fullname", "email"],
    access: { read: [menu], write: [menu] },
  });
}

export const accessResources = [
  assignedUsers("sub-admins", "sub-admin", false),
  assignedUsers("approver", "approver", false),
  assignedUsers("custom-users", "assign-access", true),
  defineResource({
    path: "admin-location",
    fields: {
      name: f.text({ required: true }),
      employees: f.refs("employees"),
      locations: f.refs("refs/employees/orgs/locations"),
    },
    search: ["name"],
    sort: "name",
    display: ["name"],
    access: { read: ["admin-location"], write: ["admin-location"] },
  }),
  defineResource({
    path: "roles",
    fields: {
      code: f.text({ required: true, max: 50 }),
      access_level: f.text({ required: true }),
      permissions: f.texts(PERMISSION_LIST),
    },
    search: ["code", "access_level"],
    sort: "access_level",
    display: ["code", "access_level"],
    access: { read: ["role-permission", "assign-access"], write: ["role-permission"] },
  }),
  defineResource({
    path: "permission-list",
    fields: { value: f.computed("text"), label: f.computed("text"), menu: f.computed("text") },
    search: ["value", "label"],
    sort: "value",
    access: { read: ["role-permission"], write: ["role-permission"] },
    create: false,
    update: false,
    remove: false,
  }),
];
