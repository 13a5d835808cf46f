import type { Config } from "./config";
import type { Database } from "./db/connection";
import { createAccounts, tokenSecret } from "./domain/accounts";
import { createActivity } from "./domain/activity";
import { createAudit } from "./domain/audit";
import { createBackups } from "./domain/backups";
import { createBusiness } from "./domain/business";
import { createCatalogue } from "./domain/catalogue";
import { createCategories } from "./domain/categories";
import { createClientsContent } from "./domain/clients-content";
import { createGallery } from "./domain/gallery";
import { createHomeContent } from "./domain/home-content";
import { createInquiries } from "./domain/inquiries";
import { createLeadDashboard } from "./domain/lead-dashboard";
import { createLeadReminders } from "./domain/lead-reminders";
import { createLeads } from "./domain/leads";
import { createLoginThrottle } from "./domain/login-throttle";
import { createMessages } from "./domain/messages";
import { createNotifier } from "./domain/notifications";
import { createObjectStorage } from "./domain/object-storage";
import { createProductViews } from "./domain/product-views";
import { createProjects } from "./domain/projects";
import { createQuotations } from "./domain/quotations";
import { createRateLimiter } from "./domain/rate-limits";
import { createSessions } from "./domain/sessions";
import { createSiteContent } from "./domain/site-content";
import { createTeam } from "./domain/team";
import { createTokenService } from "./domain/tokens";
import { createUploadFiles } from "./domain/upload-files";
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
  const notifier = createNotifier(mailer, config.notifyEmail, log);
  const siteContent = createSiteContent(db, audit);
  const objectStorage = createObjectStorage(config.objectStorage);
  // Uploaded images in the shared database (or S3 with UPLOAD_STORAGE=s3): every instance serves every one.
  const uploadFiles = createUploadFiles(db, database.pool, { storage: objectStorage, writeToStorage: config.uploadStorage === "s3" });
  return {
    config,
    log,
    mailer,
    database,
    db,
    accounts: createAccounts(db, { tokens, sessions, throttle, audit }),
    activity: createActivity(db),
    audit,
    backups: createBackups({ db, pool: database.pool, config, log, audit, storage: objectStorage ?? undefined }),
    catalogue: createCatalogue(db, audit),
    categories: createCategories(db, audit),
    business: createBusiness(siteContent),
    clientsContent: createClientsContent(siteContent),
    gallery: createGallery(db, audit),
    homeContent: createHomeContent(siteContent, uploadFiles),
    inquiries: createInquiries(db),
    leadDashboard: createLeadDashboard(db),
    leadReminders: createLeadReminders({ db, mailer, siteUrl: config.siteUrl, log }),
    leads: createLeads(db, { audit, notifier, siteUrl: config.siteUrl }),
    messages: createMessages(db, mailer, audit),
    notifier,
    /** S3-compatible storage (S3_ENDPOINT …), or null when none is configured. */
    objectStorage,
    /** Product views counted in memory and written in batches (started by the server: `productViews.start`). */
    productViews: createProductViews(db),
    projects: createProjects(db, audit),
    quotations: createQuotations(db, { audit, mailer, notifier, siteUrl: config.siteUrl, log }),
    rateLimiter,
    siteContent,
    team: createTeam(db, audit, siteContent, uploadFiles),
    /** Signs and checks tokens: sessions (through accounts) and single-purpose links such as a backup's download. */
    tokens,
    uploads: createImageStore(uploadFiles),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
