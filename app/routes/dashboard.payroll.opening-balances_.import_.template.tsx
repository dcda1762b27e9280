import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireSection } from "~/lib/auth.server";
import { passThrough } from "~/lib/files";

/** The opening figures' xlsx template (GET /v1/payroll/opening-balances/template), through the web tier as it comes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "opening-balances", "write");
  return passThrough(await api.payroll.openingBalances.template());
}
