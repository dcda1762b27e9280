import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { PAYROLL_ITEMS_MAX_LIMIT } from "../../contract/payroll-runs";
import type { PayrollItemOut } from "../../contract/responses/payroll";
import { writeXlsx, xlsxDownload, type XlsxValue } from "../../spreadsheets/xlsx";
import { bpjsEmployee, bpjsEmployer, periodOf } from "~/components/payroll/amounts";
import { translator } from "~/lib/translate.server";

/**
 * Payroll › Payroll Run as xlsx: the month's items with the page's search and filters, one row per
 * employee and the totals last, written by the one xlsx writer (docs/decisions/0027-one-spreadsheet-writer.md).
 */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONEY = "#,##0";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-run");
  const url = new URL(request.url);
  const period = periodOf(url.searchParams);
  const pick = (name: string) => (ID.test(url.searchParams.get(name) ?? "") ? url.searchParams.get(name)! : undefined);
  const run = await api.payroll.runs.ofMonth(period.year, period.month);
  if (!run) throw new Response("Not Found", { status: 404 });
  const items: PayrollItemOut[] = [];
  for (let skip = 0; ; skip += PAYROLL_ITEMS_MAX_LIMIT) {
    const page = await api.payroll.runs.items(run._id, {
      q: url.searchParams.get("q")?.trim().slice(0, 200) || undefined,
      "department._id": pick("department"),
      "location._id": pick("location"),
      "job_title._id": pick("job_title"),
      limit: PAYROLL_ITEMS_MAX_LIMIT,
      skip,
    });
    items.push(...page.data);
    if (page.data.length < PAYROLL_ITEMS_MAX_LIMIT || items.length >= page.meta.total) break;
  }
  const t = await translator(request, ["payroll"]);
  const c = (key: string) => t(`payroll:run.columns.${key}`);
  const columns = [
    { key: "employee_id", header: c("employeeNo"), width: 16, numFmt: "@" },
    { key: "name", header: c("employee"), width: 30 },
    { key: "department", header: c("department"), width: 20 },
    { key: "location", header: c("location"), width: 18 },
    { key: "job_title", header: c("jobTitle"), width: 20 },
    { key: "gross", header: c("gross"), width: 16, numFmt: MONEY },
    { key: "bpjs_employee", header: c("bpjsEmployee"), width: 16, numFmt: MONEY },
    { key: "bpjs_employer", header: c("bpjsEmployer"), width: 16, numFmt: MONEY },
    { key: "pph21", header: c("pph21"), width: 14, numFmt: MONEY },
    { key: "deductions", header: c("deductions"), width: 14, numFmt: MONEY },
    { key: "take_home", header: c("takeHome"), width: 16, numFmt: MONEY },
  ];
  const rows: Record<string, XlsxValue>[] = items.map((item) => ({
    employee_id: item.employee.employee_id,
    name: item.employee.fullname,
    department: item.employee.department?.name ?? null,
    location: item.employee.location?.name ?? null,
    job_title: item.employee.job_title?.name ?? null,
    gross: item.gross,
    bpjs_employee: bpjsEmployee(item),
    bpjs_employer: bpjsEmployer(item),
    pph21: item.pph21,
    deductions: item.deductions,
    take_home: item.take_home,
  }));
  const sum = (key: string) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  rows.push({
    employee_id: null,
    name: t("payroll:run.total", { count: rows.length }),
    department: null,
    location: null,
    job_title: null,
    ...Object.fromEntries(["gross", "bpjs_employee", "bpjs_employer", "pph21", "deductions", "take_home"].map((key) => [key, sum(key)])),
  });
  const name = `payroll-${period.year}-${String(period.month).padStart(2, "0")}`;
  const body = await writeXlsx([{ title: `${t(`payroll:months.${period.month}`)} ${period.year}`, columns, rows }]);
  return new Response(new Uint8Array(body), { headers: xlsxDownload(name) });
}
