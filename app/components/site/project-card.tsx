import { Link } from "react-router";
import type { ProjectDto } from "#schemas/projects";
import { ArrowRight } from "~/components/site/icons";
import { Photo } from "~/components/site/photo";
import { useLocalePath, useT } from "~/i18n/t";
import { cn } from "~/lib/cn";

/** A project's own (canonical) address. */
export const projectPath = (slug: string) => `/projects/${encodeURIComponent(slug)}`;

export type CardProject = Pick<ProjectDto, "slug" | "title" | "summary" | "sector" | "location" | "year" | "status" | "images">;

/** A published project on the /projects page: its first photo, title, where and when, the summary. */
export function ProjectCard({ project: p, priority = false }: { project: CardProject; priority?: boolean }) {
  const t = useT();
  const lp = useLocalePath();
  const facts = [p.sector, p.location, p.year].filter(Boolean).join(" · ");
  return (
    <Link
      to={lp(projectPath(p.slug))}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      {/* Decorative: the card's heading names the link. */}
      <Photo
        src={p.images[0]?.url}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <span
          className={cn(
            "self-start rounded-full px-2.5 py-0.5 text-xs font-semibold",
            p.status === "Completed" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900",
          )}
        >
          {t(`projects.status.${p.status}`)}
        </span>
        <h2 className="text-xl font-semibold text-gray-900 group-hover:text-brand-700">{p.title}</h2>
        {facts ? <p className="text-sm text-gray-600">{facts}</p> : null}
        {p.summary ? <p className="text-gray-700">{p.summary}</p> : null}
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-700">
          {t("projects.viewProject")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </span>
      </div>
    </Link>
  );
}
