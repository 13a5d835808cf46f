import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** PostgreSQL's bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Every stored variant of an uploaded image (`<id>-<width>.webp`), so every app instance serves
 * every upload from the shared database. `data` holds the bytes, or is null when they live in
 * S3-compatible storage (UPLOAD_STORAGE=s3, key uploads/<name>): the row is the index either way.
 * Rows are never changed: a name always means the same bytes (served as immutable).
 */
export const uploadFiles = pgTable(
  "upload_files",
  {
    name: text("name").primaryKey(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** Hex SHA-256 of the bytes; the ETag. */
    sha256: text("sha256").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data"),
    createdAt: createdAt(),
  },
  (t) => [check("upload_files_name_check", sql`${t.name} ~ '^[0-9a-f]{32}-[0-9]{1,5}\\.webp$'`), index("upload_files_created_idx").on(t.createdAt)],
);
