/**
 * What a person changes in their own record (docs/decisions/0039-employee-self-service.md): the bodies of
 * `PUT /v1/me/profile`, `POST /v1/me/{emergency-contacts,family}` and `POST /v1/me/bank-account`, and the
 * password change's form. Pure: zod and the contract only, so the profile page's forms check what the
 * API checks.
 */
import * as z from "zod";
import { bodySchema, f, hasNul, objectError } from "./fields";
import { messageText } from "./message-text";
import { employeeFields } from "./resources/employees";

/** Phone and addresses, changed directly (docs/specification.md §3 Employee: contact and address). */
export const ownProfileBody = bodySchema(
  {
    phone: employeeFields.phone,
    id_card_address: employeeFields.id_card_address,
    domicile_address: employeeFields.domicile_address,
    domicile_same_address: employeeFields.domicile_same_address,
  },
  true,
);

/** An emergency contact or a family member as the person keeps them (BPJS cover stays HR's). */
export const ownRowBody = bodySchema(
  {
    // An empty name reads "required" in the form too (a form sends no value for an empty field).
    name: { ...f.text({ required: true }), schema: z.string({ error: messageText("required") }).refine((value) => !hasNul(value), messageText("nul")).trim().min(1, messageText("required")).max(200, messageText("maxLength", { count: 200 })) },
    relationship: f.ref("refs/employees/personal/relationships"),
    phone: f.phone(),
  },
  false,
);

export const ACCOUNT_NUMBER_MAX = 30;

/** A new bank account, asked for: HR accepts it before pay goes there. */
export const bankChangeBody = z.strictObject(
  {
    bank: z.string({ error: messageText("required") }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, messageText("required")),
    account_number: z
      .string({ error: messageText("required") })
      .trim()
      .min(1, messageText("required"))
      .max(ACCOUNT_NUMBER_MAX, messageText("maxLength", { count: ACCOUNT_NUMBER_MAX }))
      .regex(/^[0-9]+$/, messageText("digits")),
  },
  { error: objectError },
);

/** HR's decision on a bank account change. */
export const bankDecisionBody = z.strictObject(
  {
    decision: z.enum(["approved", "rejected"], { error: messageText("oneOf", { values: "approved, rejected" }) }),
    note: z.string({ error: messageText("text") }).trim().max(1000, messageText("maxLength", { count: 1000 })).optional(),
  },
  { error: objectError },
);

/** The password change's form: the current password, the new one twice (the API checks the first two again). */
export const changePasswordForm = z
  .object({
    current_password: z.string({ error: messageText("enterCurrentPassword") }).max(200, messageText("maxLength", { count: 200 })),
    password: z.string({ error: messageText("enterNewPassword") }).min(8, messageText("minLength", { count: 8 })).max(200, messageText("maxLength", { count: 200 })),
    repeat: z.string({ error: messageText("required") }),
  })
  .refine((value) => value.password === value.repeat, { path: ["repeat"], message: messageText("passwordsDiffer") });
