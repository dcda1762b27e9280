import { useRouteLoaderData } from "@remix-run/react";

/** The hidden form token every state-changing form posts back (checked by `readForm`). */
export function CsrfInput() {
  const root = useRouteLoaderData<{ csrf: string }>("root");
  return <input type="hidden" name="csrf" value={root?.csrf ?? ""} />;
}
