/**
 * The activity log (GET /api/activity): its kinds of change and the query of its filters, shared by
 * the API and the browser's filter form, so both apply the same rule with the same words.
 */
import { z } from "zod";
import { blankIsAbsent, dayRangeParams, lastDayNotBeforeFirst, MAX_ID, pageParam } from "#schemas/query";

/**
 * The kinds of change the activity filter offers, in the filter's order: the one list of kinds. The
 * API's filter, the screen's list and the stored kind of each entry all come from it, with the
 * labels and the action prefixes below (each kind must have both).
 */
export const ACTIVITY_KINDS = [
  "products",
  "categories",
  "messages",
  "inquiries",
  "quotations",
  "customers",
  "orders",
  "invoices",
  "content",
  "staff",
  "settings",
  "sign-ins",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What the filter shows for each kind. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  products: "Products",
  categories: "Categories",
  messages: "Messages",
  inquiries: "Leads",
  content: "Site content",
  quotations: "Quotations",
  customers: "Customers",
  orders: "Orders and dispatches",
  invoices: "Invoices and payments",
  staff: "Staff",
  settings: "Settings",
  "sign-ins": "Sign-ins",
};

/**
 * The first part of an audit action (before its dot) for each kind: `product.update` is a change of
 * products, `auth.login` a sign-in. The database stores the kind of each entry from the same map
 * (audit_log.kind, server/core/db/schema.ts), so the filter reads an index. Every feature's audit
 * actions belong to a kind (the server refuses to start otherwise): a new feature adds its prefix
 * here, and a migration (npm run db:generate) then stores the kind of its entries.
 */
export const ACTIVITY_KIND_OF_PREFIX: Record<string, ActivityKind> = {
  product: "products",
  category: "categories",
  message: "messages",
  inquiry: "inquiries",
  quotation: "quotations",
  customer: "customers",
  order: "orders",
  dispatch: "orders",
  invoice: "invoices",
  payment: "invoices",
  content: "content",
  user: "staff",
  settings: "settings",
  // Backups are made and downloaded on the Settings screen.
  backup: "settings",
  // Integrations (marketplaces and lead webhooks) are set on the Settings screen.
  integration: "settings",
  auth: "sign-ins",
};

/** The kind of an action, "other" for one no kind covers. */
export function activityKindOf(action: string): ActivityKind | "other" {
  const prefix = action.split(".", 1)[0];
  return Object.hasOwn(ACTIVITY_KIND_OF_PREFIX, prefix) ? ACTIVITY_KIND_OF_PREFIX[prefix] : "other";
}

/** Entries per page of the activity log. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * `?page=1&user=<id>&kind=<kind>&from=YYYY-MM-DD&to=YYYY-MM-DD`, every part optional. The days are
 * India's (Asia/Kolkata), both included. A value that does not fit is refused, naming its field.
 */
export const activityQuery = z
  .object({
    page: pageParam,
    user: z.preprocess(
      blankIsAbsent,
      z.coerce
        .number("Choose a person from the list")
        .int("Choose a person from the list")
        .min(1, "Choose a person from the list")
        .max(MAX_ID, "Choose a person from the list")
        .optional(),
    ),
    kind: z.preprocess(blankIsAbsent, z.enum(ACTIVITY_KINDS, "Choose a kind of change from the list").optional()),
    ...dayRangeParams,
  })
  .superRefine(lastDayNotBeforeFirst);
export type ActivityQuery = z.output<typeof activityQuery>;
