import { z } from "zod";
import { emailField } from "#schemas/email";
import { parseTrustProxy } from "../http/client-address";
import { COMMON_PASSWORD, isCommonPassword } from "../passwords";

/** No token lives longer than this (TOKEN_TTL_HOURS is at most 24), so neither does its session. */
export const LONGEST_SESSION_HOURS = 24;

/** Days the audit log keeps sign-in events unless AUDIT_SIGNIN_DAYS says otherwise. */
export const SIGN_IN_EVENT_DAYS = 180;

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Unset and empty are the same. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Every environment variable the server reads, each checked and turned into its value. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, "") : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), "must be an http(s) address such as https://www.example.com"),
  ADMIN_EMAIL: emailField({ required: "must be an e-mail address", invalid: "must be one plain e-mail address" }).default("admin@example.com"),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 8, "must be at least 8 characters")
    .refine((v) => v === undefined || !isCommonPassword(v), COMMON_PASSWORD),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters")
    // A key of a few characters repeated ("aaaa…", "abcabc…") is long but guessable.
    .refine((v) => v === undefined || new Set(v).size >= 16, "must have at least 16 different characters (a random key has many)"),
  /** A token's whole life, whatever its exp says: at most a working day and a night. */
  TOKEN_TTL_HOURS: z.coerce.number().min(0.01).max(LONGEST_SESSION_HOURS, `must be at most ${LONGEST_SESSION_HOURS}`).default(12),
  /** A signed-in session that has made no request for this long is refused. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(1)
    .max(LONGEST_SESSION_HOURS * 60)
    .default(120),
  /** Who may say the client's address in X-Forwarded-For: false, true (loopback proxies), a hop count or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** Host names product images may come from besides our own /uploads and /images (https only); empty: none. */
  IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => HOST_NAME.test(h)), "must be host names separated by commas, such as images.example.com,cdn.example.net"),
  /** Image uploads per staff member per hour. */
  RATE_LIMIT_UPLOADS: z.coerce.number().int().min(1).default(60),
  /** How long a client may take to send the request headers, and the whole request (a slow upload included). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  SEED_DEMO: z
    .enum(["true", "false", ""])
    .optional()
    .transform((v) => v !== "false"),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://"),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  NOTIFY_EMAIL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The daily follow-up reminder e-mail (09:00 India time, with SMTP_URL): on or off. */
  LEAD_REMINDERS: z
    .enum(["on", "off", ""])
    .optional()
    .transform((v) => v !== "off"),
  /**
   * The daily backup (at BACKUP_TIME India time): on or off; unset, on except under NODE_ENV=test
   * (a test's server makes no backup it did not ask for). "Back up now" and `npm run backup` work either way.
   */
  BACKUPS: z.enum(["on", "off", ""]).optional(),
  /** Where backups are written; default DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The daily backup's time of day, India time (24-hour HH:MM). */
  BACKUP_TIME: z
    .string()
    .optional()
    .transform((v) => v || "02:30")
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "must be a time of day as HH:MM (24-hour, India time), such as 02:30"),
  /** Backups kept: the newest of each of the last this many days that have one… */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  /** …and before those, the newest of each of this many weeks (Monday to Sunday, India) that have one, older than the daily ones. */
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** Sign-in events in the audit log (signed in or out, a wrong password, throttled, a revoked token) are kept this many days; staff changes are kept for good. */
  AUDIT_SIGNIN_DAYS: z.coerce.number().int().min(1).max(3650).default(SIGN_IN_EVENT_DAYS),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins for one e-mail address per hour from all addresses together: only an attack gets there. */
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(20),
  /** Reads of customers' quotations (GET /api/q/…, the PDF included) per address per 10 minutes: far more than a customer reading theirs. */
  RATE_LIMIT_QUOTATION_READS: z.coerce.number().int().min(1).default(300),
  /** Downloads of the catalogue PDFs (/catalogue.pdf, /catalogue/{category}.pdf) per address per 10 minutes. */
  RATE_LIMIT_CATALOGUE_DOWNLOADS: z.coerce.number().int().min(1).default(60),
  /** PIN-code lookups of the price estimate (GET /api/pincodes/:pin) per address per 10 minutes: a buyer tries a few. */
  RATE_LIMIT_PINCODE_LOOKUPS: z.coerce.number().int().min(1).default(120),
  /** Serve only /api, /uploads and /healthz, without the pages (tests and benchmarks without a build). */
  API_ONLY: bool,
  /** Memory for rendered public pages (server/core/http/page-cache.ts), in MB; 0 renders every request. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(50),
  /** Cache-Control of the public pages the cache may hold (the shared-cache and browser rules). */
  PAGE_CACHE_CONTROL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "public, max-age=0, s-maxage=60, stale-while-revalidate=600")
    .refine((v) => /^[\w=, -]+$/.test(v), "must be a Cache-Control value such as public, max-age=0, s-maxage=60, stale-while-revalidate=600"),
  /** S3-compatible storage (Amazon S3, R2, MinIO) for copies of backups: endpoint, bucket and both keys together, or none. */
  S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#@\s]+\/?$/.test(v),
    "must be the service's http(s) address without a path, such as https://s3.ap-south-1.amazonaws.com",
  ),
  S3_REGION: optionalText.refine((v) => v === undefined || /^[a-z0-9-]{1,40}$/.test(v), "must be a region name such as ap-south-1 (R2: auto)"),
  S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Put before every key, e.g. cement/ (a "/" is added when missing). */
  S3_PREFIX: optionalText.refine(
    (v) => v === undefined || (/^[\w./-]+$/.test(v) && !/(^|\/)\.{1,2}(\/|$)/.test(v)),
    "must be letters, digits, _ - . and / such as cement/",
  ),
  S3_FORCE_PATH_STYLE: bool,
  /** Where uploaded images' bytes live: the database (default) or the S3-compatible storage above. */
  UPLOAD_STORAGE: z.enum(["database", "s3"]).default("database"),
  /** Set: GET /metrics answers Prometheus metrics to `Authorization: Bearer <this>`. Unset: /metrics is 404. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters")
    .refine((v) => v === undefined || /^[\x21-\x7e]+$/.test(v), "must be printable characters without spaces"),
  /** IndiaMART's Lead Manager CRM API (v2, crmListing); a test points it at a local server. */
  INDIAMART_API_URL: z.url("must be an http(s) address").default("https://mapi.indiamart.com/wservce/crm/crmListing/v2/"),
  /** The least time between two calls to IndiaMART (it refuses more frequent ones); 0 lets tests pull back to back. */
  INDIAMART_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /** TradeIndia's My Inquiry API. */
  TRADEINDIA_API_URL: z.url("must be an http(s) address").default("https://www.tradeindia.com/utils/my_inquiry.html"),
  /** The least time between two calls to TradeIndia. */
  TRADEINDIA_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
});
