import { useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { closedCard, progressCard, secondsLeft, type ProgressCardEvent, type ProgressCardState } from "~/lib/progress";

/** The progress card's state and its clock (a success closes itself after 10 seconds). */
export function useProgressCard(): [ProgressCardState, (event: ProgressCardEvent) => void, number] {
  const [state, dispatch] = useReducer(progressCard, closedCard);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.status !== "success") return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: "tick", at });
    }, 250);
    return () => clearInterval(timer);
  }, [state.status]);
  return [state, dispatch, now];
}

/**
 * Spec §4: ongoing ('Please wait...', with the task's name) → 'Success' with 'Auto-closes in (N)', or
 * 'An error occured' closed by hand. A close button shows when the task is not ongoing.
 */
export function ProgressCard({ state, now, onClose }: { state: ProgressCardState; now: number; onClose: () => void }) {
  const { t } = useTranslation("screens");
  if (state.status === "closed") return null;
  return (
    <div className={`progress-card progress-card--${state.status}`} role="status" aria-live="polite">
      <div className="progress-card__body">
        {state.status === "ongoing" ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <div>
              <p className="progress-card__title">{t("progress.wait")}</p>
              <p className="progress-card__name">{state.name}</p>
            </div>
          </>
        ) : state.status === "success" ? (
          <div>
            <p className="progress-card__title">{t("progress.success")}</p>
            <p className="muted">{t("progress.autoClose", { count: secondsLeft(state, now) })}</p>
          </div>
        ) : (
          <div>
            <p className="progress-card__title">{t("progress.error")}</p>
            {state.message ? <p className="muted">{state.message}</p> : null}
          </div>
        )}
      </div>
      {state.status !== "ongoing" ? (
        <button type="button" className="button button--link" onClick={onClose}>
          {t("progress.close")}
        </button>
      ) : null}
    </div>
  );
}
