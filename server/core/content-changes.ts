/**
 * How the instances sharing one database hear of a change to what the public site shows, so their
 * page caches drop it (server/core/http/page-cache.ts).
 *
 * Every change runs `contentChanged(tx, what)` (server/features/content/site-content.ts) in its transaction:
 * a `NOTIFY site_content, what`, delivered when (and only if) it commits, to every instance's
 * LISTEN connection (`listenForContentChanges`); and a note in this process's change scope, which
 * the HTTP layer acts on as soon as the request's handler has returned (committed), before the
 * answer leaves, so the same process never shows the old page after a save, however late the
 * notice arrives.
 *
 * `what` is a page-cache tag: a content key ("business", "about", "home", "team", "clients"),
 * "categories", "projects", "gallery", "products", "category:<slug>", or "*" for everything (a
 * restore of the whole database, say).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "./db/connection";
import type { Logger } from "./log";

/** PostgreSQL channel told of every change of what the public site shows; the payload names what changed. */
const CONTENT_CHANNEL = "site_content";

const scope = new AsyncLocalStorage<Set<string>>();

/** Note `what` in the change scope of the running request, if any. */
function noteLocalChange(what: string): void {
  scope.getStore()?.add(what);
}

/** The change scopes under way; when the last ends, the scope is disabled (below). */
let running = 0;

/**
 * Run `fn`, collecting the changes noted while it runs (in its async calls too). On Node 20 an
 * AsyncLocalStorage keeps async hooks on, at a cost to every answer, for as long as it is enabled, so
 * it is disabled whenever no change scope is under way (`run` enables it again). A note made after
 * its scope has ended is not acted on anyway.
 */
export async function collectLocalChanges<T>(fn: () => Promise<T>): Promise<{ result: T; changed: Set<string> }> {
  const changed = new Set<string>();
  running++;
  try {
    const result = await scope.run(changed, fn);
    return { result, changed };
  } finally {
    if (--running === 0) scope.disable();
  }
}

interface ContentListener {
  stop(): Promise<void>;
}

/**
 * LISTEN on a connection of its own. `onChange` gets each notice's payload; `onConnected(false)`
 * when the connection is lost (notices may be missed until it is back: the cache must hold
 * nothing meanwhile) and `onConnected(true)` once it listens again. Reconnects after 1 s, then
 * backing off to 10 s.
 */
export function listenForContentChanges(
  connection: pg.ClientConfig,
  handlers: { onChange(what: string): void; onConnected(connected: boolean): void },
  log: Logger,
): ContentListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;

  const lost = (err: unknown) => {
    if (stopped) return;
    handlers.onConnected(false);
    log.warn({ err }, `page cache: the LISTEN connection is down; pages are rendered afresh until it is back (retry in ${delay / 1000} s)`);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.on("error", () => undefined);
    void dead?.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client(connection);
    client = c;
    c.on("error", lost);
    c.on("end", () => {
      if (client === c) lost(new Error("connection ended"));
    });
    c.on("notification", (n) => {
      if (n.channel === CONTENT_CHANNEL) handlers.onChange(n.payload ?? "*");
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (stopped || client !== c) return;
      delay = 1000;
      handlers.onConnected(true);
    } catch (err) {
      if (client === c) lost(err);
    }
  };

  handlers.onConnected(false);
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      c?.on("error", () => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * Tell every instance (in this transaction, so only if it commits) that `what` changed: a content
 * key, "categories", "projects", "gallery", "team", "products" or "category:<slug>" (the page-cache
 * tags above). This process drops it as soon as the request's
 * handler returns, before the answer leaves.
 */
export async function contentChanged(tx: DbOrTx, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${what})`);
  noteLocalChange(what);
}
