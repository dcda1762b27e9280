import type { LoaderFunctionArgs } from "@remix-run/node";
import { periodOf } from "~/components/payroll/amounts";
import { requireSection } from "~/lib/auth.server";
import { taxDownload } from "~/lib/tax-download.server";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The year's A1 slips through the web tier: `?year=&employee=` one employee's PDF (inline), without
 * `employee` every ready one in a zip; `lang=en|id`. A refusal goes back to Tax Slips (app/lib/tax-download.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "tax-slips");
  const url = new URL(request.url);
  const period = periodOf(url.searchParams);
  const employee = url.searchParams.get("employee");
  if (employee !== null && !ID.test(employee)) throw new Response("Not found", { status: 404 });
  const lang = url.searchParams.get("lang") === "en" ? "en" : "id";
  return taxDownload(request, () => api.tax.a1(period.year, employee, lang), `/dashboard/payroll/tax-slips?month=${period.month}&year=${period.year}`);
}
