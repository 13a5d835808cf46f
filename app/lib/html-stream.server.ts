import type { ReactNode } from "react";
// React's edge build renders to a web stream without an AsyncLocalStorage; its Node build runs each
// render in one, and on Node 20 an AsyncLocalStorage that has run once keeps Node's async hooks on
// for the rest of the process's life: every later answer, a page-cache hit too, pays for them.
// (The edge build waits for resolved Suspense content with setTimeout rather than setImmediate: a
// millisecond at most per wave, on renders the page cache keeps.)
import { renderToReadableStream } from "react-dom/server.edge";

export interface HtmlStreamOptions {
  nonce?: string;
  /** Wait until everything is rendered (a page for the cache, a crawler) instead of streaming after the shell. */
  whole: boolean;
  /** A render still under way after this long is aborted; what has not arrived by then is rendered by the browser. */
  timeoutMs: number;
  /** An error in the render; `afterShell` when the answer's status was already decided (the stream had been handed back). */
  onError(error: unknown, afterShell: boolean): void;
}

/** A document rendered as HTML bytes. Rejects when the shell itself fails to render. */
export async function htmlStream(element: ReactNode, opts: HtmlStreamOptions): Promise<ReadableStream<Uint8Array>> {
  const render = new AbortController();
  const timer = setTimeout(() => render.abort(new Error(`render timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs);
  let handedBack = false;
  try {
    const body = await renderToReadableStream(element, {
      nonce: opts.nonce,
      signal: render.signal,
      onError: (error: unknown) => opts.onError(error, handedBack),
    });
    const done = () => clearTimeout(timer);
    body.allReady.then(done, done);
    if (opts.whole) await body.allReady;
    handedBack = true;
    return body;
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
}
