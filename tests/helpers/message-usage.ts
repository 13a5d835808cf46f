/**
 * Which public-site messages a module can show: every message key written in it or in a module
 * it imports (statically or lazily), found in the source text. A key counts down to its first
 * two parts ("catalogue.error"), and only when that group exists in the English messages, so
 * strings that merely look like keys ("product.update", an audit action) are not counted.
 */
import fs from "node:fs";
import path from "node:path";
import { en } from "~/i18n/messages/en";

const NAMESPACES = Object.keys(en);
const KEY = new RegExp(`["'\`](${NAMESPACES.join("|")})\\.([A-Za-z]\\w*)`, "g");
const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join("app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** `file` and every app module it imports, transitively (the message files themselves left out). */
export function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
    const next = resolve(file, m[1] ?? m[2]!);
    if (next && !next.includes("/i18n/messages")) importGraph(next, seen);
  }
  return seen;
}

/** The message groups ("site.nav", "catalogue.error") `file` and its imports can show. */
export function messageGroupsUsed(file: string): Set<string> {
  const groups = new Set<string>();
  for (const f of importGraph(file))
    for (const m of fs.readFileSync(f, "utf8").matchAll(KEY)) {
      const [ns, group] = [m[1]!, m[2]!];
      if (Object.hasOwn((en as Record<string, object>)[ns]!, group)) groups.add(`${ns}.${group}`);
    }
  return groups;
}
