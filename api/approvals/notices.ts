/**
 * Who hears of a request and its decisions (docs/decisions/0029-requests-and-approvals.md): each person
 * gets an inbox notification (a message key, shown in the reader's language, decision 0018) and an
 * e-mail of the same texts, Indonesian first and then English (no language is stored per person), sent
 * through the mailer (the outbox when SMTP is not set) once the decision is committed.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import english from "../../public/locales/en/notifications.json";
import indonesian from "../../public/locales/id/notifications.json";
import type { NotificationKey, NotificationValues } from "../../contract/notifications";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { notify } from "../platform/notify";

export interface Notice {
  /** Employees to tell (through their user accounts). */
  employeeIds: readonly string[];
  key: NotificationKey;
  values: NotificationValues;
  link: string;
}

interface Mail {
  to: string;
  key: NotificationKey;
  values: NotificationValues;
  link: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fill(text: string, values: NotificationValues, locale: string): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (typeof value === "string" && DATE.test(value)) return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
    return String(value ?? "");
  });
}

/** Writes the notices in the caller's transaction; returns the e-mails to send once it has committed. */
export async function writeNotices(db: Db, companyId: string, notices: readonly Notice[]): Promise<Mail[]> {
  const ids = [...new Set(notices.flatMap((notice) => notice.employeeIds))];
  if (!ids.length) return [];
  const accounts = await db
    .select({ id: s.users.id, employee_id: s.users.employee_id, email: s.users.email })
    .from(s.users)
    .where(and(eq(s.users.company_id, companyId), inArray(s.users.employee_id, ids), isNotNull(s.users.employee_id)));
  const people = await db.select({ id: s.employees.id, email: s.employees.email }).from(s.employees).where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, ids)));
  const mails: Mail[] = [];
  for (const notice of notices) {
    for (const employeeId of new Set(notice.employeeIds)) {
      const account = accounts.find((a) => a.employee_id === employeeId);
      if (account) await notify(db, { companyId, userId: account.id, key: notice.key, values: notice.values, link: notice.link });
      const to = account?.email ?? people.find((p) => p.id === employeeId)?.email;
      if (to) mails.push({ to, key: notice.key, values: notice.values, link: notice.link });
    }
  }
  return mails;
}

/** Sends the e-mails; a failure is logged, never undoes the decision. */
export function sendNoticeMails(ctx: ApiContext, mails: readonly Mail[]): void {
  for (const mail of mails) {
    const id = indonesian[mail.key];
    const en = english[mail.key];
    ctx.mailer
      .send({
        to: mail.to,
        subject: `${fill(id.title, mail.values, "id-ID")} / ${fill(en.title, mail.values, "en-GB")}`,
        text: `${fill(id.body, mail.values, "id-ID")}\n\n${fill(en.body, mail.values, "en-GB")}\n\n${ctx.config.publicUrl}${mail.link}\n`,
      })
      .catch((err: unknown) => ctx.logger.error({ err, key: mail.key }, "a request's e-mail was not sent"));
  }
}
