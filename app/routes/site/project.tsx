import { CheckCircle2, AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IconPoints } from "~/components/site/icon-lists";
import { PageHero } from "~/components/site/page-hero";
import { Photo } from "~/components/site/photo";
import { projectPath } from "~/components/site/project-card";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/project";
import { cn } from "~/lib/cn";

/**
 * One published project, at /projects/{slug} (canonical). /project-one and /project, the
 * addresses of the site's first project page, show the first published project (links already
 * shared keep working); a draft or an unknown slug answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { projects } = context.get(servicesContext);
  const slug = "slug" in params ? params.slug : undefined;
  const project = slug !== undefined ? await projects.findPublished(slug) : await projects.firstPublished();
  if (!project) throw data({ slug: slug ?? null }, { status: 404, statusText: "Project not found" });
  addBreadcrumbJsonLd(context, crumbsOf(project));
  return { project };
}

/** Staff changes show at once: browsers ask again rather than reuse a kept copy. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

const crumbsOf = (p: { title: string; slug: string }) => crumbsFromHome({ name: "Projects", path: "/projects" }, { name: p.title, path: projectPath(p.slug) });

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) {
    return pageMeta(args, {
      title: "Project not found",
      description: "This project is not on our website. See the paving, kerbing and precast projects we have completed for our customers.",
      noindex: true,
    });
  }
  const { project: p } = args.data;
  return pageMeta(args, {
    title: p.meta_title || p.title,
    description:
      p.summary.length >= 50
        ? p.summary
        : `${p.title}${p.location ? `, ${p.location}` : ""}: the quantities, photos, challenges and solutions of this project by {business}.`,
    path: projectPath(p.slug),
    image: p.images[0]?.url,
    type: "article",
  });
};

export default function Project({ loaderData }: Route.ComponentProps) {
  const { project: P } = loaderData;
  const crumbs = crumbsOf(P);
  const quickInfo = [
    { label: "Client", value: P.client },
    { label: "Location", value: P.location },
    { label: "Sector", value: P.sector },
    { label: P.status === "Completed" ? "Completed in" : "Started in", value: P.year },
    { label: "Duration", value: P.duration },
    { label: "Status", value: P.status },
  ].filter((q) => q.value);
  const overviewFacts = [
    { label: "Project", value: P.title },
    { label: "Client", value: P.client },
    { label: "Location", value: P.location },
  ].filter((f) => f.value);
  return (
    <>
      <PageHero title={P.title} subtitle={P.summary || undefined} crumbs={crumbs} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:px-6">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-2xl font-bold text-gray-900">
              Project Overview
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
                  <dt className="text-sm text-gray-600">Approximate quantities</dt>
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
                Project Gallery
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
                title="Challenges"
                points={P.challenges}
                icon={<AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />}
              />
              <PointList
                id="solutions-title"
                title="Our Solutions"
                points={P.solutions}
                icon={<CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />}
              />
            </div>
          ) : null}
        </div>

        <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="quick-info-title" className="rounded-xl border border-gray-200 p-6 shadow-sm">
            <h2 id="quick-info-title" className="text-lg font-semibold text-gray-900">
              Quick Info
            </h2>
            <dl className="mt-4 divide-y divide-gray-100 text-sm">
              {quickInfo.map((q) => (
                <div key={q.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-gray-600">{q.label}</dt>
                  <dd
                    className={cn(
                      "text-right font-medium",
                      q.label !== "Status" ? "text-gray-900" : P.status === "Completed" ? "text-green-800" : "text-amber-800",
                    )}
                  >
                    {q.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <OtherProjects />
          <Link to="/contact" className={buttonClass({ size: "lg", className: "w-full" })}>
            Get Quote
          </Link>
        </div>
      </div>
    </>
  );
}

function OtherProjects() {
  return (
    <section aria-labelledby="more-projects-title" className="rounded-xl bg-gray-50 p-6">
      <h2 id="more-projects-title" className="text-lg font-semibold text-gray-900">
        Other Projects
      </h2>
      <p className="mt-2 text-sm text-gray-700">See more of our work for homes, industries and public works.</p>
      <div className="mt-4 flex flex-col gap-3">
        <Link to="/projects" className={buttonClass({ variant: "outline", size: "lg" })}>
          View All Projects
        </Link>
        <Link to="/gallery" className={buttonClass({ variant: "secondary", size: "lg" })}>
          Project Gallery
        </Link>
      </div>
    </section>
  );
}

/** A draft, a deleted project or a mistyped address: say so and offer the projects there are. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 lg:px-6">
      <div className="flex flex-col items-center gap-4 rounded-xl border border-gray-200 bg-gray-50 px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">{notFound ? "Project not found" : "This project could not be loaded"}</h1>
        <p className="max-w-md text-gray-700">
          {notFound
            ? "We could not find a project at this address. It may have been renamed or taken down: see all our projects instead."
            : "Something went wrong while loading this project. Please try again in a moment."}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/projects" className={buttonClass({ size: "lg" })}>
            See all projects
          </Link>
          <Link to="/" className={buttonClass({ variant: "outline", size: "lg" })}>
            Go to the home page
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
