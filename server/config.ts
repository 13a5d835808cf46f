import path from "node:path";
import { z } from "zod";

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
  ADMIN_EMAIL: z
    .string()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an e-mail address")
    .default("admin@example.com"),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 8, "must be at least 8 characters"),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
  TRUST_PROXY: bool,
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(20),
  /** Serve only /api, /uploads and /healthz, without the pages (tests and benchmarks without a build). */
  API_ONLY: bool,
});

export type Config = ReturnType<typeof loadConfig>;

/** Parse the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
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
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL,
    logLevel: e.LOG_LEVEL,
    limits: { login: e.RATE_LIMIT_LOGIN, forms: e.RATE_LIMIT_FORMS },
    apiOnly: e.API_ONLY,
  };
}

export class ConfigError extends Error {}
