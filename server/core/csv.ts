/**
 * CSV (RFC 4180): comma separated, CRLF line ends, every cell quoted, quotes doubled. A spreadsheet
 * never runs a cell as a formula: a cell starting with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, and so is such a character after a `;` or `,` inside a cell (a
 * spreadsheet whose locale splits on `;` would start a new cell there). Starts with a UTF-8
 * byte-order mark so spreadsheet programs read ₹ and other letters right.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = "'" + s;
  s = s.replace(/([;,])([=+\-@])/g, "$1'$2");
  return `"${s.replace(/"/g, '""')}"`;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return "\uFEFF" + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
