/**
 * Changes between processes (docs/decisions/0025-one-cache-and-invalidation.md): on PostgreSQL every
 * process hears, through LISTEN/NOTIFY, what another changed once the write commits; on the embedded
 * database (one process) nothing leaves the process. Two listeners here stand for two processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Cache } from "../../cache/cache";
import { EVERYTHING, personChanged, rowsChanged, type Change } from "../../cache/changes";
import { announcing, invalidate, listenForChanges, type ChangeListener } from "./changes";
import type { Database } from "./client";
import { testBackends } from "./test-backends";

const backends = testBackends("hr-changes-test");
const quiet = { info: () => undefined, warn: () => undefined };

afterAll(async () => {
  for (const backend of backends) await backend.dispose();
});

describe("on the embedded database", () => {
  it("drops what was made of a change in this process, and sends nothing", async () => {
    const database = await backends[0].open();
    try {
      const sessions = new Cache<string>({ max: 10, seconds: 10, madeOf: ["person"] });
      await sessions.get("token", async () => "Rina", { from: () => [personChanged("u1")] });
      const execute = vi.spyOn(database.db, "execute");
      await invalidate(database.db, personChanged("u1"));
      expect(sessions.size).toBe(0);
      expect(execute).not.toHaveBeenCalled();
      sessions.unregister();
    } finally {
      await database.close();
    }
  }, 60_000);
});

for (const backend of backends.filter((b) => b.name === "postgres")) {
  describe("on PostgreSQL", () => {
    let database: Database;
    const heard: Record<"first" | "second", Change[][]> = { first: [], second: [] };
    const listeners: ChangeListener[] = [];

    beforeAll(async () => {
      database = await backend.open();
      for (const name of ["first", "second"] as const) listeners.push(await listenForChanges(backend.databaseUrl!, quiet, (changes) => heard[name].push(changes)));
    }, 60_000);

    afterAll(async () => {
      for (const listener of listeners) await listener.close();
      await database?.close();
    });

    const clear = () => {
      heard.first.length = 0;
      heard.second.length = 0;
    };

    /** What either listener heard (a write waits until one of them has heard it). */
    const heardByOne = () => [...heard.first, ...heard.second];

    it("tells every listening process what a write changed, once its transaction commits, and nothing if it rolls back", async () => {
      clear();
      await announcing(database.db).transaction(async (tx) => {
        await invalidate(tx, personChanged("u1"), rowsChanged("users", "c1"));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(heard).toEqual({ first: [], second: [] });
      });
      // A change to what sessions are made of: the transaction resolves once this process has heard it.
      expect(heardByOne()).toContainEqual(["person@u1", "users@c1"]);
      await vi.waitFor(() => expect(heard).toEqual({ first: [["person@u1", "users@c1"]], second: [["person@u1", "users@c1"]] }));

      clear();
      await database.db
        .transaction(async (tx) => {
          await invalidate(tx, personChanged("u2"));
          tx.rollback();
        })
        .catch(() => undefined);
      await invalidate(database.db, personChanged("u3"));
      expect(heardByOne()).toContainEqual(["person@u3"]);
      // Each listener hears in its own time: wait for both, so nothing late lands in the next test.
      await vi.waitFor(() => expect(heard).toEqual({ first: [["person@u3"]], second: [["person@u3"]] }));
    });

    it("sends only the kinds some cache is made of, and a list too long for a notification as everything", async () => {
      clear();
      await invalidate(database.db, rowsChanged("leave_types", "c1"));
      await invalidate(database.db, ...Array.from({ length: 300 }, (_, i) => personChanged(`0192f000-0000-7000-8000-${String(i).padStart(12, "0")}`)));
      // Both listeners: a notification the second hears late would otherwise land in the next test.
      await vi.waitFor(() => expect(heard).toEqual({ first: [[EVERYTHING]], second: [[EVERYTHING]] }));
    });

    it("listens again when its connection drops, and forgets everything then (changes may have been missed)", async () => {
      clear();
      const admin = await backend.open();
      try {
        await admin.db.execute("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hr-dashboard changes' and datname = current_database()");
      } finally {
        await admin.close();
      }
      await vi.waitFor(() => expect(heard).toEqual({ first: [[EVERYTHING]], second: [[EVERYTHING]] }), { timeout: 10_000, interval: 100 });
      await invalidate(database.db, personChanged("u4"));
      await vi.waitFor(() => expect(heard).toEqual({ first: [[EVERYTHING], ["person@u4"]], second: [[EVERYTHING], ["person@u4"]] }));
    }, 20_000);
  });
}
