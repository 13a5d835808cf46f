/**
 * The PostgreSQL advisory lock ids, all in one place so no two uses share one by accident. Each
 * serialises one thing across app instances (and concurrent requests) sharing the database.
 */
export const ADVISORY_LOCKS = {
  /** Schema migrations: instances starting at once apply them one after another. */
  migrations: 727_001,
  /** The demo catalogue: loaded once, even when several instances start together on a new database. */
  demoSeed: 727_002,
  /** Product slugs: concurrent creates and renames pick a free slug one at a time (products.slug is unique). */
  productSlugs: 727_003,
  /** Housekeeping: one instance prunes per round; one that finds the lock taken skips. */
  housekeeping: 727_004,
  /** The site's content: seeded once, even when several instances start together on a new database. */
  contentSeed: 727_005,
  /** Backups: one backup at a time across instances (held on a connection for the run; freed if that instance dies). */
  backups: 727_006,
  /** Uploads left on disk by older versions: moved into the database by one instance at a time. */
  uploadImport: 727_007,
} as const;
