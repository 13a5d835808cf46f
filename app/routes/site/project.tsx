import { CheckCircle2, AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IconPoints } from "~/components/site/icon-lists";
import { PageHero } from "~/components/site/page-hero";
import { Photo } from "~/components/site/photo";
import { projectPath } from "~/components/site/project-card";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { langFromPath } from "~/i18n/languages";
import { useLocalePath, useT, type Translate } from "~/i18n/t";
import { crumbsFromHome, messagePageMeta, metaT, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/project";
import { cn } from "~/lib/cn";

/**
 * One published project, at /projects/{slug} (canonical). /project-one and /project, the
 * addresses of the site's first project page, show the first published project (links already
 * shared keep working); a draft or an unknown slug answers 404. Its texts are in the page's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { projects } = context.get(servicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = "slug" in params ? params.slug : undefined;
  const project = slug !== undefined ? await projects.findPublished(slug, lang) : await projects.firstPublished(lang);
  if (!project) throw data({ slug: slug ?? null }, { status: 404, statusText: "Project not found" });
  addBreadcrumbJsonLd(context, (t) => crumbsOf(project, t));
  return { project, messages: pageMessages(request, "project") };
}

/** Staff changes show at once: browsers ask again rather than reuse a kept copy. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

const crumbsOf = (p: { title: string; slug: string }, t: Translate) =>
  crumbsFromHome({ name: t("site.nav.projects"), path: "/projects" }, { name: p.title, path: projectPath(p.slug) });

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return messagePageMeta(args, "projects.notFound.title", "projects.notFound.description", { noindex: true });
  const t = metaT(args);
  const { project: p } = args.data;
  return pageMeta(args, {
    title: p.meta_title || p.title,
    description:
      p.summary.length >= 50
        ? p.summary
        : p.location
          ? t("projects.page.descriptionWithLocation", { title: p.title, location: p.location })
          : t("projects.page.description", { title: p.title }),
    path: projectPath(p.slug),
    image: p.images[0]?.url,
    type: "article",
  });
};

export default function Project({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalePath();
  const { project: P } = loaderData;
  const crumbs = crumbsOf(P, t);
  const quickInfo = [
    { label: t("projects.page.client"), value: P.client },
    { label: t("projects.page.location"), value: P.location },
    { label: t("projects.page.sector"), value: P.sector },
    { label: t(P.status === "Completed" ? "projects.page.completedIn" : "projects.page.startedIn"), value: P.year },
    { label: t("projects.page.duration"), value: P.duration },
    { label: t("projects.page.status"), value: t(`projects.status.${P.status}`), status: true },
  ].filter((q) => q.value);
  const overviewFacts = [
    { label: t("projects.page.project"), value: P.title },
    { label: t("projects.page.client"), value: P.client },
    { label: t("projects.page.location"), value: P.location },
  ].filter((f) => f.value);
  return (
    <>
      <PageHero title={P.title} subtitle={P.summary || undefined} crumbs={crumbs} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:px-6">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-2xl font-bold text-gray-900">
              {t("projects.page.overview")}
            </h2>
            <dl className="mt-4 grid gap-4 rounded-xl border border-gray-200 p-5 sm:grid-cols-2">
              {overviewFacts.map((f) => (
                <div key={f.label}>
                  <dt className="text-sm text-gray-600">{f.label}</dt>
                  <dd className="font-medium text-gray-900">{f.value}</dd>
                </div>
              ))}
              {P.quantities.length ? (
                <div>
                  <dt className="text-sm text-gray-600">{t("projects.page.quantities")}</dt>
                  <dd className="font-medium text-gray-900">
                    <ul>
                      {P.quantities.map((q, i) => (
                        <li key={i}>
                          <span className="sr-only">{q.label}: </span>
                          {q.value}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
            {P.overview.map((p, i) => (
              <p key={i} className="mt-4 text-gray-700">
                {p}
              </p>
            ))}
          </section>

          {P.images.length ? (
            <section aria-labelledby="gallery-title">
              <h2 id="gallery-title" className="text-2xl font-bold text-gray-900">
                {t("projects.page.gallery")}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-3">
                {P.images.map((img, i) => (
                  <li key={`${i}-${img.url}`}>
                    <figure>
                      <Photo
                        src={img.url}
                        alt={img.alt}
                        sizes="(min-width: 1280px) 270px, (min-width: 640px) 33vw, 100vw"
                        priority={i === 0}
                        className="aspect-[4/3] w-full rounded-lg object-cover"
                      />
                      {img.caption ? <figcaption className="mt-2 text-sm text-gray-600">{img.caption}</figcaption> : null}
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {P.challenges.length || P.solutions.length ? (
            <div className="grid gap-8 md:grid-cols-2">
              <PointList
                id="challenges-title"
                title={t("projects.page.challenges")}
                points={P.challenges}
                icon={<AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />}
              />
              <PointList
                id="solutions-title"
                title={t("projects.page.solutions")}
                points={P.solutions}
                icon={<CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />}
              />
            </div>
          ) : null}
        </div>

        <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="quick-info-title" className="rounded-xl border border-gray-200 p-6 shadow-sm">
            <h2 id="quick-info-title" className="text-lg font-semibold text-gray-900">
              {t("projects.page.quickInfo")}
            </h2>
            <dl className="mt-4 divide-y divide-gray-100 text-sm">
              {quickInfo.map((q) => (
                <div key={q.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-gray-600">{q.label}</dt>
                  <dd className={cn("text-right font-medium", !q.status ? "text-gray-900" : P.status === "Completed" ? "text-green-800" : "text-amber-800")}>
                    {q.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <OtherProjects />
          <Link to={lp("/contact")} className={buttonClass({ size: "lg", className: "w-full" })}>
            {t("projects.page.getQuote")}
          </Link>
        </div>
      </div>
    </>
  );
}

function OtherProjects() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <section aria-labelledby="more-projects-title" className="rounded-xl bg-gray-50 p-6">
      <h2 id="more-projects-title" className="text-lg font-semibold text-gray-900">
        {t("projects.page.other")}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t("projects.page.otherText")}</p>
      <div className="mt-4 flex flex-col gap-3">
        <Link to={lp("/projects")} className={buttonClass({ variant: "outline", size: "lg" })}>
          {t("projects.page.viewAll")}
        </Link>
        <Link to={lp("/gallery")} className={buttonClass({ variant: "secondary", size: "lg" })}>
          {t("projects.page.galleryLink")}
        </Link>
      </div>
    </section>
  );
}

/** A draft, a deleted project or a mistyped address: say so and offer the projects there are. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const lp = useLocalePath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 lg:px-6">
      <div className="flex flex-col items-center gap-4 rounded-xl border border-gray-200 bg-gray-50 px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">{notFound ? t("projects.notFound.title") : t("projects.notFound.failedTitle")}</h1>
        <p className="max-w-md text-gray-700">{notFound ? t("projects.notFound.text") : t("projects.notFound.failedText")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={lp("/projects")} className={buttonClass({ size: "lg" })}>
            {t("projects.notFound.seeAll")}
          </Link>
          <Link to={lp("/")} className={buttonClass({ variant: "outline", size: "lg" })}>
            {t("projects.notFound.home")}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A titled list of points, each after the same icon; nothing when there are none. */
function PointList({ id, title, points, icon }: { id: string; title: string; points: readonly string[]; icon: ReactNode }) {
  if (!points.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      <IconPoints points={points} icon={icon} className="mt-4 space-y-3" itemClassName="flex gap-2 text-gray-700" />
    </section>
  );
}
