import { afterEach, describe, expect, it, vi } from "vitest";
import { Cache } from "../../cache/cache";
import { EVERYTHING, forgetChanged, inboxChanged, matters, personChanged, rowsChanged, sessionMadeOf, type Change, type Kind } from "../../cache/changes";

// docs/decisions/0025-one-cache-and-invalidation.md: one LRU-with-TTL cache whose entries name what they
// are made of, and one registry per process that drops them when a change names it.

const caches: Cache<unknown>[] = [];
function cache<V>(madeOf: readonly Kind[] = ["person"], max = 100, seconds = 10): Cache<V> {
  const made = new Cache<V>({ max, seconds, madeOf });
  caches.push(made as Cache<unknown>);
  return made;
}

/** A load that counts its calls and answers `value`. */
const loader = <V>(value: V) => vi.fn(async () => value);

const keepAs = (...from: Change[]) => ({ from: () => from });

afterEach(() => {
  vi.useRealTimers();
  for (const each of caches.splice(0)) each.unregister();
});

describe("Cache: lru-cache with a time to live", () => {
  it("loads a key once while it is fresh, and once for callers asking while it loads", async () => {
    const people = cache<string>();
    const load = loader("Rina");
    const [first, second] = await Promise.all([people.get("a", load, keepAs(personChanged("u1"))), people.get("a", load, keepAs(personChanged("u1")))]);
    expect([first, second]).toEqual(["Rina", "Rina"]);
    expect(await people.get("a", load, keepAs(personChanged("u1")))).toBe("Rina");
    expect(load).toHaveBeenCalledTimes(1);
    await people.get("b", load, keepAs(personChanged("u2")));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("trusts an entry until its seconds have passed, or until the moment the value names", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T08:00:00Z") });
    const people = cache<{ name: string; until: number }>();
    const load = loader({ name: "Rina", until: new Date("2026-11-21T08:00:04Z").getTime() });
    const keep = { from: () => [personChanged("u1")], until: (value: { until: number }) => value.until };
    await people.get("short", load, keep);
    await people.get("long", load, keepAs(personChanged("u1")));
    vi.setSystemTime(new Date("2026-11-21T08:00:03.999Z"));
    await people.get("short", load, keep);
    expect(load).toHaveBeenCalledTimes(2);
    vi.setSystemTime(new Date("2026-11-21T08:00:04Z"));
    await people.get("short", load, keep);
    expect(load).toHaveBeenCalledTimes(3);
    vi.setSystemTime(new Date("2026-11-21T08:00:09.999Z"));
    await people.get("long", load, keepAs(personChanged("u1")));
    expect(load).toHaveBeenCalledTimes(3);
    vi.setSystemTime(new Date("2026-11-21T08:00:10Z"));
    await people.get("long", load, keepAs(personChanged("u1")));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps at most `max` entries, letting the least recently used go", async () => {
    const people = cache<string>(["person"], 2);
    const load = loader("x");
    await people.get("a", load, keepAs(personChanged("a")));
    await people.get("b", load, keepAs(personChanged("b")));
    await people.get("a", load, keepAs(personChanged("a"))); // a is now the most recently used
    await people.get("c", load, keepAs(personChanged("c"))); // b goes
    expect(people.size).toBe(2);
    await people.get("a", load, keepAs(personChanged("a")));
    expect(load).toHaveBeenCalledTimes(3);
    await people.get("b", load, keepAs(personChanged("b")));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps nothing for 0 seconds, for a failed load, or for a value that says so", async () => {
    const people = cache<string | null>();
    const load = loader("Rina");
    await people.get("a", load, { ...keepAs(), seconds: 0 });
    await people.get("a", load, { ...keepAs(), seconds: 0 });
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("the database is down");
    });
    await expect(people.get("b", failing, keepAs())).rejects.toThrow("the database is down");
    await expect(people.get("b", failing, keepAs())).rejects.toThrow("the database is down");
    expect(failing).toHaveBeenCalledTimes(2);

    const unknown = loader(null);
    const keepFound = { from: (value: string | null) => (value ? [personChanged(value)] : null) };
    await people.get("c", unknown, keepFound);
    await people.get("c", unknown, keepFound);
    expect(unknown).toHaveBeenCalledTimes(2);
    expect(people.size).toBe(0);
  });
});

describe("the registry: a change drops what was made of it", () => {
  it("drops the entries made of a change, in every cache of the process, and no others", async () => {
    const sessions = cache<string>(["person", "users"]);
    const answers = cache<string>(["person", "inbox"]);
    const load = loader("x");
    await sessions.get("token-1", load, keepAs(personChanged("u1"), rowsChanged("users", "c1")));
    await sessions.get("token-2", load, keepAs(personChanged("u2"), rowsChanged("users", "c2")));
    await answers.get("token-1", load, keepAs(personChanged("u1"), inboxChanged("u1")));
    await answers.get("token-2", load, keepAs(personChanged("u2"), inboxChanged("u2")));

    expect(forgetChanged([personChanged("u1")])).toEqual([personChanged("u1")]);
    expect([sessions.size, answers.size]).toEqual([1, 1]);
    await sessions.get("token-2", load, keepAs());
    await answers.get("token-2", load, keepAs());
    expect(load).toHaveBeenCalledTimes(4);

    forgetChanged([rowsChanged("users", "c1"), inboxChanged("u9")]); // made of neither
    expect([sessions.size, answers.size]).toEqual([1, 1]);
    forgetChanged([inboxChanged("u2")]);
    expect([sessions.size, answers.size]).toEqual([1, 0]);
    forgetChanged([EVERYTHING]);
    expect(sessions.size).toBe(0);
  });

  it("passes on only the kinds some cache is made of", () => {
    expect(matters(personChanged("u1"))).toBe(true);
    expect(matters(rowsChanged("job_titles", "c1"))).toBe(true);
    expect(matters(rowsChanged("leave_types", "c1"))).toBe(false);
    expect(matters(EVERYTHING)).toBe(true);
    expect(forgetChanged([rowsChanged("leave_types", "c1"), personChanged("u1"), personChanged("u1")])).toEqual([personChanged("u1")]);
  });

  it("drops an entry still loading when a change of its kinds arrives: it may have read the old rows", async () => {
    const sessions = cache<string>(["person"]);
    const others = cache<string>(["inbox"]);
    let answer!: (value: string) => void;
    const slow = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const otherSlow = vi.fn(() => new Promise<string>(() => undefined));
    const pending = sessions.get("token", slow, keepAs(personChanged("u1")));
    void others.get("count", otherSlow, keepAs(inboxChanged("u1")));
    forgetChanged([personChanged("u9")]); // another person: still any change of its kinds
    answer("before the change");
    expect(await pending).toBe("before the change"); // its caller still gets it
    expect(sessions.size).toBe(0);
    expect(others.size).toBe(1); // a change of another kind does not reach it
    await sessions.get("token", loader("after"), keepAs(personChanged("u1")));
    expect(await sessions.get("token", slow, keepAs(personChanged("u1")))).toBe("after");
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it("forgets an entry's old changes when its key is loaded again with others", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T08:00:00Z") });
    const sessions = cache<string>(["person"]);
    await sessions.get("token", loader("u1's"), keepAs(personChanged("u1")));
    vi.setSystemTime(new Date("2026-11-21T08:00:11Z"));
    await sessions.get("token", loader("u2's"), keepAs(personChanged("u2")));
    forgetChanged([personChanged("u1")]);
    expect(sessions.size).toBe(1);
    forgetChanged([personChanged("u2")]);
    expect(sessions.size).toBe(0);
  });

  it("is one per process, shared by every copy of the module (the server's bundle and the web tier's)", async () => {
    vi.resetModules();
    const copy = await import("../../cache/cache");
    const copyChanges = await import("../../cache/changes");
    expect(copy.Cache).not.toBe(Cache);
    const theirs = new copy.Cache<string>({ max: 10, seconds: 10, madeOf: ["person"] });
    const ours = cache<string>(["person"]);
    await theirs.get("token", loader("x"), keepAs(personChanged("u1")));
    await ours.get("token", loader("x"), keepAs(personChanged("u1")));
    forgetChanged([personChanged("u1")]);
    expect(theirs.size).toBe(0);
    await theirs.get("token", loader("x"), keepAs(personChanged("u1")));
    copyChanges.forgetChanged([personChanged("u1")]);
    expect([theirs.size, ours.size]).toEqual([0, 0]);
    theirs.unregister();
  });
});

describe("what a session answer is made of", () => {
  it("is the person and their company's accounts, access roles and record; a developer's, the developers", () => {
    expect(sessionMadeOf("u1", "c1")).toEqual(["person@u1", "users@c1", "access_roles@c1", "companies@*"]);
    expect(sessionMadeOf("d1", null)).toEqual(["person@d1", "developers@*"]);
  });
});
