import { and, ilike, or, type AnyColumn, type SQL } from "drizzle-orm";

/** The words of a search, at most eight: more narrow nothing down and only slow the query. */
export const searchWords = (search: string | undefined) => (search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8);

/** `%word%` for LIKE, its own % _ and \ taken literally. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (m) => "\\" + m)}%`;

/** Every word of the search in one of `columns`, in any case; undefined when there are no words. */
export function everyWordIn(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  return and(...words.map((w) => or(...columns.map((column) => ilike(column, likePattern(w))))!));
}
