import fs from "node:fs";
import type { Config } from "./core/config";
import { openDatabase, type Database } from "./core/db/connection";
import { runMigrations } from "./core/db/migrate";
import { seedDemoCatalogue } from "./features/catalogue/seed";
import { seedSiteContent } from "./features/content/seed";
import type { Logger } from "./core/log";
import { createMailer } from "./core/mail";
import { createServices } from "./services";
import { TEMPORARY_PASSWORD_RULE } from "./features/auth";

/** Database up, migrated, seeded on first start, first admin present: the services, ready to serve. */
export async function bootServices(config: Config, log: Logger) {
  fs.mkdirSync(config.uploadDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, log);
  try {
    return await prepareServices(database, config, log);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

/** Migrate, build the services, seed a new database, make sure an admin exists. */
export async function prepareServices(database: Database, config: Config, log: Logger) {
  await runMigrations(database);
  const services = await createServices({ database, config, log, mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, log) });
  // Images an older version (or a restored older backup) left on disk move into shared storage, once.
  const moved = await services.uploads.files.importDir(config.uploadDir, log);
  if (moved) log.info({ files: moved, to: services.uploads.files.location }, "moved uploaded images from the upload directory into shared storage");
  const seeded = await seedSiteContent(database.db);
  if (seeded.length) log.info({ parts: seeded }, "seeded the site's content");
  if (config.seedDemo && (await seedDemoCatalogue(database.db, services.catalogue))) log.info("loaded the demo catalogue");
  const admin = await services.accounts.ensureFirstAdmin(config.adminEmail, config.adminPassword);
  if (admin.created) {
    if (admin.generatedPassword) {
      // Printed once, to the console only, with its rule: the owner signs in with it and must choose a new one then.
      console.warn(
        `\n  First admin created: ${config.adminEmail}\n  Generated password: ${admin.generatedPassword}\n  (shown only this once) ${TEMPORARY_PASSWORD_RULE}\n`,
      );
    } else log.info({ email: config.adminEmail }, "first admin created");
  }
  return services;
}
