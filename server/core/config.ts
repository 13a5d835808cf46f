import path from "node:path";
import { type ObjectStorageConfig, regionOf } from "./object-storage";
import { envSchema } from "./config/env-schema";
import { backupDirIssues, objectStorageIssues, placeholderIssues, timeoutIssues, uploadStorageIssues, type S3Env } from "./config/env-issues";

export { LONGEST_SESSION_HOURS } from "./config/env-schema";
export { ENV_EXAMPLE_PLACEHOLDERS } from "./env-example";

export type Config = ReturnType<typeof loadConfig>;

/** Parse the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...placeholderIssues(env),
    ...(parsed.success
      ? [...timeoutIssues(parsed.data), ...objectStorageIssues(parsed.data), ...uploadStorageIssues(parsed.data), ...backupDirIssues(parsed.data, env)]
      : parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`)),
  ];
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.join(dataDir, "uploads"),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    sessionIdleSeconds: Math.round(e.SESSION_IDLE_MINUTES * 60),
    /** Absolute links (canonical, Open Graph, sitemap, robots): PUBLIC_URL, else the start address; never a request header. */
    siteUrl: e.PUBLIC_URL ?? startAddress(e.HOST, e.PORT),
    trustProxy: e.TRUST_PROXY,
    imageHosts: e.IMAGE_HOSTS,
    timeouts: { headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000, requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000 },
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL,
    leadReminders: e.LEAD_REMINDERS,
    backups: {
      enabled: e.BACKUPS ? e.BACKUPS === "on" : e.NODE_ENV !== "test",
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups"),
      /** Minutes after midnight, India time. */
      timeMinutes: Number(e.BACKUP_TIME.slice(0, 2)) * 60 + Number(e.BACKUP_TIME.slice(3)),
      time: e.BACKUP_TIME,
      keep: { daily: e.BACKUP_KEEP_DAILY, weekly: e.BACKUP_KEEP_WEEKLY },
    },
    /** Days the audit log keeps sign-in events. */
    auditSignInDays: e.AUDIT_SIGNIN_DAYS,
    logLevel: e.LOG_LEVEL,
    limits: {
      login: e.RATE_LIMIT_LOGIN,
      loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      forms: e.RATE_LIMIT_FORMS,
      uploads: e.RATE_LIMIT_UPLOADS,
      quotationReads: e.RATE_LIMIT_QUOTATION_READS,
      catalogueDownloads: e.RATE_LIMIT_CATALOGUE_DOWNLOADS,
      pincodeLookups: e.RATE_LIMIT_PINCODE_LOOKUPS,
    },
    apiOnly: e.API_ONLY,
    pageCache: { maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024), cacheControl: e.PAGE_CACHE_CONTROL },
    metricsToken: e.METRICS_TOKEN,
    /** S3-compatible storage for copies of backups; undefined when not configured. */
    objectStorage: objectStorageConfig(e),
    /** Where uploaded images' bytes go: the database, or the S3-compatible storage (key uploads/<name>). */
    uploadStorage: e.UPLOAD_STORAGE,
    /** Settings' "Integrations": each marketplace's API address and the least time between two pulls. */
    marketplaces: {
      indiamart: { url: e.INDIAMART_API_URL, minIntervalSeconds: e.INDIAMART_MIN_INTERVAL_SECONDS },
      tradeindia: { url: e.TRADEINDIA_API_URL, minIntervalSeconds: e.TRADEINDIA_MIN_INTERVAL_SECONDS },
    },
  };
}

export class ConfigError extends Error {}

function objectStorageConfig(e: S3Env): ObjectStorageConfig | undefined {
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return undefined;
  const endpoint = e.S3_ENDPOINT.replace(/\/+$/, "");
  const prefix = (e.S3_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  return {
    endpoint,
    region: e.S3_REGION ?? regionOf(endpoint),
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: prefix ? `${prefix}/` : "",
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The address the server starts on, as a site address: a wildcard or loopback HOST (0.0.0.0, ::,
 * 127.0.0.1, ::1) is this machine, `localhost`; a configured host name or address is used as is.
 */
export function startAddress(host: string, port: number): string {
  const local = ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost", "[::]", "[::1]"].includes(host.toLowerCase());
  const name = local ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
