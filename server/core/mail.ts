import nodemailer from "nodemailer";
import type { Logger } from "./log";

/**
 * One recipient, given as its parts: nodemailer takes `address` as the address itself and never
 * parses it, so a value such as `a,b@x.example` or `"Name" <other@x.example>` cannot become
 * another recipient than the one shown.
 */
export type MailAddress = { name?: string; address: string };

export interface Mailer {
  configured: boolean;
  /**
   * True when the SMTP server accepted the message; never throws. An address from a visitor or
   * a staff account is always a MailAddress; only an operator's configured NOTIFY_EMAIL (which
   * may be a list) is passed as text.
   */
  send(msg: { to: MailAddress | string; subject: string; text: string; replyTo?: MailAddress; attachments?: MailAttachment[] }): Promise<boolean>;
}

/** A file sent with a message (a quotation's PDF). */
type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** Header values and field lines are one line: a line break in a subject would start a new header, in a field line a new field. */
export const oneLine = (s: string) => s.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** Text a visitor wrote, each line quoted with "> ", so none of it can pose as a line of our own. */
export const quoted = (s: string) =>
  s
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => `> ${line}`)
    .join("\n");

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
        log.error({ err, to: typeof msg.to === "string" ? msg.to : msg.to.address }, "mail not sent");
        return false;
      }
    },
  };
}
