/** Known credentials of the users every test database starts with. */
export const TEST_ADMIN = { email: "admin@test.example", password: "Admin-pass-123" };
export const TEST_MANAGER = { email: "manager@test.example", password: "Manager-pass-123", name: "Meera Manager" };
export const TEMPLATE_DB = "app_template";

/**
 * The test databases' sessions commit without waiting for the write-ahead log to reach the disk
 * (node-postgres reads PGOPTIONS for every connection): a commit here costs a disk flush of several
 * milliseconds otherwise, and the tests make thousands. What a test reads is the same; only a
 * machine crash could lose the last commits of a database that is thrown away anyway.
 */
export const TEST_PGOPTIONS = "-c synchronous_commit=off";

/**
 * The API tests' PostgreSQL server: thrown away after the run, so nothing is flushed to disk (no
 * fsync, no full-page images, commits that do not wait); and 400 connections, since each test
 * file's app keeps a pool of up to 10 until the file ends, and a worker runs its files one after
 * another in one process (two workers' apps went past the usual 100).
 */
export const TEST_DATABASE_SETTINGS = { max_connections: "400", fsync: "off", full_page_writes: "off", synchronous_commit: "off" };

export function testConfigEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "test",
    DATA_DIR: ".tmp/vitest-data",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOG_LEVEL: "silent",
    ...extra,
  };
}
