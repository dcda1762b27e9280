import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionAnswers } from "./auth.server";
import type { Me } from "./auth.server";

const me = (fullname: string) => ({ _id: "u1", username: "u", fullname, email: null, level: "admin", employee: null, company: null, access_role: null, impersonating: false }) as Me;

describe("SessionAnswers: what the web tier remembers of GET /v1/auth/me", () => {
  afterEach(() => vi.useRealTimers());

  it("asks the API once per token and kind of answer while the answer is fresh", async () => {
    const answers = new SessionAnswers(() => 10);
    const ask = vi.fn(async () => me("Rina"));
    expect((await answers.get("t1", true, ask)).fullname).toBe("Rina");
    await answers.get("t1", true, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    await answers.get("t1", false, ask); // without the chrome's figures: another answer
    await answers.get("t2", true, ask); // another session
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it("asks again once SESSION_CACHE_SECONDS have passed", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T08:00:00Z") });
    const answers = new SessionAnswers(() => 10);
    const ask = vi.fn(async () => me("Rina"));
    await answers.get("t1", true, ask);
    vi.setSystemTime(new Date("2026-11-21T08:00:09.999Z"));
    await answers.get("t1", true, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-21T08:00:10Z"));
    await answers.get("t1", true, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("forgets a token's answers, or all of them, at once", async () => {
    const answers = new SessionAnswers(() => 10);
    const ask = vi.fn(async () => me("Rina"));
    await answers.get("t1", true, ask);
    await answers.get("t1", false, ask);
    await answers.get("t2", true, ask);
    answers.forget("t1");
    await answers.get("t1", true, ask);
    await answers.get("t1", false, ask);
    await answers.get("t2", true, ask);
    expect(ask).toHaveBeenCalledTimes(5);
    answers.clear();
    await answers.get("t2", true, ask);
    expect(ask).toHaveBeenCalledTimes(6);
  });

  it("keeps nothing when the setting is 0, and never keeps a failed answer", async () => {
    const off = new SessionAnswers(() => 0);
    const ask = vi.fn(async () => me("Rina"));
    await off.get("t1", true, ask);
    await off.get("t1", true, ask);
    expect(ask).toHaveBeenCalledTimes(2);

    const answers = new SessionAnswers(() => 10);
    const failing = vi.fn(async (): Promise<Me> => {
      throw new Error("the API is down");
    });
    await expect(answers.get("t1", true, failing)).rejects.toThrow("the API is down");
    await expect(answers.get("t1", true, failing)).rejects.toThrow("the API is down");
    expect(failing).toHaveBeenCalledTimes(2);
    expect((await answers.get("t1", true, ask)).fullname).toBe("Rina");
  });
});
