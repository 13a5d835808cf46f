/**
 * A real SMTP server on loopback (the smtp-server package) that keeps every message it receives,
 * for tests of what the app mails: the envelope (MAIL FROM, RCPT TO) and the raw message.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Mail = { from: string; to: string[]; raw: string };

export async function startSmtpCapture() {
  const received: Mail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port)));
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The decoded text of a MIME message (quoted-printable or plain). */
export function mailText(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return /quoted-printable/i.test(raw)
    ? Buffer.from(
        body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8")
    : body;
}
