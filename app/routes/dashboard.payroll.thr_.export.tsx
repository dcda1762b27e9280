import type { LoaderFunctionArgs } from "@remix-run/node";
import { THR_HOLIDAYS } from "../../contract/thr";
import { ApiError } from "~/lib/api.server";
import { requireSection } from "~/lib/auth.server";

/**
 * Payroll › THR as xlsx through the web tier (docs/decisions/0017-files-through-the-web-tier.md): the
 * run of `?year=&holiday=` as the API writes it (api/payroll/thr-routes.ts, the one sheet writer).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "thr");
  const url = new URL(request.url);
  const holiday = THR_HOLIDAYS.find((h) => h === url.searchParams.get("holiday"));
  const year = Number(url.searchParams.get("year"));
  const run = holiday && Number.isInteger(year) ? (await api.thr.list(year)).find((r) => r.holiday === holiday) : undefined;
  if (!run) throw new Response("Not found", { status: 404 });
  let reply: Response;
  try {
    reply = await api.thr.export(run._id);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw new Response("Not found", { status: 404 });
    throw error;
  }
  return new Response(reply.body, {
    headers: {
      "Content-Type": reply.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": reply.headers.get("content-disposition") ?? `attachment; filename="thr-${holiday}-${year}.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
}
