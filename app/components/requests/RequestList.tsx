import { Form } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useTimeZone, type TimeZone } from "~/lib/time-zone";
import type { ApprovalOut } from "../../../contract/responses/approvals";
import { CsrfInput } from "~/components/CsrfInput";
import { DataTable } from "~/components/DataTable";
import { formatDate, formatNumber } from "~/lib/format";
import { isLanguage, type Language } from "~/lib/i18n";
import { MY_REQUESTS } from "./kinds";

/**
 * My requests › the requests sent, newest first: what each asks, when, its status as a coloured badge
 * (app/styles/app.css `.pill--{status}`), who it waits for, each level's decision and note, and Withdraw
 * or Cancel as small POST forms behind a confirmation (a <details>, no JavaScript needed).
 */
export function RequestList({
  requests,
  total,
  moreHref,
}: {
  requests: ApprovalOut[];
  total: number;
  moreHref: string | null;
}) {
  const { t } = useTranslation(["requests", "screens"]);
  return (
    <section
      aria-labelledby="requests-sent"
      className="requests-sent"
      data-requests
    >
      <h3 id="requests-sent">{t("list.title")}</h3>
      <DataTable
        headings={[
          t("list.number"),
          t("list.kind"),
          t("list.what"),
          t("list.requestedAt"),
          t("list.status"),
        ]}
        empty={requests.length === 0}
        emptyText={t("list.empty")}
        actions
        className="request-table"
      >
        {requests.map((request) => (
          <RequestRow key={request._id} request={request} />
        ))}
      </DataTable>
      {requests.length === 0 ? null : (
        <p className="muted request-count">
          {t("list.shown", { shown: requests.length, total })}
          {moreHref ? (
            <>
              {" · "}
              <a href={moreHref}>{t("list.more")}</a>
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: ApprovalOut }) {
  const { t, i18n } = useTranslation(["requests", "screens"]);
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const timeZone = useTimeZone();
  const reason = request.context.purpose ?? request.context.reason;
  const attachment =
    typeof request.attachment === "object" ? request.attachment : null;
  return (
    <tr
      id={request.approval_number}
      data-request={request.approval_number}
      data-status={request.status}
      data-kind={request.type}
    >
      <td data-label={t("list.number")}>
        <strong>{request.approval_number}</strong>
      </td>
      <td data-label={t("list.kind")}>{t(`kinds.${request.type}`)}</td>
      <td data-label={t("list.what")}>
        <div>
          <span className="request-what" data-what>
            {whatOf(request, t, language)}
          </span>
          {reason ? (
            <span className="request-sub">{t("what.reason", { reason })}</span>
          ) : null}
          {attachment ? (
            <span className="request-sub">
              <a
                href={`/files/${attachment._id}`}
                target="_blank"
                rel="noopener"
              >
                {t("list.attachment")}: {attachment.name}
              </a>
            </span>
          ) : null}
          {request.context.warnings?.length ? (
            <ul className="request-warnings" data-warnings>
              {request.context.warnings.map((code) => (
                <li key={code} data-warning={code}>
                  {t(`warnings.${code.replaceAll(".", "_")}`, {
                    defaultValue: code,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </td>
      <td data-label={t("list.requestedAt")}>
        {formatDate(request.created_at, { language, fullYear: true, timeZone })}
      </td>
      <td data-label={t("list.status")}>
        <div>
          <span
            className={`pill pill--${request.status}`}
            data-status-badge={request.status}
          >
            {t(`screens:values.status.${request.status}`)}
          </span>
          <span className="request-sub" data-standing>
            {standingOf(request, t, language, timeZone)}
          </span>
          <Levels request={request} language={language} />
        </div>
      </td>
      <td className="data-table__actions">
        <div className="row-actions">
          {request.can_withdraw ? (
            <Confirmed request={request} intent="withdraw" />
          ) : null}
          {request.can_cancel ? (
            <Confirmed request={request} intent="cancel" />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

const day = (date: string | undefined, language: Language) =>
  date ? formatDate(date, { language, withTime: false, fullYear: true }) : "";
const range = (
  from: string | undefined,
  to: string | undefined,
  language: Language
) =>
  from === to || !to
    ? day(from, language)
    : `${day(from, language)} – ${day(to, language)}`;
const hours = (start?: string, end?: string) =>
  start && end ? `${start}–${end}` : "";

/** What was asked, in one line: dates, times, the leave type, the shifts or the destination. */
function whatOf(
  request: ApprovalOut,
  t: TFunction,
  language: Language
): string {
  const c = request.content;
  const days =
    c.total_days !== undefined
      ? t("what.days", {
          count: c.total_days,
          value: formatNumber(c.total_days, language),
        })
      : "";
  const hoursTaken =
    c.total_hours !== undefined
      ? t("what.hours", {
          count: c.total_hours,
          value: formatNumber(c.total_hours, language),
        })
      : "";
  const parts: string[] = [];
  switch (request.type) {
    case "leave":
      if (c.total_hours !== undefined)
        parts.push(
          c.leave_type?.type ?? "",
          `${day(c.date ?? c.start_date, language)}, ${hours(
            c.start_time,
            c.end_time
          )}`,
          hoursTaken
        );
      else
        parts.push(
          c.leave_type?.type ?? "",
          range(c.start_date, c.end_date, language),
          days
        );
      break;
    case "overtime":
      parts.push(
        `${day(c.date, language)}, ${hours(c.start_time, c.end_time)}`,
        hoursTaken,
        c.day_type ? t(`dayTypes.${c.day_type}`) : ""
      );
      break;
    case "clock_correction":
      parts.push(
        day(c.date, language),
        c.clock_in ? `${t("fields.clock_in")} ${c.clock_in}` : "",
        c.clock_out ? `${t("fields.clock_out")} ${c.clock_out}` : ""
      );
      break;
    case "shift":
      parts.push(
        day(c.date, language),
        `${c.from_shift?.name ?? t("what.noShift")} → ${c.to_shift?.name ?? ""}`
      );
      break;
    case "business_trip":
      parts.push(
        String(c.destination ?? ""),
        range(c.start_date, c.end_date, language),
        days
      );
      break;
  }
  return parts.filter(Boolean).join(" · ");
}

/** Where the request stands: whom it waits for, or when and how it ended. */
function standingOf(
  request: ApprovalOut,
  t: TFunction,
  language: Language,
  timeZone: TimeZone
): string {
  const when = request.decided_at
    ? formatDate(request.decided_at, { language, fullYear: true, timeZone })
    : "";
  switch (request.status) {
    case "pending":
    case "partial":
      return request.waiting_for
        ? t("status.waitingFor", {
            name: request.waiting_for.fullname,
            level: request.current_level,
            levels: request.levels.length,
          })
        : t("status.waitingForAdmin");
    case "withdrawn":
      return request.context.cancelled_by
        ? t("status.cancelledBy", { name: request.context.cancelled_by })
        : t("status.withdrawnOn", { date: when });
    default:
      return when ? t("status.decidedOn", { date: when }) : "";
  }
}

/** Each level: its approver, and once decided by whom, when and with what note. */
function Levels({
  request,
  language,
}: {
  request: ApprovalOut;
  language: Language;
}) {
  const { t } = useTranslation("requests");
  const timeZone = useTimeZone();
  if (!request.levels.length && !request.cc.length) return null;
  const waiting = request.status === "pending" || request.status === "partial";
  const note = request.context.cancel_note ?? request.context.withdraw_note;
  return (
    <details className="row-details request-levels">
      <summary>{t("levels.title")}</summary>
      <ol>
        {request.levels.map((level) => {
          const decided =
            level.action && level.decided_by
              ? t(`levels.${level.action}`, {
                  name: level.decided_by,
                  date: level.decided_at
                    ? formatDate(level.decided_at, {
                        language,
                        fullYear: true,
                        timeZone,
                      })
                    : "",
                })
              : null;
          const state =
            decided ??
            (waiting && level.level === request.current_level
              ? t("levels.waiting")
              : waiting
              ? t("levels.later")
              : "");
          return (
            <li
              key={level.level}
              data-level={level.level}
              data-action={level.action ?? ""}
            >
              <strong>{t("levels.level", { level: level.level })}</strong> ·{" "}
              {level.approver?.fullname ?? t("levels.anyAdmin")}
              {state ? ` — ${state}` : ""}
              {level.in_place_of
                ? ` (${t("levels.inPlaceOf", { name: level.in_place_of })})`
                : ""}
              {level.note ? (
                <span className="request-sub">
                  {t("levels.note", { note: level.note })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {request.cc.length ? (
        <p className="request-sub">
          {t("levels.cc", {
            names: request.cc.map((person) => person.fullname).join(", "),
          })}
        </p>
      ) : null}
      {note ? (
        <p className="request-sub">{t("levels.note", { note })}</p>
      ) : null}
    </details>
  );
}

/** Withdraw (waiting) or Cancel (approved, not started): a confirmation holding No and the POST form. */
function Confirmed({
  request,
  intent,
}: {
  request: ApprovalOut;
  intent: "withdraw" | "cancel";
}) {
  const { t } = useTranslation("requests");
  const question = t(`actions.${intent}Confirm`, {
    number: request.approval_number,
  });
  return (
    <details className="confirm" data-confirm={intent}>
      <summary
        className={
          intent === "cancel"
            ? "button button--danger button--small"
            : "button button--secondary button--small"
        }
      >
        {t(`actions.${intent}`)}
      </summary>
      <div className="confirm__panel" role="group" aria-label={question}>
        <p>{question}</p>
        <p className="muted">{t(`actions.${intent}Hint`)}</p>
        <div className="button-row">
          <a
            href={MY_REQUESTS}
            className="button button--secondary button--small"
          >
            {t("actions.no")}
          </a>
          <Form method="post" action={MY_REQUESTS}>
            <CsrfInput />
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={request._id} />
            <button
              type="submit"
              className="button button--danger button--small"
            >
              {t(`actions.${intent}Yes`)}
            </button>
          </Form>
        </div>
      </div>
    </details>
  );
}
