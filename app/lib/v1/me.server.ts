/** The signed-in person's own things: the chrome's figures and the inbox (api/platform/me-routes.ts). */
import type { Chrome } from "../../../contract/responses/auth";
import type { One, Page } from "../../../contract/responses/common";
import type { NotificationItem, NotificationsMeta } from "../../../contract/responses/me";
import type { Transport } from "../api.server";
import type { QueryInput } from "../query";

export const meApi = (http: Transport) => ({
  chrome: async () => (await http.get<One<Chrome>>("me/chrome")).data,
  notifications: (query: QueryInput = {}) => http.get<Page<NotificationItem, NotificationsMeta>>("me/notifications", query),
  readNotification: (id: string) => http.post<void>(`me/notifications/${encodeURIComponent(id)}/read`),
  readAllNotifications: () => http.post<void>("me/notifications/read-all"),
});
