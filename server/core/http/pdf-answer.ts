import type { Context } from "hono";

/** A PDF answered to open in the browser under its file name; `noindex` for one reached by a public link. */
export function pdfAnswer(c: Context, file: { pdf: Buffer; filename: string }, noindex = false) {
  return c.body(new Uint8Array(file.pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${file.filename}"`,
    ...(noindex && { "x-robots-tag": "noindex" }),
  });
}
