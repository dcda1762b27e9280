/**
 * Leave balances' import (api/leave/routes.ts, docs/decisions/0030-leave-balances-from-the-rules.md): the
 * xlsx template, the dry run and the import. Files go through the web tier as they come (decision 0017).
 */
import type { Notice } from "../../../contract/responses/common";
import type { LeaveImportCheckOut } from "../../../contract/responses/leave";
import type { Transport } from "../api.server";
import { noticeText } from "./messages.server";

export const leaveApi = (http: Transport) => ({
  /** The import's xlsx template, as the API sends it. */
  template: () => http.raw("leave-balance/template"),
  /** The dry run: how many rows and employees the file would write, or 422 with every bad cell. */
  checkImport: async (file: string) => (await http.post<{ data: LeaveImportCheckOut }>("leave-balance/import", { file, dry_run: true })).data,
  /** The import, all or nothing; the notice as a message text. */
  importFile: async (file: string) => noticeText(await http.post<Notice>("leave-balance/import", { file })),
});
