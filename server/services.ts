import type { Config } from "./core/config";
import type { Database } from "./core/db/connection";
import { createAccounts, tokenSecret } from "./features/auth/accounts";
import { createActivity } from "./features/activity/activity";
import { createAudit } from "./core/audit";
import { createBackups } from "./features/backups/backups";
import { createAboutContent } from "./features/content/about-content";
import { createBusiness } from "./features/content/business";
import { createCatalogue } from "./features/catalogue/catalogue";
import { createCataloguePdfs } from "./features/catalogue/pdf/catalogue-pdfs";
import { createCustomers } from "./features/customers/customers";
import { createLeadWebhooks } from "./features/integrations/webhooks";
import { createCategories } from "./features/categories/categories";
import { createDispatches } from "./features/dispatch/dispatches";
import { createFreight } from "./features/content/freight";
import { createClientsContent } from "./features/content/clients-content";
import { createEstimates } from "./features/estimate/estimates";
import { createExports } from "./features/exports/exports";
import { createGallery } from "./features/content/gallery";
import { createHomeContent } from "./features/content/home-content";
import { createInquiries } from "./features/leads/inquiries";
import { createInvoices } from "./features/invoices/invoices";
import { createReceivables, createReminders, createStatements } from "./features/receivables";
import { createIntegrations } from "./features/integrations/integrations";
import { createLeadDashboard } from "./features/leads/dashboard";
import { createLeadReminders } from "./features/leads/reminders";
import { createLeads } from "./features/leads/leads";
import { createLoginThrottle } from "./features/auth/login-throttle";
import { createMessages } from "./features/messages/messages";
import { createNotifier } from "./features/notifications/notifications";
import { createObjectStorage } from "./core/object-storage";
import { createProductViews } from "./features/catalogue/product-views";
import { createOrders } from "./features/orders/orders";
import { createPayments } from "./features/payments/payments";
import { createProjects } from "./features/content/projects";
import { createQuotations } from "./features/quotations/quotations";
import { createRateLimiter } from "./core/rate-limits";
import { createSessions } from "./features/auth/sessions";
import { createSiteContent } from "./features/content/site-content";
import { createTeam } from "./features/content/team";
import { createTokenService } from "./features/auth/tokens";
import { createUploadFiles } from "./features/uploads/upload-files";
import { createImageStore } from "./features/uploads/uploads";
import type { Logger } from "./core/log";
import type { Mailer } from "./core/mail";

/** Everything a request handler or route loader may use; built once at start. */
export async function createServices(deps: { database: Database; config: Config; log: Logger; mailer: Mailer }) {
  const { database, config, log, mailer } = deps;
  const db = database.db;
  const secret = await tokenSecret(db, config.jwtSecret);
  const tokens = createTokenService(secret, config.tokenTtlSeconds);
  const audit = createAudit(db);
  const rateLimiter = createRateLimiter(db);
  const sessions = createSessions(db, config.sessionIdleSeconds);
  const throttle = createLoginThrottle(db, rateLimiter, config.limits.loginAccount);
  const notifier = createNotifier(mailer, config.notifyEmail, log);
  const siteContent = createSiteContent(db, audit);
  const objectStorage = createObjectStorage(config.objectStorage);
  // Uploaded images in the shared database (or S3 with UPLOAD_STORAGE=s3): every instance serves every one.
  const business = createBusiness(siteContent);
  // The estimate reads the freight settings and the factory's PIN code (a business document stored before it existed has none).
  const estimates = createEstimates(db, {
    readFactoryPin: async () => (await business.read()).factoryPin ?? "",
  });
  const statements = createStatements(db);
  const uploadFiles = createUploadFiles(db, database.pool, { storage: objectStorage, writeToStorage: config.uploadStorage === "s3" });
  return {
    config,
    log,
    mailer,
    database,
    db,
    aboutContent: createAboutContent(siteContent),
    accounts: createAccounts(db, { tokens, sessions, throttle, audit, tokenSecret: secret }),
    activity: createActivity(db),
    audit,
    backups: createBackups({ db, pool: database.pool, config, log, audit, storage: objectStorage ?? undefined }),
    catalogue: createCatalogue(db, audit),
    /** The catalogue PDFs (/catalogue.pdf and a category's), made off the event loop and kept per version of the catalogue. */
    cataloguePdfs: createCataloguePdfs(db, { readUpload: async (name) => (await uploadFiles.read(name))?.bytes ?? null, siteUrl: config.siteUrl }),
    categories: createCategories(db, audit),
    business,
    clientsContent: createClientsContent(siteContent),
    customers: createCustomers(db, audit),
    /** Dispatches by truckload, their delivery challans, the customer's /d/ page and the dispatch board. */
    dispatches: createDispatches(db, { audit, mailer, siteUrl: config.siteUrl }),
    /** GST tax invoices of dispatched goods, their PDFs (made off the event loop) and cancellation. */
    invoices: createInvoices(db, { audit }),
    /** What each customer owes, aged by days past due. */
    receivables: createReceivables(db),
    /** A customer's statement of account and its PDF, and "Send reminder" with it. */
    statements,
    reminders: createReminders(db, { audit, mailer, statements }),
    /** For the accountant: the Tally XML, the GSTR-1 sheets, a load's e-way bill JSON, and the Tally ledger names. */
    exports: createExports(db, {
      audit,
      readFactoryPin: async () => (await business.read()).factoryPin ?? "",
      distanceTo: async (pin) => (await estimates.lookup(pin))?.distance_km ?? null,
    }),
    /** The instant estimate: PIN codes' places and distances, and a quote request's estimate worked out again. */
    estimates,
    /** Settings, "Freight": truck types and the road factor of the estimate. */
    freight: createFreight(siteContent),
    gallery: createGallery(db, audit),
    homeContent: createHomeContent(siteContent, uploadFiles),
    inquiries: createInquiries(db),
    /** Settings' "Integrations": IndiaMART's and TradeIndia's settings and pulls (scheduled by the server: `startLeadPulls`). */
    integrations: createIntegrations(db, { audit, config: config.marketplaces, log }),
    leadDashboard: createLeadDashboard(db),
    leadReminders: createLeadReminders({ db, mailer, siteUrl: config.siteUrl, log }),
    leads: createLeads(db, { audit, notifier, siteUrl: config.siteUrl }),
    /** Settings, Integrations: the webhooks other tools post leads to. */
    leadWebhooks: createLeadWebhooks(db, { audit, siteUrl: config.siteUrl }),
    messages: createMessages(db, mailer, audit),
    notifier,
    /** S3-compatible storage (S3_ENDPOINT …), or null when none is configured. */
    objectStorage,
    /** Product views counted in memory and written in batches (started by the server: `productViews.start`). */
    productViews: createProductViews(db),
    orders: createOrders(db, { audit, siteUrl: config.siteUrl }),
    /** Payments received, their allocations to invoices, advances and receipt PDFs (made off the event loop). */
    payments: createPayments(db, { audit }),
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

declare module "hono" {
  interface ContextVariableMap {
    /** Every feature's service, set on each request by the HTTP edge (server/app.ts). */
    services: Services;
  }
}
