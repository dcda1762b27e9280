import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/lib/api.server";
import { requireUser } from "~/lib/auth.server";
import { isLanguage } from "~/lib/i18n";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A payslip PDF through the web tier (docs/decisions/0017-files-through-the-web-tier.md): what
 * GET /v1/payroll/runs/{id}/items/{itemId}/payslip gives this user — the company's payroll readers any
 * item, an employee their own; anything the API refuses is a 404 here. `?lang=en|id` (default: Indonesian).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const { runId = "", itemId = "" } = params;
  if (!UUID.test(runId) || !UUID.test(itemId)) throw new Response("Not found", { status: 404 });
  const asked = new URL(request.url).searchParams.get("lang");
  let reply: Response;
  try {
    reply = await api.payroll.payslip(runId, itemId, isLanguage(asked ?? "") ? (asked as "en" | "id") : undefined);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw new Response("Not found", { status: 404 });
    throw error;
  }
  if (reply.status !== 200 || !(reply.headers.get("content-type") ?? "").startsWith("application/pdf")) throw new Response("Not found", { status: 404 });
  const name = /filename="([^"]+)"/.exec(reply.headers.get("content-disposition") ?? "")?.[1] ?? "payslip.pdf";
  return new Response(reply.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
