import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { passThrough } from "~/lib/files";

/** The leave import's xlsx template (GET /v1/leave-balance/template), through the web tier as it comes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "balance", "write");
  return passThrough(await api.leave.template());
}
