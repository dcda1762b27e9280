import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { json } from "@remix-run/node";
import type * as z from "zod";
import { ApiError, type ApiClient } from "./api.server";
import { publicApi, readForm } from "./auth.server";

/**
 * The forms before sign-in (register, recovery, verification): check the CSRF token and the fields,
 * send them to the API, and answer with the form's state: field errors from either side, or done.
 */
export async function submitPublicForm<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  call: (auth: ApiClient["auth"]) => (body: z.output<S>) => Promise<string>,
  hideFields: string[] = [],
) {
  const { form } = await readForm(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return json({ reply: submission.reply({ hideFields }), message: null }, { status: 400 });
  try {
    const message = await call(publicApi(context).auth)(submission.value);
    return json({ reply: submission.reply({ resetForm: true }), message });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([name, message]) => [name, [message]]));
    return json({ reply: submission.reply({ formErrors: [error.message], fieldErrors, hideFields }), message: null }, { status: error.status });
  }
}
