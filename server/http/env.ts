import type { IncomingMessage } from "node:http";
import type { User } from "../domain/accounts";
import type { Logger } from "../log";
import type { Services } from "../services";

/** Hono's typed context for every handler. */
export type AppEnv = {
  Bindings: { incoming?: Pick<IncomingMessage, "socket"> };
  Variables: {
    services: Services;
    requestId: string;
    log: Logger;
    clientAddress: string;
    secureHeadersNonce?: string;
    user: User;
  };
};
