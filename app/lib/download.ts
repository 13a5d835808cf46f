import { api } from "~/lib/api";

/** Save text as a file through a temporary <a download>. */
export function saveFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Read a CSV export of the API (signed in) and save it as `{name}-YYYY-MM-DD.csv`. The byte-order
 * mark lets spreadsheet programs read the rupee sign and other UTF-8 text. Throws as `api` does.
 */
export async function downloadCsv(path: `/api/${string}`, name: string): Promise<void> {
  const csv = await api<string>("GET", path, undefined, { auth: true, headers: { Accept: "text/csv" } });
  const text = typeof csv === "string" ? csv : "";
  const day = new Date().toISOString().slice(0, 10);
  saveFile(text.startsWith("\uFEFF") ? text : `\uFEFF${text}`, `${name}-${day}.csv`, "text/csv;charset=utf-8");
}
