import type { IncomingMessage } from "node:http";
import type { Logger } from "../log";
import type { PageRecord } from "./page-record";

/**
 * Hono's typed context for every handler: what the HTTP edge sets on each request. The services
 * (`c.get("services")`, server/services.ts) and the signed-in user (`c.get("user")`,
 * server/features/auth/require-user.ts) are typed where they are made, through Hono's
 * `ContextVariableMap`, so this core module names no feature.
 */
export type AppEnv = {
  Bindings: { incoming?: Pick<IncomingMessage, "socket"> };
  Variables: {
    requestId: string;
    log: Logger;
    clientAddress: string;
    secureHeadersNonce?: string;
    /** Set on a request the page cache may answer: the page renders without a nonce and records its tags here. */
    pageRecord?: PageRecord;
  };
};
