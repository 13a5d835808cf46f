/** A CSV row as the exports write it: every cell quoted, quotes doubled (the cells as given, formula prefixes included). */
export const csvRow = (cells: readonly (string | number)[]) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(",");
