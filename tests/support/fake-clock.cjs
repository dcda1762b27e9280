/**
 * A test server's clock set to another moment (TEST_CLOCK, an ISO instant), preloaded with
 * `NODE_OPTIONS=--require …/fake-clock.cjs`: `new Date()` and `Date.now()` start there and run on in
 * real time. It lets a test clock in at 23:30 in Makassar whatever the hour it runs at
 * (tests/api/time-zones.test.ts); nothing else changes, and without TEST_CLOCK it does nothing.
 */
"use strict";
const start = process.env.TEST_CLOCK;
if (start) {
  const RealDate = Date;
  const at = RealDate.parse(start);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK is not an instant: ${start}`);
  const offset = at - RealDate.now();
  class ClockDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ClockDate;
}
