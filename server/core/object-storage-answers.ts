/**
 * Reading what S3-compatible storage answers: a body (bounded), the values in its XML, and a refusal
 * turned into an error that carries the S3 error code and says which setting to check.
 */
import type { Readable } from "node:stream";

/** A refusal of the storage (with its S3 error code) or a failure to reach it; the message says what to check. */
export class ObjectStorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ObjectStorageError";
  }
}

/** An error answer's text: its XML carries the code and message (bounded: a broken server may send much more). */
export async function readText(res: Readable, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of res) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      res.destroy();
      break;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** What to check for the refusals a wrong setting causes. */
const HINTS: Record<string, string> = {
  SignatureDoesNotMatch: "check S3_SECRET_ACCESS_KEY",
  InvalidAccessKeyId: "check S3_ACCESS_KEY_ID",
  NoSuchBucket: "check S3_BUCKET (the bucket must exist)",
  AccessDenied: "check that the access key may read and write this bucket",
  AuthorizationHeaderMalformed: "check S3_REGION",
  PermanentRedirect: "check S3_REGION and S3_ENDPOINT (the bucket is elsewhere)",
  RequestTimeTooSkewed: "check this machine's clock",
};

export function refusal(what: string, status: number, text: string): ObjectStorageError {
  const code = xmlValue(text, "Code") ?? (status === 403 ? "AccessDenied" : status === 404 ? "NoSuchBucket" : undefined);
  const message = xmlValue(text, "Message");
  const hint = code && HINTS[code] ? `; ${HINTS[code]}` : "";
  return new ObjectStorageError(`Object storage: ${what} failed: ${status} ${code ?? "error"}${message ? ` (${message})` : ""}${hint}`, status, code);
}

export function xmlValue(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1]) : undefined;
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (e[0] !== "#") return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
