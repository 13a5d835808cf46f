import nodemailer from "nodemailer";
import type { Logger } from "./log";

export interface Mailer {
  configured: boolean;
  send(msg: { to: string; subject: string; text: string; replyTo?: string }): Promise<boolean>;
}

/** SMTP when SMTP_URL is set; otherwise a mailer that says it is not configured. */
export function createMailer(opts: { smtpUrl?: string; from?: string }, log: Logger): Mailer {
  if (!opts.smtpUrl) return { configured: false, send: async () => false };
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const from = opts.from ?? "no-reply@localhost";
  return {
    configured: true,
    async send(msg) {
      try {
        await transport.sendMail({ from, ...msg });
        return true;
      } catch (err) {
        log.error({ err, to: msg.to }, "mail not sent");
        return false;
      }
    },
  };
}
