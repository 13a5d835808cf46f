import { CheckCircle2, AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { BreadcrumbJsonLd } from "~/components/site/breadcrumb-json-ld";
import { PageHero } from "~/components/site/page-hero";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { HOSPITAL_PROJECT as P, PROJECT_IMAGE } from "~/content/project";
import { pageMeta, type Crumb } from "~/lib/seo";
import type { Route } from "./+types/project";
import { cn } from "~/lib/cn";

/** One hospital project, at /project-one (canonical), /project and /projects. */
const CANONICAL = "/project-one";
const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Projects", path: "/projects" },
  { name: P.name, path: CANONICAL },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: P.metaTitle,
    description: P.metaDescription,
    path: CANONICAL,
    image: P.images[0].src,
    type: "article",
  });

export default function Project() {
  const quickInfo = [
    { label: "Client", value: P.client },
    { label: "Location", value: P.location },
    { label: "Sector", value: P.category },
    { label: "Completed in", value: P.year },
    { label: "Duration", value: P.duration },
    { label: "Status", value: P.status },
  ];
  return (
    <>
      <PageHero title={P.name} subtitle={P.summary} crumbs={CRUMBS} />
      <BreadcrumbJsonLd crumbs={CRUMBS} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:px-6">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-2xl font-bold text-gray-900">
              Project Overview
            </h2>
            <dl className="mt-4 grid gap-4 rounded-xl border border-gray-200 p-5 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-gray-600">Project</dt>
                <dd className="font-medium text-gray-900">{P.name}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">Client</dt>
                <dd className="font-medium text-gray-900">{P.client}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">Location</dt>
                <dd className="font-medium text-gray-900">{P.location}</dd>
              </div>
              <div>
                <dt className="text-sm text-gray-600">Approximate quantities</dt>
                <dd className="font-medium text-gray-900">
                  <ul>
                    {P.quantities.map((q) => (
                      <li key={q.label}>
                        <span className="sr-only">{q.label}: </span>
                        {q.value}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            {P.overview.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-gray-700">
                {p}
              </p>
            ))}
          </section>

          <section aria-labelledby="gallery-title">
            <h2 id="gallery-title" className="text-2xl font-bold text-gray-900">
              Project Gallery
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {P.images.map((img, i) => (
                <li key={img.src}>
                  <figure>
                    <ResponsiveImage
                      src={img.src}
                      alt={img.alt}
                      width={PROJECT_IMAGE.width}
                      height={PROJECT_IMAGE.height}
                      sizes="(min-width: 1280px) 270px, (min-width: 640px) 33vw, 100vw"
                      priority={i === 0}
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                    <figcaption className="mt-2 text-sm text-gray-600">{img.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>

          <div className="grid gap-8 md:grid-cols-2">
            <section aria-labelledby="challenges-title">
              <h2 id="challenges-title" className="text-2xl font-bold text-gray-900">
                Challenges
              </h2>
              <ul className="mt-4 space-y-3">
                {P.challenges.map((c) => (
                  <li key={c} className="flex gap-2 text-gray-700">
                    <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
                    {c}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="solutions-title">
              <h2 id="solutions-title" className="text-2xl font-bold text-gray-900">
                Our Solutions
              </h2>
              <ul className="mt-4 space-y-3">
                {P.solutions.map((s) => (
                  <li key={s} className="flex gap-2 text-gray-700">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                    {s}
                  </li>
                ))}
              </ul>
            </section>
          </div>
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
                  <dd className={cn("text-right font-medium", q.label === "Status" ? "text-green-800" : "text-gray-900")}>{q.value}</dd>
                </div>
              ))}
            </dl>
          </section>
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
          <Link to="/contact" className={buttonClass({ size: "lg", className: "w-full" })}>
            Get Quote
          </Link>
        </div>
      </div>
    </>
  );
}
