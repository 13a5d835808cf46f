/** The Our Clients page's content (site_content key "clients"): read with today's site as the fallback, and saved as one document. */
import { CLIENTS_TRANSLATED, type ClientsContent } from "#schemas/clients-content";
import type { Lang } from "#schemas/languages";
import { localize } from "#schemas/translations";
import { CLIENT_FIGURES, SECTORS } from "./seed-data/sectors";
import { TESTIMONIALS } from "./seed-data/testimonials";
import type { SiteContent } from "./site-content";
import type { Actor } from "../../core/audit";

/** The page as the site first showed it (the seed, and the fallback before it is written): every testimonial published. */
export const CLIENTS_SEED: ClientsContent = {
  figures: CLIENT_FIGURES.map((f) => ({ ...f })),
  sectors: SECTORS.map((s) => ({ name: s.name, clients: s.clients, text: s.text, projects: [...s.projects], translations: s.translations })),
  testimonials: TESTIMONIALS.map((t) => ({ name: t.name, role: t.role, text: t.quote, rating: t.rating, published: true, translations: t.translations })),
};

const clientsDocument = { key: "clients", fallback: CLIENTS_SEED } as const;
/** A testimonial's or a sector's name: what the screen, the answer and the audit entry call it. */
const nameOf = (entry: unknown) => (entry as { name: string }).name;

export function createClientsContent(siteContent: SiteContent) {
  return {
    read: () => siteContent.read("clients", CLIENTS_SEED),

    /** Our Clients in `lang` (each text in its translation, else in English), hidden testimonials left out. */
    async publicPage(lang: Lang): Promise<ClientsContent> {
      const doc = localize(await siteContent.read("clients", CLIENTS_SEED), CLIENTS_TRANSLATED, lang);
      return { ...doc, testimonials: doc.testimonials.filter((x) => x.published) };
    },
    save: (doc: ClientsContent, actor: Actor) => siteContent.save("clients", doc, actor),

    /** Delete a testimonial at once (siteContent.removeItem): the page may have none. */
    removeTestimonial: (index: number, expected: string | undefined, actor: Actor) =>
      siteContent.removeItem({
        ...clientsDocument,
        list: "testimonials",
        index,
        expected,
        nameOf,
        min: 0,
        action: "content.clients.testimonial.delete",
        actor,
      }),

    /** Delete a sector card at once: the page keeps at least one. */
    removeSector: (index: number, expected: string | undefined, actor: Actor) =>
      siteContent.removeItem({ ...clientsDocument, list: "sectors", index, expected, nameOf, min: 1, action: "content.clients.sector.delete", actor }),
  };
}
