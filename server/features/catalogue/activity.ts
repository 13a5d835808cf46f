/** The catalogue's audit entries (products) and the activity screen's sentence for each. */
import { SPEC_LABELS } from "#schemas/product-fields";
import { formatRupees } from "#schemas/format";
import { activityOf, type Change } from "../../core/audit";
import { changesOf, joinClauses, text } from "../../core/audit-sentences";

const PRODUCT_AUDIT_ACTIONS = ["product.create", "product.update", "product.toggle-status", "product.delete"] as const;
export type ProductAuditAction = (typeof PRODUCT_AUDIT_ACTIONS)[number];

const STATUS_WORDS: Record<string, string> = { active: "active", inactive: "inactive", draft: "draft" };
const STOCK_WORDS: Record<string, string> = { "in-stock": "in stock", "low-stock": "low stock", "out-of-stock": "out of stock" };
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
  images: "images",
  pieces_per_sqm: "pieces per square metre",
  weight_kg: "weight per unit",
  hsn_code: "HSN code",
  gst_rate: "GST rate",
  ...Object.fromEntries(Object.entries(SPEC_LABELS).map(([k, label]) => [k, label.toLowerCase()])),
  translations: "Gujarati and Hindi texts",
};
/** Fields whose values are too long or say nothing read aloud: the sentence names them only. */
const NAMED_ONLY = new Set(["description", "image", "translations"]);

type ImageEntry = { url?: unknown; alt?: unknown };
const imageList = (v: unknown): ImageEntry[] => (Array.isArray(v) ? (v as ImageEntry[]) : []);

/** "the images of X (3 instead of 1)", "(new order)", "(alt text)": what an edit did to the images. */
function imagesClause(change: Change, of: string): string {
  const from = imageList(change.from);
  const to = imageList(change.to);
  const urls = (list: ImageEntry[]) => list.map((i) => String(i.url));
  const what: string[] = [];
  if (from.length !== to.length) what.push(`${to.length} instead of ${from.length}`);
  else if (urls(from).join("\n") !== urls(to).join("\n"))
    what.push([...urls(from)].sort().join("\n") === [...urls(to)].sort().join("\n") ? "new order" : "replaced");
  const altOf = new Map(from.map((i) => [String(i.url), i.alt]));
  if (to.some((i) => altOf.has(String(i.url)) && altOf.get(String(i.url)) !== i.alt)) what.push("alt text");
  return what.length ? `the images${of} (${what.join(", ")})` : `the images${of}`;
}

function productValue(field: string, v: unknown): string | undefined {
  if (v === null || v === undefined || v === "") return undefined;
  if (field === "weight_kg") return `${text(v) ?? JSON.stringify(v)} kg`;
  if (field === "price") return formatRupees(v as number | string);
  if (field === "status") return STATUS_WORDS[String(v)] ?? String(v);
  if (field === "stock") return STOCK_WORDS[String(v)] ?? String(v);
  if (field === "gst_rate") return `${text(v) ?? JSON.stringify(v)} %`;
  return text(v) ?? JSON.stringify(v);
}

/** "the price of X from ₹12 to ₹13", "the color to Grey", "the description of X". */
function productClause(field: string, change: Change, of: string): string {
  if (field === "images") return imagesClause(change, of);
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

export const productActivity = activityOf(PRODUCT_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  const product = text(d.name) ?? (e.entityId ? `product #${e.entityId}` : "a product");
  /** "the product Zig-Zag Paver", or "product #7" when the entry has no name. */
  const theProduct = text(d.name) ? `the product ${text(d.name)}` : product;
  switch (e.action) {
    case "product.create":
      return `${actor} added ${theProduct}${text(d.category) ? ` in ${text(d.category)}` : ""}`;
    case "product.update":
      return productUpdateSentence(actor, d, product);
    case "product.toggle-status": {
      const to = changesOf(d)?.status?.to ?? d.status;
      if (to === "active") return `${actor} activated ${product}`;
      if (to === "inactive") return `${actor} deactivated ${product}`;
      return to === "draft" ? `${actor} made ${product} a draft` : `${actor} changed the status of ${product}`;
    }
    case "product.delete":
      return `${actor} deleted ${theProduct}`;
  }
});
