/** Employees in bulk: invitations, the import, the warning letters' status (api/employees/routes.ts). */
import type { Notice } from "../../../contract/responses/common";
import type { Invitation, SheetCounts, WarningLetterStatus, WarningLetterStatusQuery } from "../../../contract/responses/employees";
import type { Transport } from "../api.server";
import { noticeText } from "./messages.server";

/** The two spreadsheet calls: the employees import and the bulk invitation. */
export type EmployeeSheet = "import" | "import-invitation";

export const employeesApi = (http: Transport) => ({
  invite: async (invitation: Invitation) => noticeText(await http.post<Notice>("employees/invite", invitation)),
  /** What a spreadsheet (an uploaded file's id) would do, without writing. */
  checkSheet: async (sheet: EmployeeSheet, file: string) => (await http.post<{ data: SheetCounts }>(`employees/${sheet}`, { file, dry_run: true })).data,
  /** Writes a spreadsheet; the notice as a message text. */
  applySheet: async (sheet: EmployeeSheet, file: string) => noticeText(await http.post<Notice>(`employees/${sheet}`, { file })),
  warningLetterStatus: (query: WarningLetterStatusQuery) => http.get<{ data: WarningLetterStatus[]; meta: { total: number; today: string } }>("employees/warning-letters/status", { ...query }),
});
