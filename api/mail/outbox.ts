/**
 * The mailer without SMTP: every message becomes a JSON file in `${dataDir}/outbox/`, named
 * `${Date.now()}-${random}.json`, and a log line (subject and recipient only). Development and the tests
 * read verification and reset links from there (`readOutbox`).
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailMessage, Mailer } from "./mailer";

export interface MailLogger {
  info(obj: object, msg?: string): void;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  from: string;
  /** ISO-8601 UTC. */
  sent_at: string;
  /** Attached files, their bytes in base64 (the message stays one file, written at once). */
  attachments?: { filename: string; content_type: string; content_base64: string }[];
}

export interface OutboxEntry extends OutboxMessage {
  /** The file's absolute path. */
  file: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "outbox");
}

const FILE_NAME = /^(\d+)-[0-9a-f]+\.json$/;

/** Time stamps for file names that never repeat or go backwards in this process, so names sort in send order. */
let lastStamp = 0;
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

export function createOutboxMailer(options: { dataDir: string; mailFrom: string; logger: MailLogger }): Mailer {
  const dir = outboxDir(options.dataDir);
  return {
    async send(message: MailMessage) {
      const stamp = nextStamp();
      const record: OutboxMessage = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        from: options.mailFrom,
        sent_at: new Date().toISOString(),
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content_base64: a.content.toString("base64") })) }
          : {}),
      };
      await mkdir(dir, { recursive: true });
      const name = `${stamp}-${randomBytes(6).toString("hex")}.json`;
      const target = path.join(dir, name);
      // Written beside, then renamed: a reader never sees half a message.
      const temp = `${target}.tmp`;
      await writeFile(temp, `${JSON.stringify(record, null, 2)}\n`, { encoding: "utf8", mode: 0o600 });
      await rename(temp, target);
      options.logger.info({ to: message.to, subject: message.subject }, "mail written to the outbox");
    },
  };
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return ["to", "subject", "text", "from", "sent_at"].every((key) => typeof v[key] === "string");
}

/** Every message in `${dataDir}/outbox/`, oldest first; an empty list when there is no outbox yet. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if (typeof err === "object" && err !== null && (err as { code?: unknown }).code === "ENOENT") return [];
    throw err;
  }
  const stamped = names
    .map((name) => ({ name, stamp: FILE_NAME.exec(name)?.[1] }))
    .filter((n): n is { name: string; stamp: string } => n.stamp !== undefined)
    .sort((a, b) => Number(a.stamp) - Number(b.stamp) || a.name.localeCompare(b.name));

  const entries: OutboxEntry[] = [];
  for (const { name } of stamped) {
    const file = path.join(dir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, "utf8"));
    } catch {
      continue; // removed meanwhile, or not ours
    }
    if (isOutboxMessage(parsed)) {
      const attachments = (parsed as OutboxMessage).attachments;
      entries.push({ to: parsed.to, subject: parsed.subject, text: parsed.text, from: parsed.from, sent_at: parsed.sent_at, ...(Array.isArray(attachments) ? { attachments } : {}), file });
    }
  }
  return entries;
}
