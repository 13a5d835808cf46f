import path from "node:path";
import { z } from "zod";
import { emailField } from "#schemas/email";
import { parseTrustProxy } from "./http/client-address";
import { COMMON_PASSWORD, isCommonPassword } from "./domain/passwords";
import { LONGEST_SESSION_HOURS } from "./domain/sessions";
import { ENV_EXAMPLE_PLACEHOLDERS } from "./env-example";

export { ENV_EXAMPLE_PLACEHOLDERS };

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
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
    .refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins for one e-mail address per hour from all addresses together: only an attack gets there. */
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(20),
  /** Serve only /api, /uploads and /healthz, without the pages (tests and benchmarks without a build). */
  API_ONLY: bool,
});

export type Config = ReturnType<typeof loadConfig>;

/** Parse the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...placeholderIssues(env),
    ...(parsed.success ? timeoutIssues(parsed.data) : parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`)),
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
    logLevel: e.LOG_LEVEL,
    limits: { login: e.RATE_LIMIT_LOGIN, loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT, forms: e.RATE_LIMIT_FORMS, uploads: e.RATE_LIMIT_UPLOADS },
    apiOnly: e.API_ONLY,
  };
}

export class ConfigError extends Error {}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

function placeholderIssues(env: NodeJS.ProcessEnv): string[] {
  const same = (a: string, b: string) => a.trim().replace(/\/+$/, "").toLowerCase() === b.toLowerCase();
  return Object.entries(ENV_EXAMPLE_PLACEHOLDERS)
    .filter(([name, example]) => typeof env[name] === "string" && same(env[name], example))
    .map(([name]) => `  ${name}: is the example value from .env.example; set a value of your own or leave it unset`);
}

function timeoutIssues(e: { HEADERS_TIMEOUT_SECONDS: number; REQUEST_TIMEOUT_SECONDS: number }): string[] {
  if (e.HEADERS_TIMEOUT_SECONDS <= e.REQUEST_TIMEOUT_SECONDS) return [];
  return ["  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)"];
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
