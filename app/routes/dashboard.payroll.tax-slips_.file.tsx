import type { LoaderFunctionArgs } from "@remix-run/node";
import { periodOf } from "~/components/payroll/amounts";
import { requireSection } from "~/lib/auth.server";
import { taxDownload } from "~/lib/tax-download.server";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A tax file through the web tier (docs/decisions/0017-files-through-the-web-tier.md): `?file=bpmp|bpa1&run=`
 * the month's Coretax XML (api/payroll/tax-routes.ts); a refusal goes back to Tax Slips (app/lib/tax-download.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "tax-slips");
  const url = new URL(request.url);
  const period = periodOf(url.searchParams);
  const run = url.searchParams.get("run") ?? "";
  const file = url.searchParams.get("file") === "bpa1" ? "bpa1" : "bpmp";
  if (!ID.test(run)) throw new Response("Not found", { status: 404 });
  return taxDownload(request, () => api.tax.coretax(run, file), `/dashboard/payroll/tax-slips?month=${period.month}&year=${period.year}`);
}
