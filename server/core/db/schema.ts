/**
 * The Drizzle schema of every table, one file per area under ./schema. Code imports tables from
 * here; drizzle-kit reads this file (drizzle.config.ts), so every table and enum is exported here.
 */
export * from "./schema/accounts";
export * from "./schema/audit";
export * from "./schema/backups";
export * from "./schema/catalogue";
export * from "./schema/content";
export * from "./schema/customers";
export * from "./schema/integrations";
export * from "./schema/leads";
export * from "./schema/messages";
export * from "./schema/orders";
export * from "./schema/payments";
export * from "./schema/platform";
export * from "./schema/quotations";
export * from "./schema/uploads";
export * from "./schema/two-step";
