import type { IncomingMessage } from "node:http";
import type { User } from "../../features/auth/accounts";
import type { Logger } from "../log";
import type { Services } from "../../services";
import type { PageRecord } from "./app";

/** Hono's typed context for every handler. */
export type AppEnv = {
  Bindings: { incoming?: Pick<IncomingMessage, "socket"> };
  Variables: {
    services: Services;
    requestId: string;
    log: Logger;
    clientAddress: string;
    secureHeadersNonce?: string;
    /** Set on a request the page cache may answer: the page renders without a nonce and records its tags here. */
    pageRecord?: PageRecord;
    user: User;
  };
};
