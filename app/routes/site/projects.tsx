import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { ProjectCard } from "~/components/site/project-card";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { langFromPath } from "~/i18n/languages";
import { useT, type Translate } from "~/i18n/t";
import { crumbsFromHome, metaT, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/projects";

const crumbsIn = (t: Translate) => crumbsFromHome({ name: t("site.nav.projects"), path: "/projects" });

/** Every published project, in the order staff gave them, as cards linking to each one's page (in the page's language). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { projects } = context.get(servicesContext);
  const list = await projects.listPublished(langFromPath(new URL(request.url).pathname));
  addBreadcrumbJsonLd(context, crumbsIn);
  return {
    projects: list.map((p) => ({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      sector: p.sector,
      location: p.location,
      year: p.year,
      status: p.status,
      images: p.images.slice(0, 1),
    })),
    messages: pageMessages(request, "projects"),
  };
}

/** Staff changes show at once: browsers ask again rather than reuse a kept copy. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaT(args);
  return pageMeta(args, {
    title: t("projects.title"),
    description: t("projects.description"),
    image: args.data?.projects.find((p) => p.images.length)?.images[0].url,
  });
};

export default function Projects({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { projects } = loaderData;
  return (
    <>
      <PageHero title={t("projects.title")} subtitle={t("projects.subtitle")} crumbs={crumbsIn(t)} />
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        {projects.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((p, i) => (
              <li key={p.slug}>
                <ProjectCard project={p} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg bg-gray-50 p-6 text-center text-gray-600">{t("projects.empty")}</p>
        )}
      </div>
      <CtaBand title={t("projects.ctaTitle")} text={t("projects.ctaText")} label={t("projects.getQuote")} />
    </>
  );
}
