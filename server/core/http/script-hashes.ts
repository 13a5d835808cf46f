import { createHash } from "node:crypto";

/** The attribute a page rendered for the cache carries on the scripts its renderer wrote (the mark is its nonce). */
const markAttribute = (mark: string) => ` nonce="${mark}"`;

/**
 * The inline scripts (no src) the renderer wrote, found by the secret mark of this render (given
 * as the render's nonce, so only React, React Router and our own code write it), as CSP hash
 * sources ('sha256-…'), and the page with the mark removed. Any other inline script (one that
 * came in with some content) is not listed, so the browser does not run it.
 */
export function markedScriptHashes(html: string, mark: string): { html: string; hashes: string[] } {
  const attribute = markAttribute(mark);
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!m[1].includes(attribute) || /\ssrc\s*=/i.test(` ${m[1]}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2], "utf8").digest("base64")}'`);
  }
  return { html: html.split(attribute).join(""), hashes: [...hashes] };
}

/** A page's CSP with its nonce source replaced by the hashes of its inline scripts. */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp
    .replace(/\s*'nonce-[^']*'/g, "")
    .replace(/(^|;\s*)(script-src(?:-elem)?)([^;]*)/g, (_m, lead: string, name: string, rest: string) =>
      [`${lead}${name}${rest.trimEnd()}`, ...hashes].join(" "),
    );
}
