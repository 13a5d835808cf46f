/**
 * The example values .env.example shows for variables that are unset by default. They are public,
 * so none of them may be a real secret (anyone could sign tokens with that JWT_SECRET), a real
 * database or mail password, or the site's real address: an uncommented example stops the start.
 */
export const ENV_EXAMPLE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  DATABASE_URL: "postgres://app:secret@localhost:5432/cement",
  ADMIN_PASSWORD: "change-me-please",
  JWT_SECRET: "at-least-32-random-characters-here",
  PUBLIC_URL: "https://www.example.com",
  SMTP_URL: "smtp://user:pass@smtp.example.com:587",
  MAIL_FROM: "no-reply@example.com",
  NOTIFY_EMAIL: "sales@example.com",
  S3_ENDPOINT: "https://s3.example.com",
  S3_BUCKET: "example-bucket",
  S3_ACCESS_KEY_ID: "your-access-key-id",
  S3_SECRET_ACCESS_KEY: "your-secret-access-key",
  METRICS_TOKEN: "a-long-random-metrics-token",
};
