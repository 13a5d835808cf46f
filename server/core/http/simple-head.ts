/**
 * The head of a plain GET or HEAD request, read from the bytes a connection sent, for the socket
 * lane (socket-lane.ts). It reads only the plainest form of HTTP/1.1: a request line
 * `GET /target HTTP/1.1` (or HEAD), header lines `name: value` of visible ASCII ending in CRLF, one
 * Host, no body (no Content-Length or Transfer-Encoding), no Upgrade or Expect, and a Connection
 * header, if any, of `keep-alive`. Anything else, and a head not yet complete, is left to Node's own
 * parser with its bytes untouched, so every request that could be read two ways (the ways requests
 * are smuggled past a proxy) is read by Node's parser alone, and every answer to a malformed request
 * is Node's.
 */

export interface SimpleRequest {
  method: "GET" | "HEAD";
  /** The request target as sent (origin form: it starts with "/"). */
  url: string;
  /** The headers by lower-case name, a repeated one as Node gives it (joined with ", ", or the first for the fields Node keeps one of). */
  headers: Record<string, string>;
}

export type HeadRead =
  /** The request, and where its head ends in the bytes (the next request begins there). */
  | { request: SimpleRequest; end: number }
  /** The bytes hold no whole head yet. */
  | "incomplete"
  /** The head is not of the plain form above (or too long to be): Node's parser reads it. */
  | "other";

/** A head this long or longer is left to Node, which applies its own limit (16 KB by default) and answers 431 beyond it. */
export const LONGEST_SIMPLE_HEAD = 8 * 1024;

const CRLFCRLF = Buffer.from("\r\n\r\n");
/** The request line and the header lines of the plain form: tokens for names, visible ASCII, space and tab for values. */
const PLAIN_HEAD = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1\r\n(?:[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t -~]*\r\n)*$/;
/** The fields a request may carry once only: Node keeps the first and drops the rest (as in node:http's IncomingMessage). */
const FIRST_ONLY = new Set([
  "age",
  "authorization",
  "content-type",
  "etag",
  "expires",
  "from",
  "host",
  "if-modified-since",
  "if-unmodified-since",
  "last-modified",
  "location",
  "max-forwards",
  "proxy-authorization",
  "referer",
  "retry-after",
  "server",
  "user-agent",
]);
/** Fields whose presence asks for more than a plain answer: a body, a protocol switch, a 100 Continue. */
const NOT_SIMPLE = new Set(["content-length", "transfer-encoding", "upgrade", "expect"]);

/** Read the request whose head starts at `from` in `bytes`; a head of `longest` bytes or more is left to Node. */
export function readSimpleHead(bytes: Buffer, from: number, longest = LONGEST_SIMPLE_HEAD): HeadRead {
  const blank = bytes.indexOf(CRLFCRLF, from);
  if (blank === -1) return bytes.length - from >= longest ? "other" : "incomplete";
  const end = blank + 4;
  if (end - from >= longest) return "other";
  const text = bytes.toString("latin1", from, blank + 2);
  const line = PLAIN_HEAD.exec(text);
  if (!line) return "other";
  const headers: Record<string, string> = Object.create(null);
  let hosts = 0;
  let at = text.indexOf("\r\n") + 2;
  while (at < text.length) {
    const eol = text.indexOf("\r\n", at);
    const colon = text.indexOf(":", at);
    const name = text.slice(at, colon).toLowerCase();
    const value = text.slice(colon + 1, eol).trim();
    at = eol + 2;
    if (NOT_SIMPLE.has(name)) return "other";
    if (name === "host") hosts++;
    else if (name === "connection" && value.toLowerCase() !== "keep-alive") return "other";
    const held = headers[name];
    if (held === undefined) headers[name] = value;
    else if (!FIRST_ONLY.has(name)) headers[name] = `${held}${name === "cookie" ? "; " : ", "}${value}`;
  }
  if (hosts !== 1) return "other";
  return { request: { method: line[1] as "GET" | "HEAD", url: line[2], headers }, end };
}
