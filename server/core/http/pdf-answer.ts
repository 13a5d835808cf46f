import type { Context, Env } from "hono";
import { apiError } from "./errors";

/** A PDF answered to open in the browser under its file name; `noindex` for one reached by a public link. */
export function pdfAnswer(c: Context, file: { pdf: Buffer; filename: string }, noindex = false) {
  return c.body(new Uint8Array(file.pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${file.filename}"`,
    ...(noindex && { "x-robots-tag": "noindex" }),
  });
}

/**
 * The handler of a document's PDF reached by the token of its public link (`:token`): never
 * indexed; 404 with `notFound` when the link leads nowhere.
 */
export function linkedPdf<E extends Env>(notFound: string, read: (c: Context<E>, token: string) => Promise<{ pdf: Buffer; filename: string } | undefined>) {
  return async (c: Context<E>) => {
    // The routes it serves are `…/:token…`: the token is always there.
    const file = await read(c, c.req.param("token")!);
    if (!file) apiError(404, notFound);
    return pdfAnswer(c, file, true);
  };
}
