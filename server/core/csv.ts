/**
 * CSV (RFC 4180): comma separated, CRLF line ends, a field quoted when it holds a comma, quote
 * or line break, quotes doubled. A cell starting with = + - @ (or a tab or carriage return) is
 * prefixed with an apostrophe, so a spreadsheet never runs it as a formula (OWASP: CSV injection).
 * Starts with a UTF-8 byte-order mark so spreadsheet programs read ₹ and other letters right.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = "'" + s;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return "\uFEFF" + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
