import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { ProjectCard } from "~/components/site/project-card";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/projects";

const CRUMBS = crumbsFromHome({ name: "Projects", path: "/projects" });

/** Every published project, in the order staff gave them, as cards linking to each one's page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { projects } = context.get(servicesContext);
  const list = await projects.listPublished();
  addBreadcrumbJsonLd(context, CRUMBS);
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
  };
}

/** Staff changes show at once: browsers ask again rather than reuse a kept copy. */
export function headers() {
  return { "Cache-Control": "no-cache" };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Projects",
    description:
      "Hospitals, factories, housing and public works paved and kerbed with our blocks: see each project's quantities, photos, challenges and solutions.",
    image: args.data?.projects.find((p) => p.images.length)?.images[0].url,
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageHero title="Our Projects" subtitle="Paving, kerbing and precast work we have supplied for homes, industries and public works." crumbs={CRUMBS} />
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
          <p className="rounded-lg bg-gray-50 p-6 text-center text-gray-600">Our project stories are being updated. Please check back soon.</p>
        )}
      </div>
      <CtaBand
        title="Planning a Project?"
        text="Tell us about your site and we will recommend the right blocks, quantities and delivery schedule."
        label="Get a Quote"
      />
    </>
  );
}
