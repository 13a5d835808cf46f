/** The categories' audit entries and the activity screen's sentence for each. */
import { activityOf, type Changes } from "../../core/audit";
import { changesOf, joinClauses, text } from "../../core/audit-sentences";

const CATEGORY_AUDIT_ACTIONS = ["category.create", "category.update", "category.move", "category.delete"] as const;
export type CategoryAuditAction = (typeof CATEGORY_AUDIT_ACTIONS)[number];

/**
 * "renamed the category Pavers to Paver Blocks and changed its description and image", "changed
 * the image of the category Kerb Stone". The address (slug) follows the name and goes unsaid.
 */
function categoryUpdateSentence(actor: string, changes: Changes | undefined, category: string): string {
  const rename = changes?.name;
  const others = ["description", "image", "translations"].filter((f) => changes?.[f]);
  if (!rename && !others.length) return `${actor} saved ${category} without changing anything`;
  if (!rename) return `${actor} changed the ${joinClauses(others)} of ${category}`;
  const renamed = `${actor} renamed the category ${text(rename.from) ?? "?"} to ${text(rename.to) ?? "?"}`;
  return others.length ? `${renamed} and changed its ${joinClauses(others)}` : renamed;
}

export const categoryActivity = activityOf(CATEGORY_AUDIT_ACTIONS, ({ actor, details: d, ...e }) => {
  const changes = changesOf(d);
  switch (e.action) {
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
  }
});
