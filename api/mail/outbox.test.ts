import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer, readOutbox, type MailLogger } from "./index";

describe("the outbox mailer", () => {
  let dataDir: string;
  let logged: Array<{ obj: object; msg?: string }>;
  const logger: MailLogger = { info: (obj, msg) => logged.push({ obj, msg }) };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "outbox-test-"));
    logged = [];
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reads nothing before anything was sent", async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it("writes each message as JSON and reads them back oldest first", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: "HR <no-reply@example.test>", dataDir, logger });
    await mailer.send({ to: "ani@example.test", subject: "Verify your e-mail", text: "Open http://localhost:3000/verify?token=abc" });
    await mailer.send({ to: "budi@example.test", subject: "Reset your password", text: "Open http://localhost:3000/reset?token=xyz" });

    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(2);
    for (const name of files) expect(name).toMatch(/^\d+-[0-9a-f]+\.json$/);

    const messages = await readOutbox(dataDir);
    expect(messages.map((m) => m.to)).toEqual(["ani@example.test", "budi@example.test"]);
    expect(messages[0]).toMatchObject({
      to: "ani@example.test",
      subject: "Verify your e-mail",
      text: "Open http://localhost:3000/verify?token=abc",
      from: "HR <no-reply@example.test>",
    });
    expect(new Date(messages[0].sent_at).toISOString()).toBe(messages[0].sent_at);
    expect(path.dirname(messages[1].file)).toBe(path.join(dataDir, "outbox"));
    expect(messages[1].text).toContain("token=xyz");
  });

  it("logs the subject and recipient, never the text (it holds the links)", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: "HR <no-reply@example.test>", dataDir, logger });
    await mailer.send({ to: "ani@example.test", subject: "Verify your e-mail", text: "secret-link-token" });
    expect(logged).toHaveLength(1);
    expect(logged[0].obj).toEqual({ to: "ani@example.test", subject: "Verify your e-mail" });
    expect(JSON.stringify(logged)).not.toContain("secret-link-token");
  });

  it("keeps send order for many messages within the same millisecond", async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: "x@example.test", dataDir, logger: pino({ level: "silent" }) });
    await Promise.all(Array.from({ length: 20 }, (_, i) => mailer.send({ to: `u${i}@example.test`, subject: `#${i}`, text: "" })));
    expect((await readOutbox(dataDir)).map((m) => m.subject)).toEqual(Array.from({ length: 20 }, (_, i) => `#${i}`));
  });
});
