import type { Config } from "./config";
import type { Database } from "./db/connection";
import { createAccounts, tokenSecret } from "./domain/accounts";
import { createAudit } from "./domain/audit";
import { createCatalogue } from "./domain/catalogue";
import { createEnquiries } from "./domain/enquiries";
import { createMessages } from "./domain/messages";
import { createRateLimiter } from "./domain/rate-limits";
import { createTokenService } from "./domain/tokens";
import type { Logger } from "./log";
import type { Mailer } from "./mail";

/** Everything a request handler or route loader may use; built once at start. */
export async function createServices(deps: { database: Database; config: Config; log: Logger; mailer: Mailer }) {
  const { database, config, log, mailer } = deps;
  const db = database.db;
  const tokens = createTokenService(await tokenSecret(db, config.jwtSecret), config.tokenTtlSeconds);
  return {
    config,
    log,
    mailer,
    database,
    db,
    accounts: createAccounts(db, tokens),
    audit: createAudit(db),
    catalogue: createCatalogue(db),
    enquiries: createEnquiries(db),
    messages: createMessages(db, mailer),
    rateLimiter: createRateLimiter(db),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
