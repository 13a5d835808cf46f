import { Building2, Factory, Hospital, Landmark, Quote } from "lucide-react";
import { CtaBand } from "~/components/site/cta-band";
import { FiguresBand } from "~/components/site/figures-band";
import { PageHero } from "~/components/site/page-hero";
import { StarRating } from "~/components/site/star-rating";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { langFromPath } from "~/i18n/languages";
import { pageMessages, serverT } from "~/i18n/messages.server";
import { useT, type Translate } from "~/i18n/t";
import { crumbsFromHome, DESCRIPTION_MAX, metaT, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/clients";

/** The page's content (hidden testimonials never leave the server) and its search description, written here (only the server's HTML carries it). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = serverT(lang);
  const { figures, sectors, testimonials } = await context.get(servicesContext).clientsContent.publicPage(lang);
  addBreadcrumbJsonLd(context, crumbsIn);
  return { figures, sectors, testimonials, metaDescription: clientsDescription(figures, t), messages: pageMessages(request, "clients") };
}

const crumbsIn = (t: Translate) => crumbsFromHome({ name: t("clients.title"), path: "/clients" });

export const meta: Route.MetaFunction = (args) => {
  const t = metaT(args);
  return pageMeta(args, {
    title: t("clients.title"),
    description: args.data?.metaDescription ?? `${t("clients.descriptionLead")}.`,
  });
};

/**
 * The page's search-result description in the page's language, with the headline figures staff set
 * (Admin → Our Clients), as many as fit: '… who trust {business}: 150+ happy clients, 300+ projects completed and …'.
 */
function clientsDescription(figures: { value: string; label: string }[], t: Translate): string {
  const lead = t("clients.descriptionLead");
  const parts = figures.map((f) => `${f.value} ${f.label.toLowerCase()}`);
  for (let n = parts.length; n > 0; n--) {
    const shown = parts.slice(0, n);
    const list = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} ${t("clients.and")} ${shown.at(-1)}` : shown[0];
    const text = `${lead}: ${list}.`;
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  return `${lead}.`;
}

const SECTOR_ICONS = [Landmark, Building2, Factory, Hospital];

export default function Clients({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { figures, sectors, testimonials } = loaderData;
  return (
    <>
      <PageHero title={t("clients.title")} subtitle={t("clients.subtitle")} crumbs={crumbsIn(t)} />

      <FiguresBand label={t("clients.figures")} figures={figures} />

      <section aria-labelledby="sectors-title" className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="sectors-title" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
          {t("clients.sectors")}
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
                    <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-gray-600">{t("clients.notable")}</h4>
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
              {t("clients.testimonials")}
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-2">
              {testimonials.map((x, i) => (
                <li key={i}>
                  <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm">
                    <StarRating rating={x.rating} />
                    <blockquote className="mt-4 flex-1 text-gray-700">
                      <Quote aria-hidden="true" className="mb-2 h-6 w-6 text-brand-100" />
                      <p>{x.text}</p>
                    </blockquote>
                    <figcaption className="mt-4">
                      <span className="block font-semibold text-gray-900">{x.name}</span>
                      <span className="text-sm text-gray-600">{x.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaBand title={t("clients.ctaTitle")} text={t("clients.ctaText")} label={t("clients.getQuote")} />
    </>
  );
}
