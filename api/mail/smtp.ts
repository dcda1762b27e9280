/** The mailer over SMTP (SMTP_URL: smtp://user:pass@host:587 or smtps://…), through nodemailer. */
import type { Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer";
import type { MailLogger } from "./outbox";

export function createSmtpMailer(options: { smtpUrl: string; mailFrom: string; logger: MailLogger }): Mailer {
  // nodemailer loads with the first mail, not with every server start.
  let transport: Promise<Transporter> | undefined;
  const transporter = () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl)));
  return {
    async send(message: MailMessage) {
      await (await transporter()).sendMail({
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
