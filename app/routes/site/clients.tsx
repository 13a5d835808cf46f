import { Building2, Factory, Hospital, Landmark, Quote } from "lucide-react";
import { CtaBand } from "~/components/site/cta-band";
import { FiguresBand } from "~/components/site/figures-band";
import { PageHero } from "~/components/site/page-hero";
import { StarRating } from "~/components/site/star-rating";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, DESCRIPTION_MAX, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/clients";

/** The page's content (hidden testimonials never leave the server) and its search description, written here (only the server's HTML carries it). */
export async function loader({ context }: Route.LoaderArgs) {
  const { figures, sectors, testimonials } = await context.get(servicesContext).clientsContent.read();
  addBreadcrumbJsonLd(context, CRUMBS);
  return { figures, sectors, testimonials: testimonials.filter((t) => t.published), metaDescription: clientsDescription(figures) };
}

const CRUMBS = crumbsFromHome({ name: "Our Clients", path: "/clients" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Clients",
    description: args.data?.metaDescription ?? `${DESCRIPTION_LEAD}.`,
  });

const DESCRIPTION_LEAD = "Builders, industries, hospitals and public-works departments who trust {business}";

/**
 * The page's search-result description, with the headline figures staff set (Admin → Our Clients),
 * as many as fit: '… who trust {business}: 150+ happy clients, 300+ projects completed and …'.
 */
function clientsDescription(figures: { value: string; label: string }[]): string {
  const lead = DESCRIPTION_LEAD;
  const parts = figures.map((f) => `${f.value} ${f.label.toLowerCase()}`);
  for (let n = parts.length; n > 0; n--) {
    const shown = parts.slice(0, n);
    const list = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown[0];
    const text = `${lead}: ${list}.`;
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  return `${lead}.`;
}

const SECTOR_ICONS = [Landmark, Building2, Factory, Hospital];

export default function Clients({ loaderData }: Route.ComponentProps) {
  const { figures, sectors, testimonials } = loaderData;
  return (
    <>
      <PageHero title="Our Clients" subtitle="The builders, industries and institutions we are proud to supply." crumbs={CRUMBS} />

      <FiguresBand label="Our clients in numbers" figures={figures} />

      <section aria-labelledby="sectors-title" className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="sectors-title" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
          Sectors We Serve
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {sectors.map((s, i) => {
            const Icon = SECTOR_ICONS[i] ?? Building2;
            return (
              <li key={i} className="rounded-xl border border-gray-200 p-6 shadow-sm">
                <div className="flex items-start justify-between gap-4">
                  <div className="flex items-center gap-3">
                    <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                      <Icon aria-hidden="true" className="h-6 w-6" />
                    </span>
                    <h3 className="text-lg font-semibold text-gray-900">{s.name}</h3>
                  </div>
                  <p className="shrink-0 rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800">{s.clients}</p>
                </div>
                <p className="mt-4 text-gray-700">{s.text}</p>
                {s.projects.length > 0 ? (
                  <>
                    <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-gray-600">Notable projects</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
                      {s.projects.map((p, j) => (
                        <li key={j}>{p}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-title" className="bg-gray-50">
          <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
            <h2 id="testimonials-title" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
              What Our Clients Say
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-2">
              {testimonials.map((t, i) => (
                <li key={i}>
                  <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                    <StarRating rating={t.rating} />
                    <blockquote className="mt-4 flex-1 text-gray-700">
                      <Quote aria-hidden="true" className="mb-2 h-6 w-6 text-brand-100" />
                      <p>{t.text}</p>
                    </blockquote>
                    <figcaption className="mt-4">
                      <span className="block font-semibold text-gray-900">{t.name}</span>
                      <span className="text-sm text-gray-600">{t.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaBand
        title="Join Our Growing List of Clients"
        text="Tell us about your project and we will help you choose the right products at the right price."
        label="Get a Quote"
      />
    </>
  );
}
