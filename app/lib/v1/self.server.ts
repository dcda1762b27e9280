/**
 * The employee's own product (api/self/routes.ts, docs/decisions/0039-employee-self-service.md): the
 * home's announcements, links, ads and holidays; the own record and what a person changes in it; the
 * bank account change HR accepts; and the password change (api/auth/account-routes.ts).
 */
import type { Notice, One, Page, Row } from "../../../contract/responses/common";
import type { BankChangeOut, MyAd, MyAnnouncement, MyLink, MyProfile } from "../../../contract/responses/self";
import type { Transport } from "../api.server";
import { noticeText } from "./messages.server";

/** A holiday of Leave › Holiday (refs/mass-leave). */
export interface HolidayOut {
  _id: string;
  name: string;
  holiday_type: string;
  start_date: string;
  end_date: string;
}

/** The sub-lists a person keeps themselves. */
export type OwnList = "emergency-contacts" | "family";
export interface OwnRowBody {
  name: string;
  relationship?: string | null;
  phone?: string | null;
}

export const selfApi = (http: Transport) => ({
  announcements: async () => (await http.get<Page<MyAnnouncement>>("me/announcements")).data,
  links: async () => (await http.get<Page<MyLink>>("me/links")).data,
  ads: async () => (await http.get<Page<MyAd>>("me/ads")).data,
  /** The company's holidays that have not ended by `today`, soonest first. */
  holidays: async (today: string, limit = 5) =>
    (await http.get<Page<HolidayOut>>("refs/mass-leave", { "end_date[$gte]": today, sort: "start_date", limit })).data,
  profile: async () => (await http.get<One<MyProfile>>("me/profile")).data,
  saveProfile: async (body: Record<string, unknown>) => noticeText(await http.put<Notice>("me/profile", body)),
  addRow: (list: OwnList, body: OwnRowBody) => http.post<One<Row>>(`me/${list}`, body),
  saveRow: (list: OwnList, id: string, body: OwnRowBody) => http.put<One<Row>>(`me/${list}/${encodeURIComponent(id)}`, body),
  removeRow: (list: OwnList, id: string) => http.del<One<{ _id: string }>>(`me/${list}/${encodeURIComponent(id)}`),
  askBankChange: async (body: { bank: string; account_number: string }) => noticeText(await http.post<Notice>("me/bank-account", body)),
  withdrawBankChange: async () => noticeText(await http.post<Notice>("me/bank-account/withdraw", {})),
  /** The own photo (a JPEG, PNG or WebP file), or taking it off. */
  savePhoto: async (file: File) => {
    const form = new FormData();
    form.set("file", file, file.name);
    return noticeText(await http.sendForm<Notice>("PUT", "me/photo", form));
  },
  removePhoto: async () => noticeText(await http.del<Notice>("me/photo")),
  /** HR: the changes of one status (pending by default), each with the account it replaces. */
  bankChanges: async (status = "pending") => (await http.get<Page<BankChangeOut>>("bank-account-changes", { status })).data,
  decideBankChange: async (id: string, decision: "approved" | "rejected", note?: string) =>
    noticeText(await http.post<Notice>(`bank-account-changes/${encodeURIComponent(id)}/decision`, { decision, ...(note ? { note } : {}) })),
  /** The current password and a new one; every other session of the person ends, this one goes on. */
  changePassword: async (body: { current_password: string; password: string }) => noticeText(await http.post<Notice>("auth/change-password", body)),
  /** The banks to choose from (Data References › Personal › Bank). */
  banks: async () => (await http.get<Page<{ _id: string; name: string; code?: string }>>("refs/employees/legalities/banks", { limit: 500, sort: "name" })).data,
  relationships: async () => (await http.get<Page<{ _id: string; name: string }>>("refs/employees/personal/relationships", { limit: 500, sort: "name" })).data,
});
