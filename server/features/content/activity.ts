/** The site content's audit entries (its pages and ordered collections) and the activity screen's sentence for each. */
import { activityOf, type Changes } from "../../core/audit";
import { changesOf, joinClauses, text } from "../../core/audit-sentences";

/**
 * Each ordered collection's changes (server/core/ordering.ts), then each page's save
 * (`content.<key>.update`, ./site-content.ts, which checks every key is here), then the deletions
 * of one entry of a page's list (siteContent.removeItem).
 */
const CONTENT_AUDIT_ACTIONS = [
  "content.project.create",
  "content.project.update",
  "content.project.delete",
  "content.project.move",
  "content.team-member.create",
  "content.team-member.update",
  "content.team-member.delete",
  "content.team-member.move",
  "content.gallery.create",
  "content.gallery.update",
  "content.gallery.delete",
  "content.gallery.move",
  "content.business.update",
  "content.about.update",
  "content.home.update",
  "content.team.update",
  "content.clients.update",
  "content.freight.update",
  "content.home.slide.delete",
  "content.clients.testimonial.delete",
  "content.clients.sector.delete",
] as const;
export type ContentAuditAction = (typeof CONTENT_AUDIT_ACTIONS)[number];

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
  factoryPin: "factory PIN code",
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

/** "changed the freight settings (road factor from 1.3 to 1.4 and truck types)". */
function freightSentence(actor: string, changes: Changes | undefined): string {
  const clauses: string[] = [];
  const factor = changes?.roadFactor;
  if (factor) clauses.push(`road factor from ${text(factor.from) ?? "none"} to ${text(factor.to) ?? "none"}`);
  if (changes?.trucks) clauses.push("truck types");
  if (!clauses.length) return `${actor} saved the freight settings without changing anything`;
  return `${actor} changed the freight settings (${joinClauses(clauses)})`;
}

/** Meet Our Team's document fields, in the order a sentence names them. */
const TEAM_PAGE_FIELD_WORDS: Record<string, string> = {
  group_photo_url: "group photo",
  group_photo_alt: "group photo's alt text",
  group_photo_caption: "group photo's caption",
  values: "values",
};

/** The home page's and the Our Clients page's fields, in the order a sentence names them. */
const HOME_FIELD_WORDS: Record<string, string> = {
  headline: "headline",
  intro: "introduction",
  slides: "carousel slides",
  figures: "figures",
  reasons: "reasons to choose us",
};
const CLIENTS_FIELD_WORDS: Record<string, string> = { figures: "figures", sectors: "sectors", testimonials: "testimonials" };
const ABOUT_FIELD_WORDS: Record<string, string> = {
  intro: "introduction",
  story: "story",
  leadership: "leadership text",
  vision: "vision",
  specialty: "specialty",
  whyUs: "Why Us points",
  closing: "closing call to action",
};

/** "changed the carousel slides and figures of the home page". */
function pageDocumentSentence(actor: string, changes: Changes | undefined, words: Record<string, string>, page: string): string {
  const fields = Object.keys(words).filter((f) => changes?.[f]);
  if (!fields.length) return `${actor} saved ${page} without changing anything`;
  return `${actor} changed the ${joinClauses(fields.map((f) => words[f]))} of ${page}`;
}

/** "changed the group photo and values of Meet Our Team". */
function teamPageSentence(actor: string, changes: Changes | undefined): string {
  const fields = Object.keys(TEAM_PAGE_FIELD_WORDS).filter((f) => changes?.[f]);
  if (!fields.length) return `${actor} saved Meet Our Team without changing anything`;
  return `${actor} changed the ${joinClauses(fields.map((f) => TEAM_PAGE_FIELD_WORDS[f]))} of Meet Our Team`;
}

/** How an entry of an ordered list is named in its update sentence. */
type EntryWords = {
  /** "the team member", "the gallery image". */
  kind: string;
  /** The field that renames the entry. */
  nameField: string;
  /** The changed fields' words, in the sentence's order. */
  fieldWords: Record<string, string>;
  /** The field whose sentence says from what to what. */
  fromTo: string;
  /** "their", "its". */
  possessive: string;
};

/** "renamed the team member A to B and changed their photo", "changed the alt text and category of the gallery image A". */
function entryUpdateSentence(w: EntryWords, actor: string, changes: Changes | undefined, name: string): string {
  const rename = changes?.[w.nameField];
  const clauses = Object.keys(w.fieldWords)
    .filter((f) => changes?.[f])
    .map((f) => {
      const c = changes![f];
      return f === w.fromTo && text(c.from) && text(c.to) ? `${f} from ${text(c.from)} to ${text(c.to)}` : w.fieldWords[f];
    });
  if (!rename && !clauses.length) return `${actor} saved ${w.kind} ${name} without changing anything`;
  const parts: string[] = [];
  if (rename) parts.push(`renamed ${w.kind} ${text(rename.from) ?? "?"} to ${text(rename.to) ?? name}`);
  if (clauses.length) parts.push(rename ? `changed ${w.possessive} ${joinClauses(clauses)}` : `changed the ${joinClauses(clauses)} of ${w.kind} ${name}`);
  return `${actor} ${parts.join(" and ")}`;
}

const TEAM_MEMBER_WORDS: EntryWords = {
  kind: "the team member",
  nameField: "name",
  fieldWords: { position: "position", description: "description", achievements: "achievements", photo_url: "photo" },
  fromTo: "position",
  possessive: "their",
};

const GALLERY_WORDS: EntryWords = {
  kind: "the gallery image",
  nameField: "title",
  fieldWords: { image_url: "image", alt: "alt text", category: "category" },
  fromTo: "category",
  possessive: "its",
};

export const contentActivity = activityOf(CONTENT_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  const changes = changesOf(d);
  switch (e.action) {
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
      return entryUpdateSentence(TEAM_MEMBER_WORDS, actor, changes, text(d.name) ?? `team member #${e.entityId}`);
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
      return entryUpdateSentence(GALLERY_WORDS, actor, changes, text(d.title) ?? `#${e.entityId}`);
    case "content.gallery.delete":
      return `${actor} deleted the image ${text(d.title) ?? `#${e.entityId}`} from the gallery`;
    case "content.gallery.move":
      return `${actor} moved the gallery image ${text(d.title) ?? `#${e.entityId}`} ${d.direction === "down" ? "down" : "up"}`;
    case "content.home.update":
      return pageDocumentSentence(actor, changes, HOME_FIELD_WORDS, "the home page");
    case "content.clients.update":
      return pageDocumentSentence(actor, changes, CLIENTS_FIELD_WORDS, "the Our Clients page");
    case "content.home.slide.delete":
      return `${actor} deleted the carousel slide ${text(d.name) ?? `#${d.position}`} from the home page`;
    case "content.clients.testimonial.delete":
      return `${actor} deleted the testimonial by ${text(d.name) ?? "a client"} from the Our Clients page`;
    case "content.clients.sector.delete":
      return `${actor} deleted the sector ${text(d.name) ?? `#${d.position}`} from the Our Clients page`;
    case "content.freight.update":
      return freightSentence(actor, changes);
    case "content.about.update":
      return pageDocumentSentence(actor, changes, ABOUT_FIELD_WORDS, "Who We Are");
  }
});
