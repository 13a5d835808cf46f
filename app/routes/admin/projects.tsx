import { FolderKanban, Plus } from "lucide-react";
import { Link } from "react-router";
import type { ProjectDto } from "#schemas/projects";
import { adminMeta } from "~/components/admin/admin-meta";
import { ConfirmDialog, loadContent, type SaveResult, ScreenHeading } from "~/features/content/content-screen";
import { EmptyList } from "~/components/admin/list-states";
import { AwaitRows, RowActions, rowClass, RowsSection, sendRowChange, useRowChanges, type RowChange } from "~/features/content/ordered-collection";
import { buttonClass } from "~/components/ui/button";
import { adminUserContext } from "~/lib/admin-session";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/projects";

export const meta = () => adminMeta("Projects");

/** Every project in the site's order; only an admin is offered Delete (the API refuses managers). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  const projects = loadContent(request, "projects", "/api/projects");
  return { canDelete: me.role === "admin", projects };
}

/** Move a project or delete it; the router then reads the list again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SaveResult> {
  const body = (await request.json()) as RowChange;
  if (body.intent !== "move" && body.intent !== "delete") throw new Response("Unknown projects change", { status: 400 });
  return sendRowChange(body, { path: "/api/projects", item: "project", area: "projects", what: "the project" }, request.signal);
}

export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  const { canDelete, projects } = loaderData;
  return (
    <div className="space-y-6">
      <ScreenHeading
        title="Projects"
        intro="The projects the site shows at /projects, in this order. The first published one also opens from the Projects menu's first link."
      >
        <Link to="/admin/projects/new" className={buttonClass()}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add project
        </Link>
      </ScreenHeading>
      <AwaitRows data={projects} what="projects">
        {(rows) => <ProjectList projects={rows} canDelete={canDelete} />}
      </AwaitRows>
    </div>
  );
}

function ProjectList({ projects, canDelete }: { projects: ProjectDto[]; canDelete: boolean }) {
  const changes = useRowChanges<ProjectDto>({ itemName: "project", nameOf: (p) => p.title });
  const { deleting } = changes;

  if (!projects.length) return <EmptyList icon={FolderKanban} text="No projects yet. Add the first one." />;
  return (
    <RowsSection title="All projects" hideTitle>
      <ol className="divide-y divide-gray-100">
        {projects.map((p, i) => (
          <li key={p.id} className={rowClass()}>
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">
                <span className="mr-2 text-sm font-normal text-gray-600">{i + 1}.</span>
                <Link to={`/admin/projects/${p.id}`} className="hover:text-brand-700 hover:underline">
                  {p.title}
                </Link>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", p.published ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-800")}>
                  {p.published ? "Published" : "Draft"}
                </span>
                <span>{p.status}</span>
                <span className="break-all">/projects/{p.slug}</span>
              </p>
            </div>
            <RowActions
              {...changes.actionsOf(p, i, projects.length, canDelete)}
              editTo={`/admin/projects/${p.id}`}
              viewHref={p.published ? `/projects/${encodeURIComponent(p.slug)}` : undefined}
            />
          </li>
        ))}
      </ol>
      <ConfirmDialog
        {...changes.confirm}
        message={<p>The project and its page are removed from the site for good{deleting?.published ? ", and links to its page stop working" : ""}.</p>}
      />
    </RowsSection>
  );
}
