import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { ACTIVITY_KIND_OF_PREFIX } from "#schemas/activity";
import { LEAD_EVENT_KINDS, LEAD_STAGES, LOST_REASONS } from "#schemas/leads";
import type { Specs } from "#schemas/product-fields";
import type { Seller } from "#schemas/wire";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const productStatus = pgEnum("product_status", ["active", "inactive", "draft"]);
export const stockLevel = pgEnum("stock_level", ["in-stock", "low-stock", "out-of-stock"]);
export const messageStatus = pgEnum("message_status", ["new", "resolved"]);
export const userRole = pgEnum("user_role", ["admin", "manager"]);
export const leadStage = pgEnum("lead_stage", LEAD_STAGES);
export const lostReason = pgEnum("lost_reason", LOST_REASONS);
export const leadEventKind = pgEnum("lead_event_kind", LEAD_EVENT_KINDS);
/** "expired" is not stored: it is a draft, sent or viewed quotation past its validity. */
export const quotationStatus = pgEnum("quotation_status", ["draft", "sent", "viewed", "accepted", "declined"]);

/** GST rates in percent (schemas/gst.ts GST_RATES), as the database checks them. */
const gstRateCheck = (column: AnyPgColumn) => sql`${column} in (0, 5, 12, 18, 28)`;

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(100),
  /** Shown on the category page and the products overview; empty shows nothing. */
  description: text("description").notNull().default(""),
  /** An uploaded image (/uploads/…-800.webp) or one of the site's own (/images/…); null for none. */
  imageUrl: text("image_url"),
  ...timestamps,
});

/** A category's earlier slugs: the old address answers 301 to the category's current one, so shared links keep working. */
export const categoryRedirects = pgTable("category_redirects", {
  fromSlug: text("from_slug").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's one-of-a-kind content, one JSON document per key (business details, home page,
 * clients page, team page), each checked by its schema in schemas/ before it is stored. `version`
 * goes up with every save (caches and concurrent editors compare it).
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Meet Our Team: one member each, in `sort_order`. */
export const teamMembers = pgTable(
  "team_members",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    description: text("description").notNull().default(""),
    achievements: jsonb("achievements").$type<string[]>().notNull().default([]),
    photoUrl: text("photo_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("team_members_order_idx").on(t.sortOrder, t.id)],
);

/** The gallery's images, in `sort_order`; the category is one of the public filter tabs. */
export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    alt: text("alt").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("gallery_images_order_idx").on(t.sortOrder, t.id),
    check("gallery_images_category_check", sql`${t.category} in ('products', 'projects', 'team')`),
  ],
);

export type ProjectQuantity = { label: string; value: string };
export type ProjectImage = { url: string; caption: string; alt: string };

/** A project the business shows: published ones at /projects and /projects/{slug}, in `sort_order`. */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    client: text("client").notNull().default(""),
    location: text("location").notNull().default(""),
    year: text("year").notNull().default(""),
    duration: text("duration").notNull().default(""),
    status: text("status").notNull().default("Completed"),
    sector: text("sector").notNull().default(""),
    /** One line for cards and the page's description in search results. */
    summary: text("summary").notNull().default(""),
    /** The page's title in search results; empty uses the title. */
    metaTitle: text("meta_title").notNull().default(""),
    quantities: jsonb("quantities").$type<ProjectQuantity[]>().notNull().default([]),
    overview: jsonb("overview").$type<string[]>().notNull().default([]),
    challenges: jsonb("challenges").$type<string[]>().notNull().default([]),
    solutions: jsonb("solutions").$type<string[]>().notNull().default([]),
    images: jsonb("images").$type<ProjectImage[]>().notNull().default([]),
    published: boolean("published").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("projects_published_order_idx").on(t.published, t.sortOrder, t.id),
    check("projects_status_check", sql`${t.status} in ('Completed', 'Ongoing')`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    unit: text("unit").notNull().default("Piece"),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    minOrderUnit: text("min_order_unit").notNull().default("Pieces"),
    imageUrl: text("image_url"),
    specs: jsonb("specs").$type<Specs>().notNull().default({}),
    status: productStatus("status").notNull().default("active"),
    stock: stockLevel("stock").notNull().default("in-stock"),
    views: integer("views").notNull().default(0),
    /** HSN code for GST: articles of cement or concrete unless set. */
    hsnCode: text("hsn_code").notNull().default("6810"),
    gstRate: smallint("gst_rate").notNull().default(18),
    ...timestamps,
  },
  (t) => [
    check("products_gst_rate_check", gstRateCheck(t.gstRate)),
    // A category's active products in id order (category pages, the public list, counts per category): read from this index.
    index("products_category_idx").on(t.categoryId, t.status, t.id),
    index("products_status_idx").on(t.status),
    // The admin list and its CSV export read newest change first: walked from this index, never sorted.
    index("products_updated_idx").on(t.updatedAt, t.id),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** Snapshots, so an inquiry still reads right after its product is renamed or deleted. */
    productName: text("product_name"),
    categoryName: text("category_name"),
    name: text("name").notNull(),
    countryCode: text("country_code").notNull().default("+91"),
    mobile: text("mobile").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit").notNull().default("Pieces"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The lead desk: where the request stands, who works it and when to call back.
    stage: leadStage("stage").notNull().default("new"),
    /** Set while the stage is "lost" (required then); `lostNote` explains "other". */
    lostReason: lostReason("lost_reason"),
    lostNote: text("lost_note"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    nextFollowUpAt: timestamp("next_follow_up_at", { withTimezone: true }),
    /** The first note, call, stage change or quotation: the team's first response, for the median on the dashboard. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** Last change by staff (stage, owner, follow-up, note). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first is a walk of this index from a boundary (see inquiryDayCounts); no sort, no OFFSET over the table.
    index("inquiries_created_idx").on(t.createdAt, t.id),
    // The lead list's filters, each newest first from its own index.
    index("inquiries_stage_created_idx").on(t.stage, t.createdAt, t.id),
    index("inquiries_assigned_created_idx").on(t.assignedTo, t.createdAt, t.id),
    index("inquiries_category_created_idx").on(t.categoryName, t.createdAt, t.id),
    // Follow-ups that can fall due: the open leads only.
    index("inquiries_follow_up_idx")
      .on(t.nextFollowUpAt)
      .where(sql`${t.nextFollowUpAt} is not null and ${t.stage} in ('new', 'contacted', 'quoted')`),
    // The same customer: requests from one number.
    index("inquiries_phone_idx").on(t.mobile, t.countryCode, t.createdAt),
    // Search by name or part of the mobile number.
    index("inquiries_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("inquiries_mobile_trgm_idx").using("gin", sql`${t.mobile} gin_trgm_ops`),
  ],
);

/** A lead's timeline: notes, stage changes, assignments, follow-ups, calls and quotations, by whom and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: leadEventKind("kind").notNull(),
    /** A note's text; empty for the other kinds. */
    body: text("body").notNull().default(""),
    /** What changed: { from, to } of a stage, owner or follow-up; a lost reason; a quotation's number. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lead_events_inquiry_created_idx").on(t.inquiryId, t.createdAt, t.id),
    // The dashboard's "Won this month": stage changes by time.
    index("lead_events_stage_created_idx")
      .on(t.createdAt)
      .where(sql`${t.kind} = 'stage'`),
  ],
);

/** The daily follow-up reminder, claimed per India day and person: one e-mail each, however many instances run. */
export const leadReminderRuns = pgTable(
  "lead_reminder_runs",
  {
    day: date("day").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    countryCode: text("country_code").notNull().default("+91"),
    company: text("company").notNull().default(""),
    projectType: text("project_type").notNull().default(""),
    budget: text("budget").notNull().default(""),
    message: text("message").notNull(),
    status: messageStatus("status").notNull().default("new"),
    ...timestamps,
  },
  // Newest first, of all or of one status tab, is a walk of one of these indexes (see messageDayCounts).
  // The search indexes (GIN: text search and trigrams) are expressions, made in drizzle/0003_scale.sql.
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt, t.id),
    index("contact_messages_status_idx").on(t.status, t.createdAt, t.id),
    // A lead's page lists the messages sent from its number.
    index("contact_messages_phone_idx").on(t.phone),
  ],
);

/**
 * How many contact messages of each status were created on each day (UTC), kept by triggers in the
 * same transaction as every insert, delete and status change (drizzle/0003_scale.sql). The tab
 * counts are their sums, and a deep page starts from the day that holds its first row.
 */
export const messageDayCounts = pgTable(
  "message_day_counts",
  {
    day: date("day").notNull(),
    status: messageStatus("status").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** How many quote requests were created on each day (UTC), kept like messageDayCounts. */
export const inquiryDayCounts = pgTable("inquiry_day_counts", {
  day: date("day").primaryKey(),
  n: integer("n").notNull(),
});

// The lead desk dashboard's figures, kept by one trigger on quote requests in the same transaction
// as every insert, change and delete (drizzle/0010_lead_counts.sql), so the dashboard reads a few
// rows per day or week shown, however many requests the table holds. Days and weeks are India's.

/** Quote requests by the India week (its Monday) they were created in, their stage and category ("" for none). */
export const leadWeekCounts = pgTable(
  "lead_week_counts",
  {
    week: date("week").notNull(),
    stage: leadStage("stage").notNull(),
    category: text("category").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.stage, t.category] })],
);

/** Open leads (new, contacted, quoted) with a follow-up, by the India day it falls on. */
export const leadFollowUpDayCounts = pgTable("lead_follow_up_day_counts", {
  day: date("day").primaryKey(),
  n: integer("n").notNull(),
});

/** Answered quote requests by the India day they were created and whole seconds to the first response. */
export const leadResponseCounts = pgTable(
  "lead_response_counts",
  {
    day: date("day").notNull(),
    seconds: integer("seconds").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.seconds] })],
);

/**
 * Won leads by the India month of their last change to won, with the sum of their values (price ×
 * quantity when they became won; none when the product was gone).
 */
export const leadWonMonthCounts = pgTable("lead_won_month_counts", {
  month: date("month").primaryKey(),
  n: integer("n").notNull(),
  value: numeric("value").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    role: userRole("role").notNull().default("manager"),
    passwordHash: text("password_hash").notNull(),
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set while an admin has taken the account's access away: it cannot sign in and its tokens are refused. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const messageReplies = pgTable("message_replies", {
  id: serial("id").primaryKey(),
  messageId: integer("message_id")
    .notNull()
    .references(() => contactMessages.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  /** 'sent', 'failed', or 'not-configured' when no SMTP server is set. */
  mailStatus: text("mail_status").notNull().default("not-configured"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** `case split_part(action, '.', 1) when 'product' then 'products' … end`: the kinds of schemas/activity.ts. */
const activityKindColumn = sql.raw(
  `case split_part(action, '.', 1) ${Object.entries(ACTIVITY_KIND_OF_PREFIX)
    .map(([prefix, kind]) => `when '${prefix}' then '${kind}'`)
    .join(" ")} end`,
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The activity filter's kind of the action (schemas/activity.ts), kept by PostgreSQL; null for an action no kind covers. */
    kind: text("kind").generatedAlwaysAs(activityKindColumn),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_user_created_idx").on(t.userId, t.createdAt),
    // One kind's entries newest first (the activity filter) are a walk of this index.
    index("audit_log_kind_created_idx").on(t.kind, t.createdAt, t.id),
  ],
);

/** Fixed-window counters shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * Failed sign-ins per e-mail address (known or not) and client address: past a few, that pair
 * waits, growing. Keyed on the pair, so a stranger's guesses never make the owner wait.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_failures_last_failed_idx").on(t.lastFailedAt)],
);

/** A signed-in session: one row per token issued, so an idle session can end (tokens carry no session id). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_last_seen_idx").on(t.lastSeenAt), index("sessions_user_idx").on(t.userId)],
);

/** First answer to a POST carrying an Idempotency-Key, stored in the same transaction as its effect. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the validated request: a key replays only for the same request. */
    requestHash: text("request_hash").notNull().default(""),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Values the app generates once and every instance shares (the token signing secret). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * A quotation: numbered per Indian financial year (QT/2026-27/0001) from quotation_counters in the
 * creating transaction, so numbers have no gaps or duplicates however many instances create at
 * once; a new version copies the original as QT/…/0001-R1 without a counter. The customer, the
 * seller (as it was when made) and the totals are snapshots; the lines are quotation_items.
 */
export const quotations = pgTable(
  "quotations",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    /** "2026-27". */
    fy: text("fy").notNull(),
    seq: integer("seq").notNull(),
    /** 0 for the original, n for "-Rn". */
    revision: integer("revision").notNull().default(0),
    /** The original's id for a revision. */
    baseId: integer("base_id").references((): AnyPgColumn => quotations.id, { onDelete: "set null" }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    status: quotationStatus("status").notNull().default("draft"),
    customerName: text("customer_name").notNull(),
    company: text("company").notNull().default(""),
    billingAddress: text("billing_address").notNull(),
    /** GST state code of the place of supply, e.g. "24". */
    stateCode: text("state_code").notNull(),
    customerGstin: text("customer_gstin"),
    countryCode: text("country_code").notNull().default("+91"),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    freightAmount: numeric("freight_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    freightHsn: text("freight_hsn").notNull().default("996511"),
    freightGstRate: smallint("freight_gst_rate").notNull().default(18),
    /** The last day (India) the quotation holds. */
    validUntil: date("valid_until").notNull(),
    terms: text("terms").notNull().default(""),
    notes: text("notes").notNull().default(""),
    subtotal: numeric("subtotal", { precision: 14, scale: 2 }).notNull(),
    taxTotal: numeric("tax_total", { precision: 14, scale: 2 }).notNull(),
    roundOff: numeric("round_off", { precision: 14, scale: 2 }).notNull(),
    grandTotal: numeric("grand_total", { precision: 14, scale: 2 }).notNull(),
    /** The customer's state is the seller's: CGST + SGST, else IGST. */
    intraState: boolean("intra_state").notNull(),
    seller: jsonb("seller").$type<Seller>().notNull(),
    /** The customer's link /q/{token}: 24 random bytes, base64url. */
    token: text("token").notNull().unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    acceptedMobile: text("accepted_mobile"),
    deliveryNote: text("delivery_note"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
  },
  (t) => [
    check("quotations_freight_gst_rate_check", gstRateCheck(t.freightGstRate)),
    // The list: newest first, of all or of one stored status.
    index("quotations_created_idx").on(t.createdAt, t.id),
    index("quotations_status_created_idx").on(t.status, t.createdAt, t.id),
    index("quotations_inquiry_idx").on(t.inquiryId),
    index("quotations_base_idx").on(t.baseId, t.revision),
  ],
);

export const quotationItems = pgTable(
  "quotation_items",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    hsn: text("hsn").notNull(),
    quantity: numeric("quantity", { precision: 14, scale: 3 }).notNull(),
    unit: text("unit").notNull(),
    rate: numeric("rate", { precision: 14, scale: 2 }).notNull(),
    discountPct: numeric("discount_pct", { precision: 5, scale: 2 }).notNull().default("0"),
    gstRate: smallint("gst_rate").notNull(),
  },
  (t) => [check("quotation_items_gst_rate_check", gstRateCheck(t.gstRate)), index("quotation_items_quotation_idx").on(t.quotationId, t.position)],
);

/** The last quotation number used in each financial year ("2026-27"). */
export const quotationCounters = pgTable("quotation_counters", {
  fy: text("fy").primaryKey(),
  last: integer("last").notNull(),
});

export const backupStatus = pgEnum("backup_status", ["running", "ok", "failed"]);

/**
 * One row per backup run. `slot` is unique: "daily:2026-11-23" for the scheduled run of an India
 * date, "manual:<ISO time>" for "Back up now", so one instance alone wins a day's run however many
 * are running the schedule.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    slot: text("slot").notNull().unique(),
    /** daily (the schedule), manual ("Back up now", startedBy), command (`npm run backup`). */
    kind: text("kind", { enum: ["daily", "manual", "command"] }).notNull(),
    status: backupStatus("status").notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The backup file's name in BACKUP_DIR, once written. */
    fileName: text("file_name"),
    /** Backups with uploaded files can pass 2 GB. */
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
    startedBy: integer("started_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt), index("backup_runs_status_finished_idx").on(t.status, t.finishedAt)],
);

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("upload_files_name_check", sql`${t.name} ~ '^[0-9a-f]{32}-[0-9]{1,5}\\.webp$'`), index("upload_files_created_idx").on(t.createdAt)],
);
