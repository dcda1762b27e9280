import { useTranslation } from "react-i18next";
import type { ApprovalOut } from "../../../contract/responses/approvals";
import type { Today } from "../../../contract/responses/attendance";
import type { LeaveBalanceOut } from "../../../contract/responses/leave";
import type { MyPayslipOut } from "../../../contract/responses/payroll";
import type { MyAd, MyAnnouncement, MyLink } from "../../../contract/responses/self";
import { formatDate, formatRupiah } from "~/lib/format";
import { isLanguage } from "~/lib/i18n";
import { useTimeZone, zonedWallTime } from "~/lib/time-zone";

/** What the home shows the signed-in person (app/routes/dashboard.home.tsx). */
export interface HomeData {
  employee: boolean;
  year: number;
  day: Today | null;
  balances: LeaveBalanceOut[];
  requests: ApprovalOut[];
  payslips: MyPayslipOut[];
  announcements: MyAnnouncement[];
  links: MyLink[];
  ads: MyAd[];
  holidays: { _id: string; name: string; start_date: string; end_date: string }[];
}

/** One part of the home: a heading, its content, and a link onwards. */
function Part({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: React.ReactNode }) {
  return (
    <section className="home-part card" aria-labelledby={`home-${id}`} data-home={id}>
      <h3 id={`home-${id}`}>{title}</h3>
      {children}
      {more ? (
        <p className="home-part__more">
          <a href={more.href}>{more.label}</a>
        </p>
      ) : null}
    </section>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p className="empty muted" data-empty>
      {children}
    </p>
  );
}

export function MyDay({ home }: { home: HomeData }) {
  const { t, i18n } = useTranslation("self");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const zone = useTimeZone();
  const date = (value: string, fullYear = true) => formatDate(value, { language, withTime: false, fullYear });
  const day = home.day;
  const record = day?.record;
  const wall = (time: string | null | undefined) => (time ? zonedWallTime(time, record?.time_zone, zone) : "");
  const clock = !record?.clock_in
    ? t("home.notClockedIn")
    : record.clock_out
      ? t("home.clockedInOut", { in: wall(record.clock_in), out: wall(record.clock_out) })
      : t("home.clockedIn", { time: wall(record.clock_in) });
  const shift = day?.shift ? (day.shift.start_time && day.shift.finish_time && !day.shift.name.includes(day.shift.start_time) ? `${day.shift.name} (${day.shift.start_time}–${day.shift.finish_time})` : day.shift.name) : t("home.noShift");

  return (
    <div className="home-grid">
      {home.employee ? (
        <>
          <Part id="day" title={t("home.myDay")} more={{ href: "/dashboard/services", label: t("home.clockHere") }}>
            {day ? (
              <>
                <p className="muted">{t("home.today", { date: date(day.date) })}</p>
                <dl className="home-facts">
                  <div>
                    <dt>{t("home.shift")}</dt>
                    <dd data-field="shift">{shift}</dd>
                  </div>
                  <div>
                    <dt>{t("home.clock")}</dt>
                    <dd data-field="clock" data-clocked={record?.clock_in ? (record.clock_out ? "out" : "in") : "no"}>
                      {clock}
                      {record?.late_minutes ? <span className="pill pill--partial">{t("home.late", { minutes: record.late_minutes })}</span> : null}
                    </dd>
                  </div>
                </dl>
              </>
            ) : (
              <Empty>{t("home.noEmployee")}</Empty>
            )}
          </Part>

          <Part id="leave" title={t("home.leave", { year: home.year })} more={{ href: "/dashboard/my-requests?new=leave", label: t("requests:ask.heading.leave") }}>
            {home.balances.length ? (
              <ul className="home-list">
                {home.balances.map((balance) => {
                  const rule = typeof balance.leave_rule === "object" ? balance.leave_rule : null;
                  return (
                    <li key={balance._id} data-balance={rule?.type ?? ""}>
                      <span>{rule?.type ?? ""}</span>
                      <strong data-field="remaining">
                        {t("home.leaveLeft", { count: balance.remaining, unit: rule ? t(`requests:balance.units.${rule.unit}`).toLowerCase() : "" })}
                      </strong>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Empty>{t("home.noLeave", { year: home.year })}</Empty>
            )}
          </Part>

          <Part id="requests" title={t("home.requests")} more={{ href: "/dashboard/my-requests", label: t("home.allRequests") }}>
            {home.requests.length ? (
              <ul className="home-list">
                {home.requests.map((request) => (
                  <li key={request._id} data-request={request.approval_number}>
                    <span>
                      <a href={`/dashboard/my-requests#${request.approval_number}`}>{t(`requests:kinds.${request.type}`)}</a> <span className="muted">{request.approval_number} · {date(request.created_at)}</span>
                    </span>
                    <span className={`pill pill--${request.status}`} data-status-badge={request.status}>
                      {t(`screens:values.status.${request.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{t("home.noRequests")}</Empty>
            )}
          </Part>

          <Part id="payslips" title={t("home.payslips")} more={home.payslips.length ? { href: "/dashboard/services#my-payslips", label: t("home.allPayslips") } : undefined}>
            {home.payslips.length ? (
              <ul className="home-list">
                {home.payslips.map((slip) => (
                  <li key={slip._id} data-payslip={`${slip.run.year}-${slip.run.month}`}>
                    <span>
                      {t(`payroll:months.${slip.run.month}`)} {slip.run.year}
                    </span>
                    <span>
                      <strong>{formatRupiah(slip.take_home)}</strong>{" "}
                      <a href={`/dashboard/payslips/${slip.run._id}/${slip._id}?lang=${language}`} download>
                        PDF
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{t("home.noPayslips")}</Empty>
            )}
          </Part>
        </>
      ) : null}

      <Part id="announcements" title={t("home.announcements")}>
        {home.announcements.length ? (
          <ul className="home-announcements">
            {home.announcements.map((item) => (
              <li key={item._id} data-announcement={item.title}>
                <h4>{item.title}</h4>
                {item.start_date || item.end_date ? (
                  <p className="muted">{item.end_date ? t("home.period", { from: item.start_date ? date(item.start_date) : "", to: date(item.end_date) }) : t("home.since", { date: date(item.start_date!) })}</p>
                ) : null}
                {/* Rich text sanitised by the API when stored and by the loader when shown. */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("home.noAnnouncements")}</Empty>
        )}
      </Part>

      <Part id="links" title={t("home.links")}>
        {home.links.length ? (
          <ul className="home-list">
            {home.links.map((link) => (
              <li key={link._id} data-link={link.display}>
                <a href={link.link} target="_blank" rel="noopener noreferrer">
                  {link.display}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("home.noLinks")}</Empty>
        )}
      </Part>

      <Part id="holidays" title={t("home.holidays")}>
        {home.holidays.length ? (
          <ul className="home-list">
            {home.holidays.map((holiday) => (
              <li key={holiday._id} data-holiday={holiday.name}>
                <span>{holiday.name}</span>
                <span className="muted">{holiday.start_date === holiday.end_date ? date(holiday.start_date) : t("home.period", { from: date(holiday.start_date), to: date(holiday.end_date) })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("home.noHolidays")}</Empty>
        )}
      </Part>

      {home.ads.length ? (
        <Part id="ads" title={t("home.ads")}>
          <ul className="home-ads">
            {home.ads.map((ad) => (
              <li key={ad._id} data-ad={ad.title}>
                <strong>{ad.title}</strong>
                {ad.description ? <p className="muted">{ad.description}</p> : null}
                {ad.link && /^https?:\/\//i.test(ad.link) ? (
                  <a href={ad.link} target="_blank" rel="noopener noreferrer sponsored">
                    {t("home.open")}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </div>
  );
}
