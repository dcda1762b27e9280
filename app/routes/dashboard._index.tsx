import { redirect } from "@remix-run/node";

/** Spec §4: /dashboard/ opens the home page. */
export function loader() {
  return redirect("/dashboard/home");
}
