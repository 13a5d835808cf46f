/** The pieces every feature's activity sentences (ActivitySentences, ./audit.ts) are written with. */
import type { Change, Changes } from "./audit";

/** A recorded value as a sentence says it: a non-blank string or a number, else undefined. */
export const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : typeof v === "number" ? String(v) : undefined);

const isChange = (v: unknown): v is Change => Boolean(v) && typeof v === "object" && "from" in (v as object) && "to" in (v as object);

/** The entry's `details.changes`, only the fields recorded as `{ from, to }`; undefined when it has none. */
export const changesOf = (details: Record<string, unknown>): Changes | undefined => {
  const c = details.changes;
  if (!c || typeof c !== "object" || Array.isArray(c)) return undefined;
  return Object.fromEntries(Object.entries(c).filter(([, v]) => isChange(v))) as Changes;
};

/** "a", "a and b", "a, b and c". */
export function joinClauses(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
