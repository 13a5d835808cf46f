import type { Config } from "./config";
import type { Database } from "./db/connection";
import { createAccounts, tokenSecret } from "./domain/accounts";
import { createActivity } from "./domain/activity";
import { createAudit } from "./domain/audit";
import { createCatalogue } from "./domain/catalogue";
import { createInquiries } from "./domain/inquiries";
import { createLoginThrottle } from "./domain/login-throttle";
import { createMessages } from "./domain/messages";
import { createNotifier } from "./domain/notifications";
import { createRateLimiter } from "./domain/rate-limits";
import { createSessions } from "./domain/sessions";
import { createTokenService } from "./domain/tokens";
import { createImageStore } from "./domain/uploads";
import type { Logger } from "./log";
import type { Mailer } from "./mail";

/** Everything a request handler or route loader may use; built once at start. */
export async function createServices(deps: { database: Database; config: Config; log: Logger; mailer: Mailer }) {
  const { database, config, log, mailer } = deps;
  const db = database.db;
  const tokens = createTokenService(await tokenSecret(db, config.jwtSecret), config.tokenTtlSeconds);
  const audit = createAudit(db);
  const rateLimiter = createRateLimiter(db);
  const sessions = createSessions(db, config.sessionIdleSeconds);
  const throttle = createLoginThrottle(db, rateLimiter, config.limits.loginAccount);
  return {
    config,
    log,
    mailer,
    database,
    db,
    accounts: createAccounts(db, { tokens, sessions, throttle, audit }),
    activity: createActivity(db),
    audit,
    catalogue: createCatalogue(db, audit),
    inquiries: createInquiries(db),
    messages: createMessages(db, mailer, audit),
    notifier: createNotifier(mailer, config.notifyEmail, log),
    rateLimiter,
    uploads: createImageStore(config.uploadDir),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
