export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox (and the log). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
