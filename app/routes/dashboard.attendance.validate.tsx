import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { ATTENDANCE_VALIDATIONS } from "../../contract/enums";
import { messageText } from "../../contract/message-text";
import { canAccess } from "../../contract/navigation";
import type { AttendanceRow as Row } from "../../contract/responses/attendance";
import { DataTable } from "~/components/DataTable";
import { CsrfInput } from "~/components/CsrfInput";
import { Pagination } from "~/components/Pagination";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { ApiError } from "~/lib/api.server";
import { commitSession, permissionLists, readForm, requireSection } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import type { RouteHandle } from "~/lib/hydration";
import { isLanguage } from "~/lib/i18n";
import { safeReturn } from "~/lib/list-state";
import { translator } from "~/lib/translate.server";
import { FilterBar } from "~/components/screens/FilterBar";

/**
 * Attendance › Validate: records that need a decision (late, missed clock-out, off-site) marked valid or
 * invalid by an admin or approver, one small POST form per row (no JavaScript needed). An employee sees
 * their own records and their state, without the buttons (the API shows them nothing else).
 */
export const handle: RouteHandle = {
  i18n: ["attendance", "screens", "messages"],
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.documentTitle} · HR Dashboard` : "HR Dashboard" }];

const PAGE_SIZE = 50;

const decision = z.object({
  id: z.string().uuid(),
  validation: z.enum(["valid", "invalid"]),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user, viewer } = await requireSection(request, context, "validate");
  const url = new URL(request.url);
  const asked = url.searchParams.get("state");
  const state = (ATTENDANCE_VALIDATIONS as readonly string[]).includes(asked ?? "") ? (asked as string) : "pending";
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const [list, t] = await Promise.all([
    api.attendance.list({
      validation: state,
      sort: "-date",
      populate: ["employee", "shift"],
      limit: PAGE_SIZE,
      skip: (page - 1) * PAGE_SIZE,
    }),
    translator(request, ["nav"]),
  ]);
  return json({
    rows: list.data,
    total: list.meta.total,
    page,
    pages: Math.max(1, Math.ceil(list.meta.total / PAGE_SIZE)),
    state,
    canDecide: user.level !== "employee" && canAccess("validate", viewer, permissionLists(), "write"),
    documentTitle: t("nav:validate"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireSection(request, context, "validate", "write");
  const { form, session } = await readForm(request);
  const url = new URL(request.url);
  const back = safeReturn(`${url.pathname}${url.search}`, "/dashboard/attendance/validate");
  const flash = async (kind: "success" | "error", message: string) => {
    session.flash("flash", { kind, message });
    return redirect(back, {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  };
  if (user.level === "employee") throw new Response(messageText("forbidden"), { status: 403 });
  const parsed = decision.safeParse({
    id: form.get("id"),
    validation: form.get("validation"),
  });
  if (!parsed.success) return flash("error", messageText("invalidFields"));
  try {
    await api.attendance.validate(parsed.data.id, parsed.data.validation);
  } catch (error) {
    if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return flash("error", error.message);
    throw error;
  }
  return flash("success", messageText("dataSaved"));
}

function reasons(row: Row): string[] {
  const out: string[] = [];
  if (row.late_minutes > 0) out.push("late");
  if (row.status === "missed") out.push("missed");
  if (row.clock_in_offsite) out.push("offsiteIn");
  if (row.clock_out_offsite) out.push("offsiteOut");
  return out;
}

export default function Validate() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("attendance");
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const here = `${location.pathname}${location.search}`;
  const pageHref = (page: number) => `${location.pathname}?state=${data.state}&page=${page}`;
  return (
    <section className="card screen" data-screen="nav:validate">
      <ScreenHeader trail={[t("nav:attendance")]} title={t("nav:validate")} />
      <div className="list-toolbar">
        <FilterBar active={data.state === "pending" ? 0 : 1}>
          <form method="get" className="list-filters" aria-label={t("validate.filter")}>
            <label>
              {t("validate.state")}{" "}
              <select name="state" defaultValue={data.state}>
                {ATTENDANCE_VALIDATIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`screens:values.validation.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--secondary">
              {t("screens:list.apply")}
            </button>
          </form>
        </FilterBar>
      </div>
      <DataTable
        headings={[t("screens:fields.date"), t("screens:fields.employee"), t("screens:fields.shift"), t("screens:fields.clock_in"), t("screens:fields.clock_out"), t("validate.reason"), t("screens:fields.validation")]}
        empty={data.rows.length === 0}
        actions={data.canDecide}
      >
        {data.rows.map((row) => (
          <tr key={row._id} data-record={row._id}>
            <td>{formatDate(row.date, { language, withTime: false, fullYear: true })}</td>
            <td>{row.employee?.fullname ?? ""}</td>
            <td>{row.shift?.name ?? "-"}</td>
            <td>{row.clock_in ?? "-"}</td>
            <td>{row.clock_out ?? "-"}</td>
            <td>
              {reasons(row)
                .map((reason) =>
                  t(`validate.reasons.${reason}`, {
                    minutes: row.late_minutes,
                  }),
                )
                .join(", ")}
            </td>
            <td data-validation={row.validation}>{t(`screens:values.validation.${row.validation}`)}</td>
            {data.canDecide ? (
              <td className="data-table__actions">
                {row.validation === "pending" ? (
                  <div className="button-row">
                    {(["valid", "invalid"] as const).map((value) => (
                      <Form key={value} method="post" action={here}>
                        <CsrfInput />
                        <input type="hidden" name="id" value={row._id} />
                        <input type="hidden" name="validation" value={value} />
                        <button
                          type="submit"
                          className={value === "valid" ? "button" : "button button--danger"}
                          aria-label={t(`validate.mark.${value}Named`, {
                            name: row.employee?.fullname ?? "",
                            date: row.date,
                          })}
                        >
                          {t(`validate.mark.${value}`)}
                        </button>
                      </Form>
                    ))}
                  </div>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
      <Pagination page={data.page} pages={data.pages} href={pageHref} text={t("validate.page", { page: data.page, pages: data.pages, total: data.total })} />
    </section>
  );
}
