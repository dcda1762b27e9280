/**
 * The shared overlays' behaviour as pure functions (docs/specification.md §4, §9), so it is tested without a browser:
 * - the progress card: ongoing ('Please wait...') → success ('Success', 'Auto-closes in (N)' from 10 s,
 *   then closed) or error ('An error occured', closed by hand);
 * - the progress notifier: a message and a percentage counting from a start to an end value over a
 *   given duration.
 */

/** Spec §9: the progress card's countdown. */
export const PROGRESS_CARD_SECONDS = 10;

export type ProgressCardState =
  | { status: "closed" }
  | { status: "ongoing"; name: string }
  | { status: "success"; name: string; since: number }
  | { status: "error"; name: string; message?: string };

export type ProgressCardEvent =
  | { type: "start"; name: string }
  | { type: "succeed"; at: number }
  | { type: "fail"; message?: string }
  | { type: "tick"; at: number }
  | { type: "close" };

export const closedCard: ProgressCardState = { status: "closed" };

/** Whole seconds left before a successful card closes itself (0 when it should be closed). */
export function secondsLeft(state: ProgressCardState, now: number): number {
  if (state.status !== "success") return 0;
  const elapsed = Math.max(0, now - state.since);
  return Math.max(0, PROGRESS_CARD_SECONDS - Math.floor(elapsed / 1000));
}

export function progressCard(state: ProgressCardState, event: ProgressCardEvent): ProgressCardState {
  switch (event.type) {
    case "start":
      return { status: "ongoing", name: event.name };
    case "succeed":
      return state.status === "ongoing" ? { status: "success", name: state.name, since: event.at } : state;
    case "fail":
      return state.status === "ongoing" ? { status: "error", name: state.name, message: event.message } : state;
    case "tick":
      // Only a success closes itself; an error waits for the user.
      return state.status === "success" && secondsLeft(state, event.at) === 0 ? closedCard : state;
    case "close":
      // Nothing closes a task that is still running.
      return state.status === "ongoing" ? state : closedCard;
  }
}

export interface NotifierRun {
  from: number;
  to: number;
  durationMs: number;
}

/** The notifier's percentage `elapsedMs` into a run: linear from `from` to `to`, then held at `to`. */
export function notifierPercent(run: NotifierRun, elapsedMs: number): number {
  if (run.durationMs <= 0 || elapsedMs >= run.durationMs) return clampPercent(run.to);
  const share = Math.max(0, elapsedMs) / run.durationMs;
  return clampPercent(Math.round(run.from + (run.to - run.from) * share));
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}
