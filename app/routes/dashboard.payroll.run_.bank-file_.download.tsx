import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ApiError } from "~/lib/api.server";
import { requireSection } from "~/lib/auth.server";
import { bankFilePage, bankFileRequest, savedRunOf } from "~/lib/bank-file.server";
import { passThrough } from "~/lib/payroll-reports.server";

/**
 * The bank transfer file of a saved month, through the web tier as the API writes it
 * (docs/decisions/0017-files-through-the-web-tier.md, 0036). A field to correct, employees to fill in or a
 * month without a saved run go to the bank file's page, which says what to do.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "payroll-run");
  const url = new URL(request.url);
  const asked = bankFileRequest(url);
  const run = asked.query ? await savedRunOf(api, asked.period) : null;
  if (!asked.query || !run) return redirect(bankFilePage(url));
  let reply: Response;
  try {
    reply = await api.payrollReports.bankFile(run._id, asked.query);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return redirect(bankFilePage(url));
    throw error;
  }
  return passThrough(reply);
}
