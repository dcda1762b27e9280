import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { ProgressNotifier } from "~/components/feedback/ProgressNotifier";
import { useHydrated } from "~/lib/use-hydrated";

const POLL_MS = 1000;

/**
 * Background work of the payroll pages in progress (Run & Save, the sending of payslips; docs/decisions/
 * 0028-payroll-runs.md): without JavaScript the page refreshes itself every 2 s; with it, the progress
 * notifier and a poll of the page's data. `name` marks it for the tests (`data-run-progress`, `data-send-progress`).
 */
export function WorkProgress({ name, message, count, percent }: { name: "run" | "send"; message: string; count: string; percent: number }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!hydrated) return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [hydrated, count, revalidator]);
  return (
    <div className="payroll-progress" {...{ [`data-${name}-progress`]: percent }} aria-live="polite">
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      {hydrated ? (
        <ProgressNotifier message={message} run={{ from: percent, to: percent, durationMs: 0 }} />
      ) : (
        <>
          <p className="payroll-progress__title">{message}</p>
          <div className="meter" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={message}>
            <span style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
      <p className="muted" data-progress-count>
        {count}
      </p>
    </div>
  );
}
