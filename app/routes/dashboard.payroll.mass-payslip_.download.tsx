import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { periodOf } from "~/components/payroll/amounts";
import { ApiError } from "~/lib/api.server";

/**
 * Every payslip of a saved month through the web tier (docs/decisions/0017-files-through-the-web-tier.md):
 * `?format=pdf` one PDF of all of them, `?format=zip` a zip of PDFs named by employee number; `lang=en|id`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "mass-payslip");
  const url = new URL(request.url);
  const period = periodOf(url.searchParams);
  const format = url.searchParams.get("format") === "zip" ? "zip" : "pdf";
  const lang = url.searchParams.get("lang") === "en" ? "en" : "id";
  const run = await api.payroll.runs.ofMonth(period.year, period.month);
  if (!run || run.status === "running") throw new Response("Not found", { status: 404 });
  let reply: Response;
  try {
    reply = await api.payroll.payslips(run._id, format, lang);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw new Response("Not found", { status: 404 });
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(reply.headers.get("content-disposition") ?? "")?.[1] ?? `payslips.${format}`;
  return new Response(reply.body, {
    headers: {
      "Content-Type": format === "zip" ? "application/zip" : "application/pdf",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
