/** Problems of values that each pass the schema but not together (or not in this place), each as a line of the start's message. */
import path from "node:path";
import { ENV_EXAMPLE_PLACEHOLDERS } from "../env-example";

export function placeholderIssues(env: NodeJS.ProcessEnv): string[] {
  const same = (a: string, b: string) => a.trim().replace(/\/+$/, "").toLowerCase() === b.toLowerCase();
  return Object.entries(ENV_EXAMPLE_PLACEHOLDERS)
    .filter(([name, example]) => typeof env[name] === "string" && same(env[name], example))
    .map(([name]) => `  ${name}: is the example value from .env.example; set a value of your own or leave it unset`);
}

export function timeoutIssues(e: { HEADERS_TIMEOUT_SECONDS: number; REQUEST_TIMEOUT_SECONDS: number }): string[] {
  if (e.HEADERS_TIMEOUT_SECONDS <= e.REQUEST_TIMEOUT_SECONDS) return [];
  return ["  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)"];
}

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
export type S3Env = Record<(typeof S3_REQUIRED)[number] | "S3_REGION" | "S3_PREFIX", string | undefined> & { S3_FORCE_PATH_STYLE: boolean };

/** Half a storage configuration would fail at the first backup, hours later: refuse it at start instead. */
export function objectStorageIssues(e: S3Env): string[] {
  const set = [...S3_REQUIRED, "S3_REGION", "S3_PREFIX"] as const;
  if (!set.some((name) => e[name] !== undefined)) return [];
  return S3_REQUIRED.filter((name) => e[name] === undefined).map(
    (name) => `  ${name}: is missing; S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or no S3_ variable at all)`,
  );
}

/**
 * A backup holds every table, password hashes included: a BACKUP_DIR inside a folder the site
 * serves files from (the uploads, the built app's client files) would publish them to anyone.
 */
export function backupDirIssues(e: { BACKUP_DIR?: string; DATA_DIR: string }, env: NodeJS.ProcessEnv): string[] {
  if (!e.BACKUP_DIR) return [];
  const dir = path.resolve(e.BACKUP_DIR);
  const served = [
    { folder: path.join(path.resolve(e.DATA_DIR), "uploads"), what: "DATA_DIR/uploads, whose files the site serves at /uploads" },
    { folder: path.resolve(env.BUILD_DIR || "build", "client"), what: "the built app's client folder (BUILD_DIR/client), whose files the site serves" },
  ];
  const within = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);
  return served
    .filter(({ folder }) => within(dir, folder))
    .map(
      ({ what }) =>
        `  BACKUP_DIR: must not be inside ${what}: backups hold every password hash and would be published; choose a folder the site does not serve`,
    );
}

export function uploadStorageIssues(e: { UPLOAD_STORAGE: "database" | "s3"; S3_ENDPOINT?: string }): string[] {
  if (e.UPLOAD_STORAGE !== "s3" || e.S3_ENDPOINT) return [];
  return ["  UPLOAD_STORAGE: is s3, but no S3-compatible storage is configured (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)"];
}
