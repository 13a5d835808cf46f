import { createHash } from "node:crypto";

/** The body's inline scripts (no src), as CSP hash sources: 'sha256-…'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${m[1]}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A page's CSP with its nonce source replaced by the hashes of its inline scripts. */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp
    .replace(/\s*'nonce-[^']*'/g, "")
    .replace(/(^|;\s*)(script-src(?:-elem)?)([^;]*)/g, (_m, lead: string, name: string, rest: string) =>
      [`${lead}${name}${rest.trimEnd()}`, ...hashes].join(" "),
    );
}
