import nodemailer from "nodemailer";
import type { Logger } from "./log";

export interface Mailer {
  configured: boolean;
  /** True when the SMTP server accepted the message; never throws. */
  send(msg: { to: string; subject: string; text: string; replyTo?: string }): Promise<boolean>;
}

/** Header values are one line: a line break in a subject would start a new header. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

/** SMTP when SMTP_URL is set; otherwise a mailer that says it is not configured. */
export function createMailer(opts: { smtpUrl?: string; from?: string }, log: Logger): Mailer {
  if (!opts.smtpUrl) return { configured: false, send: async () => false };
  // Short time-outs: a reply waits for the mail server, and a dead one must not hold it for minutes.
  const transport = nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const from = opts.from ?? "no-reply@localhost";
  return {
    configured: true,
    async send(msg) {
      try {
        await transport.sendMail({ from, ...msg, subject: oneLine(msg.subject) });
        return true;
      } catch (err) {
        log.error({ err, to: msg.to }, "mail not sent");
        return false;
      }
    },
  };
}
