/**
 * The save service (writes): what a declared form posts becomes a POST or PUT through the /v1 client —
 * the search-step and refresh intents handed back, money as typed read as whole rupiah, the contract's
 * schemas and required fields checked, the field manipulator applied (hidden fields are neither sent nor
 * kept), rich text sanitised, files uploaded first — and the API's refusals come back beside the fields.
 * Also a row's delete and decision, and the access request. Reads are the presenters'
 * (app/screens/presenters/*.server.ts).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import { sanitizeRichText } from "../../../contract/rich-text";
import { ApiError, type ApiClient } from "../../lib/api.server";
import type { Me } from "../../lib/auth.server";
import type { Row } from "../../lib/cells";
import { fromLocalInput } from "../../lib/datetime";
import { DEFAULT_TIME_ZONE, zoneOf, type TimeZone } from "../../lib/time-zone";
import { applyManipulation, formValues, manipulate, type FormValues, type Manipulation } from "../../lib/manipulator";
import { blankValue, traitsOf } from "../field-kinds";
import { contractOf, formFieldNames, recordPath, resourcePath, writableFields, type ViewDecl } from "../screen.server";
import { messageText } from "../../../contract/message-text";

/** The zod schema a form is parsed with: every field on it optional (required ones are checked apart). */
export function formSchema(view: ViewDecl, names: readonly string[], zone: TimeZone = DEFAULT_TIME_ZONE) {
  const contract = contractOf(view);
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = contract.fields[name];
    if (!field || field.readOnly || field.kind === "file") continue;
    // A datetime-local value is a wall-clock time in the user's company zone: the API takes it with its offset.
    shape[name] = (field.kind === "datetime" ? z.preprocess((value) => fromLocalInput(value, zone), field.schema) : field.schema).optional();
  }
  return z.object(shape);
}

/** "Rp 7.500.000,00", "7.500.000" or "7500000" → "7500000" (money is whole rupiah). */
export function normaliseMoney(text: string): string {
  const clean = text.replace(/rp/i, "").replace(/[\s\u00a0]/g, "").replace(/,00$/, "");
  return /^\d{1,3}(\.\d{3})+$/.test(clean) ? clean.replace(/\./g, "") : clean;
}

export type SaveOutcome =
  | { kind: "saved"; id: string }
  | { kind: "invalid"; reply: SubmissionResult<string[]>; status: number }
  /** The search step or a refresh: the same form back, with its values, nothing saved. */
  | { kind: "stay"; reply: SubmissionResult<string[]>; find: Record<string, string>; values: FormValues };

const FIND = /^find:([a-z_]+)$/;

/** The values of a form after the field manipulator, ready for POST or PUT. */
export function buildBody(view: ViewDecl, mode: "create" | "update", value: FormValues, manipulation: Manipulation): FormValues {
  const contract = contractOf(view);
  const body: FormValues = {};
  for (const name of writableFields(view, mode)) {
    const field = contract.fields[name];
    if (field.kind === "file") continue;
    const given = value[name];
    const shape = traitsOf(field).shape;
    if (shape === "flag") body[name] = given === true;
    else if (shape === "list") body[name] = Array.isArray(given) ? given : [];
    else if (field.kind === "richtext" && typeof given === "string") body[name] = sanitizeRichText(given);
    else if (given !== undefined) body[name] = given;
    else if (mode === "update") body[name] = null;
  }
  return applyManipulation(body, manipulation, mode, (name) => blankValue(contract.fields[name]));
}

/**
 * A submitted form: the search step and refresh intents come back with their values; a save is parsed
 * with the contract's schemas, checked for required fields, put through the field manipulator (hidden
 * fields are neither sent nor kept), its files uploaded, then POSTed or PUT. The API's 422 and 409 come
 * back as field errors beside the fields.
 */
export async function saveForm(api: ApiClient, user: Me, view: ViewDecl, id: string | null, form: FormData, parentId?: string): Promise<SaveOutcome> {
  const mode = id && view.kind !== "request" ? "update" : "create";
  const contract = contractOf(view);
  const intent = String(form.get("intent") ?? "save");
  form.delete("csrf");
  form.delete("intent");

  const uploads = new Map<string, File>();
  const removals = new Set<string>();
  for (const name of formFieldNames(view)) {
    const field = contract.fields[name];
    if (field?.kind === "file") {
      const file = form.get(name);
      if (file instanceof File && file.size > 0) uploads.set(name, file);
      if (form.get(`${name}.remove`) === "on") removals.add(name);
      form.delete(name);
      form.delete(`${name}.remove`);
    }
    if (field?.kind === "money") {
      const raw = form.get(name);
      if (typeof raw === "string") form.set(name, normaliseMoney(raw));
    }
  }

  const find = FIND.exec(intent);
  if (find || intent === "refresh") {
    const terms: Record<string, string> = {};
    if (find) terms[find[1]] = String(form.get(`find.${find[1]}`) ?? "").trim().slice(0, 100);
    return { kind: "stay", reply: parseWithZod(form, { schema: z.object({}) }).reply(), find: terms, values: formValues(form) };
  }

  const raw = formValues(form);
  const manipulation = manipulate(view.form?.rules, raw);
  const skipped = new Set([...manipulation.hidden, ...manipulation.disabled]);
  const names = writableFields(view, mode).filter((name) => !skipped.has(name));
  const submission = parseWithZod(form, { schema: formSchema(view, names, zoneOf(user)) });
  const fieldErrors: Record<string, string[]> = {};
  for (const name of names) {
    const field = contract.fields[name];
    // A box left unticked is an answer (false), never a missing one.
    if (!field.required || traitsOf(field).shape === "flag") continue;
    if (field.kind === "file" ? mode === "create" && !uploads.has(name) : isEmpty(raw[name])) fieldErrors[name] = [messageText("required")];
  }
  if (submission.status !== "success" || Object.keys(fieldErrors).length) {
    // Conform merges these with the schema's own errors.
    return { kind: "invalid", reply: submission.reply({ fieldErrors }), status: 400 };
  }

  const body = buildBody(view, mode, submission.value as FormValues, manipulation);
  for (const name of removals) if (!skipped.has(name)) body[name] = null;
  for (const [name, file] of uploads) {
    if (skipped.has(name)) continue;
    try {
      const { data } = await api.upload(file, contract.fields[name].purpose ?? "attachment");
      body[name] = data._id;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      return { kind: "invalid", reply: submission.reply({ fieldErrors: { [name]: [error.message] } }), status: error.status };
    }
  }

  try {
    const { data } =
      view.kind === "request"
        ? await api.post<{ data: Row }>(resourcePath(view, user.company?._id, parentId), body)
        : id
          ? await api.put<{ data: Row }>(recordPath(view, user.company?._id, id, parentId), body)
          : await api.post<{ data: Row }>(resourcePath(view, user.company?._id, parentId), body);
    return { kind: "saved", id: String(data._id) };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409 && error.status !== 400)) throw error;
    const entries = Object.entries(error.errors);
    const onForm = entries.filter(([name]) => names.includes(name));
    const elsewhere = entries.filter(([name]) => !names.includes(name));
    const formErrors = onForm.length && !elsewhere.length ? [] : [error.message, ...elsewhere.map(([name, message]) => `${name}: ${message}`)];
    return { kind: "invalid", reply: submission.reply({ fieldErrors: Object.fromEntries(onForm.map(([name, message]) => [name, [message]])), formErrors }), status: error.status };
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

/** Deletes a record; a refusal (still in use, not found) comes back as a message for the flash. */
export async function deleteRecord(api: ApiClient, user: Me, view: ViewDecl, id: string, parentId?: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.del(`${resourcePath(view, user.company?._id, parentId)}/${encodeURIComponent(id)}`);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && [400, 404, 405, 409, 422].includes(error.status)) return { ok: false, message: error.message };
    throw error;
  }
}

/** A row's decision (approve or reject with a note): the API's refusal (decided already, gone) comes back as a message. */
export async function decideRecord(api: ApiClient, user: Me, view: ViewDecl, id: string, form: FormData): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const decision = String(form.get("decision") ?? "");
  const note = String(form.get("note") ?? "").trim();
  const level = String(form.get("level") ?? "");
  try {
    const base = view.decisions ?? resourcePath(view, user.company?._id);
    await api.post(`${base}/${encodeURIComponent(id)}/decision`, { decision, ...(note ? { note } : {}), ...(/^\d+$/.test(level) ? { level: Number(level) } : {}) });
    return { ok: true, message: messageText(decision === "approved" ? "approved" : "rejected") };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404, 409, 422].includes(error.status)) return { ok: false, message: Object.values(error.errors)[0] ?? error.message };
    throw error;
  }
}

/** A form posted from a list page: the request-access form (docs/specification.md §8's thank-you message). */
export const requestSchema = z.object({
  purpose: z.string({ error: messageText("required") }).trim().min(1, messageText("required")).max(2000, messageText("maxLength", { count: 2000 })),
});

/** Sends an access request; the API's refusal of the purpose comes back beside the field. */
export async function sendRequest(api: ApiClient, form: FormData): Promise<{ ok: true; message: string } | { ok: false; reply: SubmissionResult<string[]>; status: number }> {
  form.delete("csrf");
  form.delete("intent");
  const submission = parseWithZod(form, { schema: requestSchema });
  if (submission.status !== "success") return { ok: false, reply: submission.reply(), status: 400 };
  try {
    const body = await api.post<{ message?: string }>("requests", { purpose: submission.value.purpose });
    return { ok: true, message: body.message ?? messageText("requestSent") };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 400)) throw error;
    return { ok: false, reply: submission.reply({ fieldErrors: { purpose: [error.errors.purpose ?? error.message] } }), status: error.status };
  }
}
