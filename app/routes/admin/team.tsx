import { Plus, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { TEAM_PAGE_TRANSLATED, teamPageSchema, type TeamMemberDto } from "#schemas/team";
import { adminMeta } from "~/components/admin/admin-meta";
import { ConfirmDialog, DocumentEditor, FormSection, loadContent, type SaveResult, ScreenHeading, sendChange } from "~/features/content/content-screen";
import { ImageUpload } from "~/components/admin/image-upload";
import { EmptyList } from "~/components/admin/list-states";
import { AwaitRows, OrderedRows, RowActions, rowClass, RowsSection, sendRowChange, useRowChanges } from "~/features/content/ordered-collection";
import { TeamMemberDialog, type TeamRequest } from "~/features/content/team-member-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { adminUserContext } from "~/lib/admin-session";
import type { Route } from "./+types/team";

export const meta = () => adminMeta("Team");

/** The page's document and the members, read side by side; only an admin is offered Remove (the API refuses managers). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  const page = loadContent(request, "the team page", "/api/site/team");
  const members = loadContent(request, "team members", "/api/team-members");
  return { canDelete: me.role === "admin", page, members };
}

/** A change of the members; the page's document is sent as it is (DocumentEditor posts the document itself). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SaveResult> {
  const body = (await request.json()) as Record<string, unknown>;
  if (!("intent" in body)) return sendChange("PUT", "/api/site/team", body, "the team page", request.signal);
  const team = { path: "/api/team-members", item: "team member", area: "team", what: "the team member", deletion: "the removal" } as const;
  return sendRowChange(body as TeamRequest, team, request.signal);
}

export default function TeamScreen({ loaderData }: Route.ComponentProps) {
  const { canDelete, page, members } = loaderData;
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-6">
      <ScreenHeading title="Team" intro="What Meet Our Team shows: the group photo, the members in this order, and the values.">
        <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add team member
        </Button>
      </ScreenHeading>

      <AwaitRows data={members} what="team members">
        {(rows) => <MemberList members={rows} canDelete={canDelete} />}
      </AwaitRows>
      <TeamMemberDialog open={adding} member={null} onClose={() => setAdding(false)} />

      <DocumentEditor data={page} what="the team page" schema={teamPageSchema} translated={TEAM_PAGE_TRANSLATED}>
        {({ value, patch, set, errors }) => (
          <>
            <FormSection title="Group photo" description="The wide photo at the top of Meet Our Team.">
              <ImageUpload
                label="Group photo"
                value={value.group_photo_url}
                onChange={(url) => patch({ group_photo_url: url })}
                error={errors.group_photo_url}
                previewAlt={value.group_photo_alt}
                hint="A wide photo (16:9 looks best), JPEG, PNG or WebP, up to 5 MB. Without one the page starts with the members."
              />
              <Field
                label="Alt text of the group photo"
                required={Boolean(value.group_photo_url)}
                error={errors.group_photo_alt}
                hint="What the photo shows, for people who cannot see it."
              >
                <Input value={value.group_photo_alt} onChange={(e) => patch({ group_photo_alt: e.target.value })} />
              </Field>
              <Field label="Caption" error={errors.group_photo_caption} hint="Shown under the photo; leave empty for none.">
                <Input value={value.group_photo_caption} onChange={(e) => patch({ group_photo_caption: e.target.value })} />
              </Field>
            </FormSection>
            <FormSection title="Our values" description="The four cards under the members, each with its own icon.">
              <ol className="grid gap-4 md:grid-cols-2">
                {value.values.map((v, i) => (
                  <li key={i} className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
                    <Field label={`Value ${i + 1} title`} required error={errors[`values.${i}.title`]}>
                      <Input
                        value={v.title}
                        onChange={(e) => set((cur) => ({ ...cur, values: cur.values.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)) }))}
                      />
                    </Field>
                    <Field label={`Value ${i + 1} text`} required error={errors[`values.${i}.text`]}>
                      <Textarea
                        rows={2}
                        value={v.text}
                        onChange={(e) => set((cur) => ({ ...cur, values: cur.values.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)) }))}
                      />
                    </Field>
                  </li>
                ))}
              </ol>
            </FormSection>
          </>
        )}
      </DocumentEditor>
    </div>
  );
}

/** The members in the page's order: photo, name, position; Move up / Move down, Edit, and Remove for admins. */
function MemberList({ members, canDelete }: { members: TeamMemberDto[]; canDelete: boolean }) {
  const changes = useRowChanges<TeamMemberDto>({ itemName: "team member", nameOf: (m) => m.name, deleteWord: "Remove" });
  const [editing, setEditing] = useState<TeamMemberDto | null>(null);

  return (
    <RowsSection title="Members">
      <OrderedRows rows={members} empty={<EmptyList icon={Users} text="No team members yet. Add the first one." />}>
        {(m, i) => (
          <li key={m.id} aria-label={m.name} className={rowClass()}>
            <div className="flex min-w-0 items-center gap-3">
              {m.photo_url ? (
                <img src={m.photo_url} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-full object-cover" />
              ) : (
                <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <UserRound aria-hidden="true" className="h-7 w-7" />
                </span>
              )}
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{m.name}</p>
                <p className="text-sm break-words text-gray-600">{m.position}</p>
                {m.photo_url ? null : <p className="text-xs text-gray-600">No photo yet</p>}
              </div>
            </div>
            <RowActions {...changes.actionsOf(m, i, members.length, canDelete)} onEdit={() => setEditing(m)} />
          </li>
        )}
      </OrderedRows>
      <TeamMemberDialog open={editing !== null} member={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...changes.confirm} message={<p>Their card is removed from Meet Our Team for good.</p>} />
    </RowsSection>
  );
}
