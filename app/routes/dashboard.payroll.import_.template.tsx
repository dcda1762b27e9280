import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { passThrough } from "~/lib/files";

/** The payroll import's xlsx template (GET /v1/payroll/components/template), through the web tier as it comes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-import", "write");
  return passThrough(await api.payroll.components.template());
}
