import { api, ApiError } from "~/lib/api";
import { getToken } from "~/lib/auth-storage";

/** Save text (or any bytes) as a file through a temporary <a download>. */
export function saveFile(data: BlobPart, filename: string, type: string) {
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Let the browser download `url` (same site, answered as an attachment) itself: it streams the
 * file to disk, however large, where a fetch would hold all of it in memory first. The address
 * must work without a header (a short-lived signed link, say).
 */
export function followDownload(url: string, filename: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Read a CSV export of the API (signed in) and save it as `{name}-YYYY-MM-DD.csv`. The byte-order
 * mark lets spreadsheet programs read the rupee sign and other UTF-8 text. Throws as `api` does.
 */
export async function downloadCsv(path: `/api/${string}`, name: string): Promise<void> {
  const csv = await api("GET", path, undefined, { auth: true, headers: { Accept: "text/csv" } });
  const text = typeof csv === "string" ? csv : "";
  const day = new Date().toISOString().slice(0, 10);
  saveFile(text.startsWith("\uFEFF") ? text : `\uFEFF${text}`, `${name}-${day}.csv`, "text/csv;charset=utf-8");
}

/**
 * Read a file of the API (signed in: a PDF, say) and save it as `filename`. Throws an ApiError for
 * a refusal (a 401 as `api` would: the session has ended), or the fetch's own error.
 */
export async function downloadFile(path: `/api/${string}`, filename: string, signal?: AbortSignal): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: "same-origin", signal });
  if (!res.ok) {
    // An ended session: asked again through `api`, which clears it and tells the admin layout (and throws).
    if (res.status === 401) await api("GET", path, undefined, { auth: true, signal });
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(res.status, body.error, undefined, body);
  }
  const blob = await res.blob();
  saveFile(blob, filename, blob.type || "application/octet-stream");
}
