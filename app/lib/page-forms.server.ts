/**
 * The schemas of the bespoke pages' own forms, and their parse. Kept in a server module so that the pages'
 * JavaScript carries no schema library: these forms are checked by their actions, as the record forms
 * are, and the browser gets only their constraints (required, min, max…), computed here
 * (docs/conventions.md, "What a page ships").
 */
import { parseWithZod, getZodConstraint } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import * as z from "zod";
import { REQUEST_BODIES, type ApprovalType } from "../../contract/approvals";
import { payrollSimulationBody } from "../../contract/payroll";
import type { FieldConstraints } from "./screen-model";

/** Payroll › Payroll Run: 'Run & Save' (or 'Run again') and the cut-off, for a month. */
export const payrollRunForm = z.object({ intent: z.enum(["run", "cut-off"]), year: z.coerce.number().int(), month: z.coerce.number().int().min(1).max(12) });

const coordinate = (min: number, max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() ? Number(value) : undefined), z.number().min(min).max(max).optional());
/** Employee services: clock in or out, with the browser's position when it gave one. */
export const clockForm = z.object({
  intent: z.enum(["clock-in", "clock-out"]),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});

/** What a request form posts beside the API's body: the form token, the intent, the file to upload and its shown name. */
const NOT_IN_BODY = new Set(["csrf", "intent", "attachment_file", "attachment_name"]);

/** A posted request form (My requests) checked by the API's schema of its kind (strict: only the body's own fields). */
export function parseRequest<T extends ApprovalType>(type: T, posted: FormData) {
  const body = new FormData();
  for (const [name, value] of posted) if (!NOT_IN_BODY.has(name)) body.append(name, value);
  return parseWithZod(body, { schema: REQUEST_BODIES[type] as (typeof REQUEST_BODIES)[T] });
}

/** The browser's own checks of a request form, from the API's schema of its kind. */
export const requestConstraint = (type: ApprovalType): FieldConstraints => getZodConstraint(REQUEST_BODIES[type]);

const CALCULATOR_BOOLEANS = ["employee.has_npwp", "employee.bpjs_tk_registered", "employee.bpjs_ks_registered"];
/** Groups that are optional as a whole: left empty, they are not sent; partly filled, blanks are 0. */
const CALCULATOR_OPTIONAL_GROUPS = { irregular: ["thr", "bonus"], ytd: ["gross", "pph21_withheld", "pension_deduction"] };
/** Checkboxes send nothing when unticked: "off" says so, and the form's booleans read both. */
const calculatorSchema = configureCoercion({ type: { boolean: (text: string) => text === "on" } }).coerceFormValue(payrollSimulationBody);

/** The payroll calculator's form read as the API's body: checkboxes always on/off, empty optional groups left out. */
export function parseCalculator(form: FormData) {
  form.delete("csrf");
  for (const name of CALCULATOR_BOOLEANS) form.set(name, form.getAll(name).includes("on") ? "on" : "off");
  for (const [group, keys] of Object.entries(CALCULATOR_OPTIONAL_GROUPS)) {
    const names = keys.map((key) => `${group}.${key}`);
    const filled = names.some((name) => String(form.get(name) ?? "").trim() !== "");
    for (const name of names) {
      if (!filled) form.delete(name);
      else if (String(form.get(name) ?? "").trim() === "") form.set(name, "0");
    }
  }
  return parseWithZod(form, { schema: calculatorSchema, disableAutoCoercion: true });
}
