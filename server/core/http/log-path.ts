/**
 * A request's path as the request log writes it. A customer's quotation link (`/q/<token>`, and
 * the API under `/api/q/<token>/…`) is a bearer secret: whoever holds it can read and accept the
 * quotation, so the log keeps the route and drops the token. So is a dispatch's link (`/d/<token>`).
 */
const BEARER_LINK = /^(\/(?:api\/)?[qd]\/)[^/]+/;

export function loggablePath(path: string): string {
  return path.replace(BEARER_LINK, "$1[token]");
}
