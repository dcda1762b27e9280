import type { Mailer } from "./mailer";
import { createOutboxMailer, type MailLogger } from "./outbox";
import { createSmtpMailer } from "./smtp";

export type { MailMessage, Mailer } from "./mailer";
export { createOutboxMailer, outboxDir, readOutbox, type MailLogger, type OutboxEntry, type OutboxMessage } from "./outbox";
export { createSmtpMailer } from "./smtp";

export interface CreateMailerOptions {
  /** smtp:// or smtps:// URL; without it, messages go to `${dataDir}/outbox/`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  logger: MailLogger;
}

/** Over SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox (and the log). */
export function createMailer(options: CreateMailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ smtpUrl: options.smtpUrl, mailFrom: options.mailFrom, logger: options.logger });
  return createOutboxMailer({ dataDir: options.dataDir, mailFrom: options.mailFrom, logger: options.logger });
}
