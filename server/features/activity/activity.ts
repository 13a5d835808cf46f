import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { ACTIVITY_PAGE_SIZE, activityKindOf, type ActivityQuery } from "#schemas/activity";
import { SPEC_LABELS } from "#schemas/product-fields";
import { LEAD_STAGE_LABELS, LOST_REASON_LABELS, type LeadStage, type LostReason } from "#schemas/leads";
import type { ActivityEntry } from "#schemas/wire";
import { formatBytes, formatRupees } from "#schemas/format";
import type { Db } from "../../core/db/connection";
import { auditLog, users } from "../../core/db/schema";
import type { Change, Changes } from "../../core/audit";
import { addDays, formatIndiaDateTime, indiaDayStart } from "#schemas/india-time";

/**
 * The activity log's total is exact up to this many entries; past it the answer says `capped` and
 * the pages cover the newest this many of the filter (a date range reaches older ones). Counting
 * every entry of a log of millions on each page would read all of them.
 */
export const ACTIVITY_COUNT_LIMIT = 10_000;

type Row = {
  id: number;
  createdAt: Date;
  userId: number | null;
  action: string;
  entityId: string | null;
  details: Record<string, unknown>;
  userName: string | null;
  userEmail: string | null;
};

export function createActivity(db: Db) {
  return {
    /**
     * One page of the audit log, newest first (created_at, then id), 50 a page, filtered by person,
     * kind (the stored audit_log.kind) and days in India's time, both included. Each filter is an
     * index: (created_at), (user_id, created_at) or (kind, created_at, id). A page past the end
     * answers no rows with the true total, as the other admin lists do.
     */
    async list(q: ActivityQuery): Promise<{ data: ActivityEntry[]; total: number; capped: boolean }> {
      const where = and(
        q.user !== undefined ? eq(auditLog.userId, q.user) : undefined,
        q.kind ? eq(auditLog.kind, q.kind) : undefined,
        q.from ? gte(auditLog.createdAt, indiaDayStart(q.from)) : undefined,
        q.to ? lt(auditLog.createdAt, indiaDayStart(addDays(q.to, 1))) : undefined,
      );
      const upToLimit = db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where)
        .limit(ACTIVITY_COUNT_LIMIT + 1)
        .as("matching");
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(upToLimit);
      const capped = n > ACTIVITY_COUNT_LIMIT;
      const total = capped ? ACTIVITY_COUNT_LIMIT : n;
      const skip = (q.page - 1) * ACTIVITY_PAGE_SIZE;
      if (skip >= total) return { data: [], total, capped };
      const rows: Row[] = await db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          userId: auditLog.userId,
          action: auditLog.action,
          entityId: auditLog.entityId,
          details: auditLog.details,
          userName: users.name,
          userEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(Math.min(ACTIVITY_PAGE_SIZE, total - skip))
        .offset(skip);
      return { data: rows.map(toEntry), total, capped };
    },
  };
}
export type Activity = ReturnType<typeof createActivity>;

function toEntry(r: Row): ActivityEntry {
  const name = r.userId === null ? null : r.userName || r.userEmail || `User #${r.userId}`;
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    user: r.userId === null ? null : { id: r.userId, name: name! },
    action: r.action,
    kind: activityKindOf(r.action),
    summary: activitySentence({ action: r.action, details: r.details, entityId: r.entityId, actorName: name }),
  };
}

// Sentences

const STATUS_WORDS: Record<string, string> = { active: "active", inactive: "inactive", draft: "draft" };
const STOCK_WORDS: Record<string, string> = { "in-stock": "in stock", "low-stock": "low stock", "out-of-stock": "out of stock" };
const MESSAGE_STATUS_WORDS: Record<string, string> = { new: "new", resolved: "resolved" };
/** How each recorded field of a product is named in a sentence, in the order the sentence lists them. */
const PRODUCT_FIELD_WORDS: Record<string, string> = {
  price: "price",
  unit: "unit",
  minOrder: "minimum order",
  stock: "stock",
  status: "status",
  category: "category",
  description: "description",
  image: "image",
  hsn_code: "HSN code",
  gst_rate: "GST rate",
  ...Object.fromEntries(Object.entries(SPEC_LABELS).map(([k, label]) => [k, label.toLowerCase()])),
};
/** Fields whose values are too long or say nothing read aloud: the sentence names them only. */
const NAMED_ONLY = new Set(["description", "image"]);
const SETTINGS_FIELD_WORDS: Record<string, string> = { email: "e-mail address", role: "role", password: "password" };

const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : typeof v === "number" ? String(v) : undefined);
const isChange = (v: unknown): v is Change => Boolean(v) && typeof v === "object" && "from" in (v as object) && "to" in (v as object);
const changesOf = (details: Record<string, unknown>): Changes | undefined => {
  const c = details.changes;
  if (!c || typeof c !== "object" || Array.isArray(c)) return undefined;
  return Object.fromEntries(Object.entries(c).filter(([, v]) => isChange(v))) as Changes;
};

/** "a", "a and b", "a, b and c". */
export function joinClauses(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** "an admin", "a manager". */
const roleWithArticle = (role: unknown) => (role === "admin" ? "an admin" : role === "manager" ? "a manager" : `a ${text(role)}`);

function productValue(field: string, v: unknown): string | undefined {
  if (v === null || v === undefined || v === "") return undefined;
  if (field === "price") return formatRupees(v as number | string);
  if (field === "status") return STATUS_WORDS[String(v)] ?? String(v);
  if (field === "stock") return STOCK_WORDS[String(v)] ?? String(v);
  if (field === "gst_rate") return `${text(v) ?? JSON.stringify(v)} %`;
  return text(v) ?? JSON.stringify(v);
}

/** "the price of X from ₹12 to ₹13", "the color to Grey", "the description of X". */
function productClause(field: string, change: Change, of: string): string {
  const label = `the ${PRODUCT_FIELD_WORDS[field] ?? field}${of}`;
  if (NAMED_ONLY.has(field)) return label;
  const from = productValue(field, change.from);
  const to = productValue(field, change.to);
  if (from === undefined) return `${label} to ${to ?? "none"}`;
  return `${label} from ${from} to ${to ?? "none"}`;
}

function productUpdateSentence(actor: string, details: Record<string, unknown>, name: string): string {
  const changes = changesOf(details);
  if (!changes) {
    // Written before values were recorded: the fields the edit sent.
    const fields = Array.isArray(details.fields) ? details.fields.filter((f) => typeof f === "string") : [];
    return fields.length ? `${actor} changed ${name} (${fields.join(", ")})` : `${actor} changed ${name}`;
  }
  const order = Object.keys(PRODUCT_FIELD_WORDS);
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  const fields = Object.keys(changes)
    .filter((f) => f !== "name")
    .sort((a, b) => rank(a) - rank(b));
  const rename = changes.name;
  const parts: string[] = [];
  if (rename) parts.push(`renamed ${text(rename.from) ?? "a product"} to ${text(rename.to) ?? name}`);
  if (fields.length) {
    const clauses = fields.map((f, i) => productClause(f, changes[f], i === 0 && !rename ? ` of ${name}` : ""));
    parts.push(`changed ${joinClauses(clauses)}`);
  }
  if (!parts.length) return `${actor} saved ${name} without changing anything`;
  return `${actor} ${parts.join(" and ")}`;
}

/**
 * "renamed the category Pavers to Paver Blocks and changed its description and image", "changed
 * the image of the category Kerb Stone". The address (slug) follows the name and goes unsaid.
 */
function categoryUpdateSentence(actor: string, changes: Changes | undefined, category: string): string {
  const rename = changes?.name;
  const others = ["description", "image"].filter((f) => changes?.[f]);
  if (!rename && !others.length) return `${actor} saved ${category} without changing anything`;
  if (!rename) return `${actor} changed the ${joinClauses(others)} of ${category}`;
  const renamed = `${actor} renamed the category ${text(rename.from) ?? "?"} to ${text(rename.to) ?? "?"}`;
  return others.length ? `${renamed} and changed its ${joinClauses(others)}` : renamed;
}

/** "moved the quote request of X from New to Contacted", "… from Contacted to Lost (Price)". */
function leadStageSentence(actor: string, lead: string, change: Change | undefined, reason: unknown): string {
  const label = (v: unknown) => (typeof v === "string" && Object.hasOwn(LEAD_STAGE_LABELS, v) ? LEAD_STAGE_LABELS[v as LeadStage] : text(v));
  const to = label(change?.to);
  if (!change || !to) return `${actor} changed the stage of ${lead}`;
  const why =
    change.to === "lost" && typeof reason === "string" && Object.hasOwn(LOST_REASON_LABELS, reason) ? ` (${LOST_REASON_LABELS[reason as LostReason]})` : "";
  if (change.from === change.to) return `${actor} changed why ${lead} was lost to ${LOST_REASON_LABELS[reason as LostReason] ?? "another reason"}`;
  const from = label(change.from);
  return from ? `${actor} moved ${lead} from ${from} to ${to}${why}` : `${actor} moved ${lead} to ${to}${why}`;
}

function settingsSentence(actor: string, details: Record<string, unknown>): string {
  const changes = changesOf(details) ?? {};
  const fields = Array.isArray(details.fields) ? details.fields.filter((f): f is string => typeof f === "string") : Object.keys(changes);
  if (!fields.length) return `${actor} saved their settings without changing anything`;
  const clauses = fields.map((f) => {
    const c = changes[f];
    const label = `their ${SETTINGS_FIELD_WORDS[f] ?? f}`;
    return c && text(c.from) && text(c.to) ? `${label} from ${text(c.from)} to ${text(c.to)}` : label;
  });
  return `${actor} changed ${joinClauses(clauses)}`;
}

/** How each recorded field of a project is named in a sentence, in the order the sentence lists them. */
const PROJECT_FIELD_WORDS: Record<string, string> = {
  slug: "address",
  status: "status",
  client: "client",
  location: "location",
  sector: "sector",
  year: "year",
  duration: "duration",
  summary: "summary",
  meta_title: "title in search results",
  quantities: "quantities",
  overview: "overview",
  challenges: "challenges",
  solutions: "solutions",
  images: "images",
};

/** "published the project X", "renamed the project X to Y and changed its status from Ongoing to Completed and images", "changed the images of the project X". */
function projectUpdateSentence(actor: string, details: Record<string, unknown>): string {
  const name = text(details.title) ?? "a project";
  const changes = changesOf(details) ?? {};
  const parts: string[] = [];
  if (changes.title) parts.push(`renamed the project ${text(changes.title.from) ?? "without a title"} to ${text(changes.title.to) ?? name}`);
  if (changes.published) parts.push(changes.published.to === true ? `published the project ${name}` : `made the project ${name} a draft`);
  const order = Object.keys(PROJECT_FIELD_WORDS);
  const fields = order.filter((f) => f in changes);
  if (fields.length) {
    const clauses = fields.map((f) => {
      const c = changes[f];
      return f === "status" && text(c.from) && text(c.to) ? `status from ${text(c.from)} to ${text(c.to)}` : PROJECT_FIELD_WORDS[f];
    });
    parts.push(parts.length ? `changed its ${joinClauses(clauses)}` : `changed the ${joinClauses(clauses)} of the project ${name}`);
  }
  if (!parts.length) return `${actor} saved the project ${name} without changing anything`;
  return `${actor} ${parts.join(" and ")}`;
}

/**
 * The sentence the activity screen shows for an audit entry: who did what, from the action, its
 * details and the actor's name, e.g. "Priya Sharma changed the price of Zig-Zag Paver Block 60 mm
 * from ₹12 to ₹13". Entries written before details carried names or values still read as a
 * sentence (ids and field names instead); an action not listed here reads "{name} did {action}".
 */
export function activitySentence(e: { action: string; details: Record<string, unknown>; entityId: string | null; actorName: string | null }): string {
  const d = e.details ?? {};
  const actor = e.actorName ?? (e.action.startsWith("auth.") ? "Someone" : "System");
  const from = text(d.address) ? ` from ${text(d.address)}` : "";
  const changes = changesOf(d);
  /** The account an admin changed: "Meera Manager (meera@example.com)", or what is known of it. */
  const account = () => {
    const name = text(d.name);
    const email = text(d.email);
    if (name && email) return `${name} (${email})`;
    return name ?? email ?? (e.entityId ? `user #${e.entityId}` : "an account");
  };
  /** The message a change was about: "the message from Ravi Kumar", or its number. */
  const message = () => {
    const who = text(d.name) ?? text(d.email);
    return who ? `the message from ${who}` : e.entityId ? `message #${e.entityId}` : "a message";
  };
  const product = text(d.name) ?? (e.entityId ? `product #${e.entityId}` : "a product");
  /** The quote request a lead change was about: "the quote request of Ramesh Kumar", or its number. */
  const lead = text(d.name) ? `the quote request of ${text(d.name)}` : e.entityId ? `quote request #${e.entityId}` : "a quote request";
  /** "the product Zig-Zag Paver", or "product #7" when the entry has no name. */
  const theProduct = text(d.name) ? `the product ${text(d.name)}` : product;

  switch (e.action) {
    case "product.create":
      return `${actor} added ${theProduct}${text(d.category) ? ` in ${text(d.category)}` : ""}`;
    case "product.update":
      return productUpdateSentence(actor, d, product);
    case "product.toggle-status": {
      const to = changes?.status?.to ?? d.status;
      if (to === "active") return `${actor} activated ${product}`;
      if (to === "inactive") return `${actor} deactivated ${product}`;
      return to === "draft" ? `${actor} made ${product} a draft` : `${actor} changed the status of ${product}`;
    }
    case "product.delete":
      return `${actor} deleted ${theProduct}`;
    case "category.create":
      return `${actor} added ${text(d.name) ? `the category ${text(d.name)}` : e.entityId ? `category #${e.entityId}` : "a category"}`;
    case "category.update":
      return categoryUpdateSentence(actor, changes, text(d.name) ? `the category ${text(d.name)}` : e.entityId ? `category #${e.entityId}` : "a category");
    case "category.move": {
      const to = changes?.position?.to;
      const where = typeof to === "number" ? ` to place ${to}` : "";
      const name = text(d.name) ? `the category ${text(d.name)}` : e.entityId ? `category #${e.entityId}` : "a category";
      return `${actor} moved ${name} ${d.direction === "down" ? "down" : "up"} in the menu${where}`;
    }
    case "category.delete":
      return `${actor} deleted ${text(d.name) ? `the category ${text(d.name)}` : e.entityId ? `category #${e.entityId}` : "a category"}`;
    case "message.reply":
      return `${actor} replied to ${message()}`;
    case "message.status": {
      const to = MESSAGE_STATUS_WORDS[String(changes?.status?.to ?? d.status)];
      return to ? `${actor} marked ${message()} as ${to}` : `${actor} changed the status of ${message()}`;
    }
    case "message.delete":
      return `${actor} deleted ${message()}`;
    case "inquiry.stage":
      return leadStageSentence(actor, lead, changes?.stage, d.lost_reason ?? changes?.lost_reason?.to);
    case "inquiry.assign": {
      const c = changes?.assigned_to;
      if (c && text(c.to)) return `${actor} assigned ${lead} to ${text(c.to)}`;
      if (c && text(c.from)) return `${actor} unassigned ${text(c.from)} from ${lead}`;
      return c ? `${actor} unassigned ${lead}` : `${actor} changed who works on ${lead}`;
    }
    case "inquiry.follow_up": {
      const to = changes?.next_follow_up_at?.to;
      if (typeof to === "string" && !Number.isNaN(Date.parse(to))) return `${actor} set a follow-up for ${lead} on ${formatIndiaDateTime(to)}`;
      return changes?.next_follow_up_at ? `${actor} cleared the follow-up of ${lead}` : `${actor} changed the follow-up of ${lead}`;
    }
    case "inquiry.note":
      return `${actor} added a note to ${lead}`;
    case "inquiry.note_delete":
      return `${actor} deleted a note from ${lead}`;
    case "inquiry.contact": {
      const who = text(d.name) ?? (e.entityId ? `the customer of quote request #${e.entityId}` : "a customer");
      return d.channel === "whatsapp" ? `${actor} sent a WhatsApp message to ${who}` : `${actor} called ${who}`;
    }
    case "user.create":
      return `${actor} added ${account()}${text(d.role) ? ` as ${roleWithArticle(d.role)}` : ""}`;
    case "user.role": {
      const c = changes?.role;
      if (c && text(c.from) && text(c.to)) return `${actor} changed the role of ${account()} from ${text(c.from)} to ${text(c.to)}`;
      return text(d.role) ? `${actor} made ${account()} ${roleWithArticle(d.role)}` : `${actor} changed the role of ${account()}`;
    }
    case "user.disable":
      return `${actor} disabled the account of ${account()}`;
    case "user.enable":
      return `${actor} enabled the account of ${account()}`;
    case "user.password_reset":
      return `${actor} reset the password of ${account()}`;
    case "settings.update":
      return settingsSentence(actor, d);
    case "auth.login":
      return `${actor} signed in${from}`;
    case "auth.logout":
      return `${actor} signed out on every device`;
    case "auth.login_failed":
      return `Someone failed to sign in as ${text(d.email) ?? e.actorName ?? "an unknown account"}${from}${d.disabled ? " (the account is disabled)" : ""}`;
    case "auth.throttled": {
      const wait = typeof d.wait === "number" ? ` for ${d.wait} seconds` : "";
      if (d.scope === "address" || !text(d.email)) return `Sign-ins${from} were paused after too many attempts`;
      return `Sign-ins as ${text(d.email)}${d.scope === "pair" ? from : ""} were paused${wait} after too many failed attempts`;
    }
    case "auth.revoked_token":
      return d.reason === "idle"
        ? `An idle session of ${actor} was used${from} and ended`
        : `A signed-out session of ${actor} was used${from}${d.reason === "disabled" ? " (the account is disabled)" : ""}`;
    case "auth.email_change":
      return text(d.from) && text(d.to)
        ? `${actor} changed their e-mail address from ${text(d.from)} to ${text(d.to)}`
        : `${actor} changed their e-mail address`;
    case "auth.password_change":
      return `${actor} changed their password`;
    // Quotations: the customer's own answers are nobody's (no account).
    case "quotation.create":
      return `${actor} created quotation ${text(d.number) ?? `#${e.entityId}`} for ${text(d.customer) ?? "a customer"}`;
    case "quotation.update":
      return `${actor} changed quotation ${text(d.number) ?? `#${e.entityId}`}`;
    case "quotation.send":
      return `${actor} sent quotation ${text(d.number) ?? `#${e.entityId}`} ${d.channel === "email" ? `by e-mail${text(d.to) ? ` to ${text(d.to)}` : ""}` : "on WhatsApp"}`;
    case "quotation.revise":
      return `${actor} made ${text(d.number) ?? "a new version"}${text(d.from) ? `, a new version of ${text(d.from)}` : ""}`;
    case "quotation.decline":
      return `${actor} marked quotation ${text(d.number) ?? `#${e.entityId}`} declined`;
    case "quotation.terms":
      return `${actor} changed the default terms of quotations`;
    case "quotation.view":
      return `The customer opened quotation ${text(d.number) ?? `#${e.entityId}`}`;
    case "quotation.accept":
      return `${text(d.name) ?? "The customer"} accepted quotation ${text(d.number) ?? `#${e.entityId}`} online`;
    case "quotation.changes":
      return `The customer asked for changes to quotation ${text(d.number) ?? `#${e.entityId}`}`;
    case "content.project.create":
      return `${actor} added the project ${text(d.title) ?? `#${e.entityId}`}${d.published === false ? " as a draft" : ""}`;
    case "content.project.update":
      return projectUpdateSentence(actor, d);
    case "content.project.delete":
      return `${actor} deleted the project ${text(d.title) ?? `#${e.entityId}`}`;
    case "content.project.move":
      return `${actor} moved the project ${text(d.title) ?? `#${e.entityId}`} ${d.direction === "down" ? "down" : "up"} in the list`;
    case "content.business.update":
      return businessSentence(actor, changes);
    case "content.team.update":
      return teamPageSentence(actor, changes);
    case "content.team-member.create":
      return `${actor} added ${text(d.name) ?? "a member"} to the team${text(d.position) ? ` as ${text(d.position)}` : ""}`;
    case "content.team-member.update":
      return teamMemberUpdateSentence(actor, changes, text(d.name) ?? `team member #${e.entityId}`);
    case "content.team-member.delete":
      return `${actor} removed ${text(d.name) ?? `team member #${e.entityId}`} from the team`;
    case "content.team-member.move":
      return `${actor} moved ${text(d.name) ?? `team member #${e.entityId}`} ${d.direction === "down" ? "down" : "up"} on Meet Our Team`;
    case "content.gallery.create": {
      const titles = Array.isArray(d.titles) ? d.titles.filter((t): t is string => typeof t === "string") : [];
      if (titles.length === 1) return `${actor} added the image ${titles[0]} to the gallery`;
      return `${actor} added ${titles.length || "some"} images to the gallery${titles.length ? ` (${joinClauses(titles)})` : ""}`;
    }
    case "content.gallery.update":
      return galleryUpdateSentence(actor, changes, text(d.title) ?? `#${e.entityId}`);
    case "content.gallery.delete":
      return `${actor} deleted the image ${text(d.title) ?? `#${e.entityId}`} from the gallery`;
    case "content.gallery.move":
      return `${actor} moved the gallery image ${text(d.title) ?? `#${e.entityId}`} ${d.direction === "down" ? "down" : "up"}`;
    case "content.home.update":
      return pageDocumentSentence(actor, changes, HOME_FIELD_WORDS, "the home page");
    case "content.clients.update":
      return pageDocumentSentence(actor, changes, CLIENTS_FIELD_WORDS, "the Our Clients page");
    case "backup.create":
      // `npm run backup` has no signed-in actor: the command is named instead.
      return `${(e.actorName === null && text(d.command)) || actor} made a backup${text(d.name) ? ` (${text(d.name)}${typeof d.bytes === "number" ? `, ${formatBytes(d.bytes)}` : ""})` : ""}`;
    case "backup.download":
      return `${actor} downloaded the backup${text(d.name) ? ` ${text(d.name)}` : ""}`;
    default:
      return `${actor} did ${e.action}`;
  }
}

/** The business details' fields, in the order a sentence names them. */
const BUSINESS_FIELD_WORDS: Record<string, string> = {
  name: "business name",
  shortName: "short name",
  formerName: "former name line",
  tagline: "tagline",
  yearEstablished: "year established",
  addresses: "addresses",
  phones: "phone numbers",
  emails: "e-mail addresses",
  whatsapp: "WhatsApp number",
  hours: "business hours",
  gstin: "GSTIN",
  company: "company information",
  social: "social links",
};

/** "changed the business details (phone numbers and tagline)", "renamed the business X to Y". */
function businessSentence(actor: string, changes: Changes | undefined): string {
  const fields = Object.keys(BUSINESS_FIELD_WORDS).filter((f) => changes?.[f]);
  if (!fields.length) return `${actor} saved the business details without changing anything`;
  const rename = changes?.name;
  const others = fields.filter((f) => f !== "name").map((f) => BUSINESS_FIELD_WORDS[f]);
  if (rename) {
    const renamed = `${actor} renamed the business ${text(rename.from) ?? "?"} to ${text(rename.to) ?? "?"}`;
    return others.length ? `${renamed} and changed its ${joinClauses(others)}` : renamed;
  }
  return `${actor} changed the business details (${joinClauses(others)})`;
}

/** Meet Our Team's document fields, in the order a sentence names them. */
const TEAM_PAGE_FIELD_WORDS: Record<string, string> = {
  group_photo_url: "group photo",
  group_photo_alt: "group photo's alt text",
  group_photo_caption: "group photo's caption",
  values: "values",
};

/** "changed the group photo and values of Meet Our Team". */
/** The home page's and the Our Clients page's fields, in the order a sentence names them. */
const HOME_FIELD_WORDS: Record<string, string> = {
  headline: "headline",
  intro: "introduction",
  slides: "carousel slides",
  figures: "figures",
  reasons: "reasons to choose us",
};
const CLIENTS_FIELD_WORDS: Record<string, string> = { figures: "figures", sectors: "sectors", testimonials: "testimonials" };

/** "changed the carousel slides and figures of the home page". */
function pageDocumentSentence(actor: string, changes: Changes | undefined, words: Record<string, string>, page: string): string {
  const fields = Object.keys(words).filter((f) => changes?.[f]);
  if (!fields.length) return `${actor} saved ${page} without changing anything`;
  return `${actor} changed the ${joinClauses(fields.map((f) => words[f]))} of ${page}`;
}

function teamPageSentence(actor: string, changes: Changes | undefined): string {
  const fields = Object.keys(TEAM_PAGE_FIELD_WORDS).filter((f) => changes?.[f]);
  if (!fields.length) return `${actor} saved Meet Our Team without changing anything`;
  return `${actor} changed the ${joinClauses(fields.map((f) => TEAM_PAGE_FIELD_WORDS[f]))} of Meet Our Team`;
}

const TEAM_MEMBER_FIELD_WORDS: Record<string, string> = { position: "position", description: "description", achievements: "achievements", photo_url: "photo" };

/** "renamed the team member A to B and changed their photo", "changed the position of A from X to Y". */
function teamMemberUpdateSentence(actor: string, changes: Changes | undefined, name: string): string {
  const rename = changes?.name;
  const clauses = Object.keys(TEAM_MEMBER_FIELD_WORDS)
    .filter((f) => changes?.[f])
    .map((f) => {
      const c = changes![f];
      return f === "position" && text(c.from) && text(c.to) ? `position from ${text(c.from)} to ${text(c.to)}` : TEAM_MEMBER_FIELD_WORDS[f];
    });
  if (!rename && !clauses.length) return `${actor} saved the team member ${name} without changing anything`;
  const parts: string[] = [];
  if (rename) parts.push(`renamed the team member ${text(rename.from) ?? "?"} to ${text(rename.to) ?? name}`);
  if (clauses.length) parts.push(rename ? `changed their ${joinClauses(clauses)}` : `changed the ${joinClauses(clauses)} of the team member ${name}`);
  return `${actor} ${parts.join(" and ")}`;
}

const GALLERY_FIELD_WORDS: Record<string, string> = { image_url: "image", alt: "alt text", category: "category" };

/** "renamed the gallery image A to B", "changed the alt text and category of the gallery image A". */
function galleryUpdateSentence(actor: string, changes: Changes | undefined, title: string): string {
  const rename = changes?.title;
  const clauses = Object.keys(GALLERY_FIELD_WORDS)
    .filter((f) => changes?.[f])
    .map((f) => {
      const c = changes![f];
      return f === "category" && text(c.from) && text(c.to) ? `category from ${text(c.from)} to ${text(c.to)}` : GALLERY_FIELD_WORDS[f];
    });
  if (!rename && !clauses.length) return `${actor} saved the gallery image ${title} without changing anything`;
  const parts: string[] = [];
  if (rename) parts.push(`renamed the gallery image ${text(rename.from) ?? "?"} to ${text(rename.to) ?? title}`);
  if (clauses.length) parts.push(rename ? `changed its ${joinClauses(clauses)}` : `changed the ${joinClauses(clauses)} of the gallery image ${title}`);
  return `${actor} ${parts.join(" and ")}`;
}
