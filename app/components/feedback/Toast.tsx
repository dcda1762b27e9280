import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "~/lib/messages";

/** Spec §9: a toast clears itself after 4 seconds. */
export const TOAST_MS = 4000;

type Flash = { kind: "success" | "error" | "info"; message: string } | null;

/**
 * The message a redirect carried (a flash in the session). Without JavaScript it stays on the page as
 * a notice; with JavaScript it disappears after 4 seconds.
 */
export function Toast() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<{ flash: Flash }>("root");
  const flash = root?.flash ?? null;
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!flash) return;
    const timer = setTimeout(() => setVisible(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  if (!flash || !visible) return null;
  return (
    <div className={`toast notice notice--${flash.kind}`} role="status" aria-live="polite">
      {translateMessage(t, flash.message)}
    </div>
  );
}
