export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (the payslips: api/payroll/payslip-sends.ts). */
  attachments?: readonly MailAttachment[];
}

/** Sends mail: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox (and the log). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
