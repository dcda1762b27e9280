/**
 * The upload → confirm → write flow of the employee files (import, bulk invite), without JavaScript:
 * the first post uploads the xlsx through the files API (which sniffs it) and asks the API for a dry
 * run; the page shows what will happen, or every bad row and column; the second post writes.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { messageText } from "../../contract/message-text";
import type { MessageCode } from "../../contract/messages";
import type { MenuId } from "../../contract/navigation";
import { ApiError, type ApiClient } from "./api.server";
import type { EmployeeSheet } from "./v1/employees.server";
import { inEnglish } from "./v1/messages.server";
import { commitSession, readForm, requireSection, type SignedIn } from "./auth.server";
import { readListState } from "./list-state";
import { buildQuery } from "./query";
import { listQuery } from "../screens/presenters/list.server";
import { screenAt, viewOf } from "../screens/screen.server";

export const ACTIVE_LIST = "/dashboard/employees/active-employees";
/** Where an invitation leads (docs/specification.md §8): the invited users, a tab of Active Employees (their menu item is the developer's). */
export const INVITED_LIST = "/dashboard/employees/active-employees?tab=invited";

/** A file error as the page lists it: row 0 for the file as a whole; `message` is a message text. */
export interface SheetError {
  row: number;
  column: string;
  message: string;
}

const CHOOSE_FILE = messageText("chooseFile");

export type SheetStep =
  | { step: "confirm"; file: string; counts: Record<string, number> }
  | { step: "errors"; message: string; errors: SheetError[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's `{ "7.join_date": "…" }` as a list in row order; other keys are about the file. */
export function sheetErrors(error: ApiError): SheetError[] {
  const list = Object.entries(error.errors).map(([key, message]) => {
    const match = /^(\d+)\.(\w+)$/.exec(key);
    return match ? { row: Number(match[1]), column: match[2], message } : { row: 0, column: key, message };
  });
  if (!list.length) list.push({ row: 0, column: "file", message: error.message });
  return list.sort((a, b) => a.row - b.row);
}

/** The action of an import page: `intent=upload` (file → dry run) or `intent=confirm` (file id → write). */
export function sheetAction(request: Request, context: AppLoadContext, options: { sheet: EmployeeSheet; success: MessageCode; back?: string }) {
  return importAction(request, context, {
    menu: "active-employees",
    check: (api, file) => api.employees.checkSheet(options.sheet, file),
    apply: (api, file) => api.employees.applySheet(options.sheet, file),
    success: options.success,
    back: options.back ?? ACTIVE_LIST,
  });
}

/**
 * Any xlsx import page's action (employees, roster, attendance, leave balances, payroll components): the upload stored through the files API
 * and checked by `check` (a dry run: counts, or every bad row and cell), then `apply` on confirmation.
 */
export async function importAction(
  request: Request,
  context: AppLoadContext,
  options: {
    menu: MenuId;
    check: (api: ApiClient, file: string) => Promise<Record<string, number>>;
    apply: (api: ApiClient, file: string, viewer: SignedIn["viewer"]) => Promise<string>;
    success: MessageCode;
    /** Where a done import leads; a function when it depends on what the viewer may open. */
    back: string | ((viewer: SignedIn["viewer"]) => string);
  },
) {
  const { api, viewer } = await requireSection(request, context, options.menu, "write");
  const { form, session } = await readForm(request);
  const fail = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 403) throw error;
    return json<SheetStep>({ step: "errors", message: error.message, errors: sheetErrors(error) }, { status: error.status });
  };
  const chooseFile = () => json<SheetStep>({ step: "errors", message: CHOOSE_FILE, errors: [{ row: 0, column: "file", message: CHOOSE_FILE }] }, { status: 400 });

  if (form.get("intent") === "confirm") {
    const file = String(form.get("file") ?? "");
    if (!UUID.test(file)) return chooseFile();
    try {
      const notice = await options.apply(api, file, viewer);
      session.flash("flash", { kind: "success", message: notice || messageText(options.success) });
      return redirect(typeof options.back === "string" ? options.back : options.back(viewer), { headers: { "Set-Cookie": await commitSession(session) } });
    } catch (error) {
      return fail(error);
    }
  }

  const upload = form.get("file");
  if (!(upload instanceof File) || upload.size === 0) return chooseFile();
  try {
    const { data: stored } = await api.upload(upload, "import");
    const counts = await options.check(api, stored._id);
    return json<SheetStep>({ step: "confirm", file: stored._id, counts: { ...counts } });
  } catch (error) {
    return fail(error);
  }
}

/**
 * The list page's URL state (search `q`, filters `f.…`, sort) as the /v1 list query, through the list's
 * own declaration, so the file holds what the list shows. Paging and fieldsets are the export's business.
 */
function filterQuery(url: URL, section: string): string {
  const match = screenAt(section);
  const state = readListState(url.searchParams);
  if (!match) return buildQuery(state.q ? { search: state.q } : {});
  const view = viewOf(match.screen, url.searchParams.get("tab"));
  const { limit: _limit, skip: _skip, fields: _fields, populate: _populate, ...query } = listQuery(view, state, 1);
  return buildQuery(query);
}

/** An xlsx from the API streamed to the browser as it comes (name and type kept), after the page's guard. */
export async function proxyXlsx(request: Request, context: AppLoadContext, menu: MenuId, path: string, options: { mode?: "read" | "write"; section?: string } = {}) {
  const { api } = await requireSection(request, context, menu, options.mode ?? "read");
  const query = options.section ? filterQuery(new URL(request.url), options.section) : "";
  let answer: Response;
  try {
    answer = await api.raw(query ? `${path}?${query}` : path);
  } catch (error) {
    // A refusal (a filter the API does not take, no access) is the page's answer, not a 500.
    if (error instanceof ApiError && error.status < 500) throw new Response(inEnglish(error.message), { status: error.status });
    throw error;
  }
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}
