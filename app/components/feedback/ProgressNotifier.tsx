import { useEffect, useState } from "react";
import { notifierPercent, type NotifierRun } from "~/lib/progress";

/** Spec §4: a message and a percentage counting from a start to an end value over a duration. */
export function ProgressNotifier({ message, run, done = false }: { message: string; run: NotifierRun; done?: boolean }) {
  const [started] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setElapsed(Date.now() - started), 100);
    return () => clearInterval(timer);
  }, [started, done]);
  const percent = done ? 100 : notifierPercent(run, elapsed);
  return (
    <div className="progress-notifier" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={message}>
      <span className="progress-notifier__message">{message}</span>
      <span className="progress-notifier__bar">
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="progress-notifier__value">{percent}%</span>
    </div>
  );
}
