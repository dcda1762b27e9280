/** The mailer over SMTP (SMTP_URL: smtp://user:pass@host:587 or smtps://…), through nodemailer. */
import nodemailer from "nodemailer";
import type { MailMessage, Mailer } from "./mailer";
import type { MailLogger } from "./outbox";

export function createSmtpMailer(options: { smtpUrl: string; mailFrom: string; logger: MailLogger }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      options.logger.info({ to: message.to, subject: message.subject }, "mail sent");
    },
  };
}
