import { sql } from "drizzle-orm";
import type { Lang } from "#schemas/languages";
import { bigserial, boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LeadEstimate } from "#schemas/estimate";
import { LEAD_EVENT_KINDS, LEAD_STAGES, LOST_REASONS } from "#schemas/leads";
import { LEAD_SOURCES, type Attribution, type LeadSourceDetails } from "#schemas/lead-sources";
import { countsTable, dayCountsTable, optionalRef, requiredRef } from "./columns";
import { users } from "./accounts";
import { categories, products } from "./catalogue";
import { customers } from "./customers";
import { contactMessages } from "./messages";

export const leadStage = pgEnum("lead_stage", LEAD_STAGES);
export const lostReason = pgEnum("lost_reason", LOST_REASONS);
export const leadEventKind = pgEnum("lead_event_kind", LEAD_EVENT_KINDS);
export const leadSource = pgEnum("lead_source", LEAD_SOURCES);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    productId: optionalRef("product_id", () => products.id),
    /** Snapshots, so an inquiry still reads right after its product is renamed or deleted. */
    productName: text("product_name"),
    /** The category's name when the request came; shown only once the category is gone (categoryId null). */
    categoryName: text("category_name"),
    /** The category the lead belongs to: shown, filtered and counted by its current name. */
    categoryId: optionalRef("category_id", () => categories.id),
    /** The customer the lead turned into, once a quotation was accepted or an order made for it. */
    customerId: optionalRef("customer_id", () => customers.id),
    name: text("name").notNull(),
    countryCode: text("country_code").notNull().default("+91"),
    mobile: text("mobile").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit").notNull().default("Pieces"),
    /** The instant estimate the request was sent with: the buyer's inputs and the figures the server worked out; null without one. */
    estimate: jsonb("estimate").$type<LeadEstimate>(),
    /** Where the lead came from; the site's own quote requests are "website". */
    source: leadSource("source").notNull().default("website"),
    /** What the marketplace or webhook said beyond these columns (e-mail, company, city, its own id, IndiaMART's query type). */
    sourceDetails: jsonb("source_details").$type<LeadSourceDetails>().notNull().default({}),
    /** The visit that led to a website request (landing page, referrer, campaign); null when the browser sent none. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /** The language of the page a website request was sent from (staff answer in it); null for leads from elsewhere. */
    language: text("language").$type<Lang>(),
    /** The contact message staff made this lead from. */
    messageId: optionalRef("message_id", () => contactMessages.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The lead desk: where the request stands, who works it and when to call back.
    stage: leadStage("stage").notNull().default("new"),
    /** Set while the stage is "lost" (required then); `lostNote` explains "other". */
    lostReason: lostReason("lost_reason"),
    lostNote: text("lost_note"),
    assignedTo: optionalRef("assigned_to", () => users.id),
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
    index("inquiries_category_created_idx").on(t.categoryId, t.createdAt, t.id),
    index("inquiries_customer_idx").on(t.customerId),
    index("inquiries_source_created_idx").on(t.source, t.createdAt, t.id),
    index("inquiries_message_idx").on(t.messageId),
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
    inquiryId: requiredRef("inquiry_id", () => inquiries.id, "cascade"),
    userId: optionalRef("user_id", () => users.id),
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

/**
 * Every enquiry that arrived from outside (a marketplace record, a webhook call) by its key, such as
 * "indiamart:<UNIQUE_QUERY_ID>", "tradeindia:<rfi_id>" or "webhook:<id>:<external_id>": a record
 * seen again (an overlapping window, a replayed call, two instances pulling at once) makes nothing new.
 * `created` says whether it made a lead or went on an open lead's timeline as asked again.
 */
export const leadIntakes = pgTable("lead_intakes", {
  key: text("key").primaryKey(),
  inquiryId: optionalRef("inquiry_id", () => inquiries.id),
  created: boolean("created").notNull(),
  /** What the first call was answered, for a webhook's replay. */
  answer: jsonb("answer").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The daily follow-up reminder, claimed per India day and person: one e-mail each, however many instances run. */
export const leadReminderRuns = pgTable(
  "lead_reminder_runs",
  {
    day: date("day").notNull(),
    userId: requiredRef("user_id", () => users.id, "cascade"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * The leads each India day's reminders named, one row a lead: a lead is in at most one reminder
 * e-mail a day, and a follow-up set after its owner's day was claimed is e-mailed when it falls due.
 */
export const leadReminderLeads = pgTable(
  "lead_reminder_leads",
  {
    day: date("day").notNull(),
    inquiryId: requiredRef("inquiry_id", () => inquiries.id, "cascade"),
    /** Whom the e-mail naming it went to. */
    userId: requiredRef("user_id", () => users.id, "cascade"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.inquiryId] })],
);

/** How many quote requests were created on each day (UTC), kept like messageDayCounts. */
export const inquiryDayCounts = dayCountsTable("inquiry_day_counts");

// The lead desk dashboard's figures, kept by one trigger on quote requests in the same transaction
// as every insert, change and delete (drizzle/0010_lead_counts.sql), so the dashboard reads a few
// rows per day or week shown, however many requests the table holds. Days and weeks are India's.

/**
 * Quote requests by the India week (its Monday) they were created in, their stage and category:
 * its id, or for a lead without one (0) the name it kept ("" for none), so a renamed category
 * stays one category.
 */
export const leadWeekCounts = countsTable("lead_week_counts", {
  week: date("week").notNull(),
  stage: leadStage("stage").notNull(),
  categoryId: integer("category_id").notNull(),
  category: text("category").notNull(),
});

/** Open leads (new, contacted, quoted) with a follow-up, by the India day it falls on. */
export const leadFollowUpDayCounts = dayCountsTable("lead_follow_up_day_counts");

/** Answered quote requests by the India day they were created and whole seconds to the first response. */
export const leadResponseCounts = countsTable("lead_response_counts", {
  day: date("day").notNull(),
  seconds: integer("seconds").notNull(),
});

/**
 * Won leads by the India month of their last change to won, with the sum of their values (price ×
 * quantity when they became won; none when the product was gone).
 */
export const leadWonMonthCounts = pgTable("lead_won_month_counts", {
  month: date("month").primaryKey(),
  n: integer("n").notNull(),
  value: numeric("value").notNull(),
});
