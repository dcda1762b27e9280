/**
 * How far a server process's JavaScript heap may grow past what is live before V8 collects it again
 * (docs/decisions/0047-heap-growth.md). V8's own rule lets the heap grow to up to four times what is live,
 * so a worker serving pages held ~360 MiB with ~80 MiB live; growth capped at 60 % keeps it near 210 MiB
 * with no hard limit that a large payroll run could run into. Called first by both entry points.
 */
import v8 from "node:v8";
import * as z from "zod";

export const DEFAULT_HEAP_GROWTH_PERCENT = 60;

const NOT_A_PERCENT = "HEAP_GROWTH_PERCENT must be a whole number from 0 to 400";

const setting = z.preprocess(
  (value) => (value === undefined || String(value).trim() === "" ? DEFAULT_HEAP_GROWTH_PERCENT : value),
  z.coerce.number({ message: NOT_A_PERCENT }).int(NOT_A_PERCENT).min(0, NOT_A_PERCENT).max(400, NOT_A_PERCENT),
);

/** HEAP_GROWTH_PERCENT: 0 leaves V8's own rule; 1–400 is the growth allowed after a full collection. */
export function heapGrowthPercent(value: string | undefined): number {
  return setting.parse(value);
}

export function limitHeapGrowth(value = process.env.HEAP_GROWTH_PERCENT): void {
  const percent = heapGrowthPercent(value);
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
