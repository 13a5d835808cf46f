import { Save } from "lucide-react";
import type { FormEvent } from "react";
import { MAX_ACHIEVEMENTS, TEAM_MEMBER_TRANSLATED, teamMemberSchema, type TeamMemberDto, type TeamMemberValues } from "#schemas/team";
import { DialogFormFooter, useDialogForm } from "~/components/admin/dialog-form";
import { ImageUpload } from "~/components/admin/image-upload";
import { TranslationTabs } from "~/components/admin/translation-tabs";
import { RowList } from "~/components/admin/row-list";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { RowChange } from "./ordered-collection";

/** What the team screen's action receives for a member: a new one or an edit. */
export type TeamRequest = RowChange<TeamMemberValues>;

const EMPTY: TeamMemberValues = { name: "", position: "", description: "", achievements: [], photo_url: null };

/** "Add team member" (member null) or "Edit {name}": photo, name, position, description and achievements. */
export function TeamMemberDialog({ open, member, onClose }: { open: boolean; member: TeamMemberDto | null; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={member ? `Edit ${member.name}` : "Add team member"} className="max-w-2xl">
      <MemberForm key={member?.id ?? "new"} member={member} onDone={onClose} />
    </Dialog>
  );
}

function MemberForm({ member, onDone }: { member: TeamMemberDto | null; onDone: () => void }) {
  const {
    formRef,
    errors,
    validate,
    edit,
    saving,
    submit,
    values: form,
    set,
    setValues,
  } = useDialogForm<TeamMemberValues>(
    () =>
      member
        ? {
            name: member.name,
            position: member.position,
            description: member.description,
            achievements: [...member.achievements],
            photo_url: member.photo_url,
            translations: member.translations,
          }
        : EMPTY,
    onDone,
  );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const values = validate(teamMemberSchema, form);
    if (!values) return;
    const req: TeamRequest = member ? { intent: "update", id: member.id, values } : { intent: "create", values };
    submit(req);
  }

  // The list's own message only when no single achievement carries it.
  const listError = Object.keys(errors).some((k) => k.startsWith("achievements.")) ? undefined : errors.achievements;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TranslationTabs value={form} fields={TEAM_MEMBER_TRANSLATED} onChange={setValues} errors={errors}>
        <ImageUpload
          label="Photo"
          value={form.photo_url}
          onChange={(url) => set("photo_url", url)}
          error={errors.photo_url}
          previewAlt={form.name ? `Portrait of ${form.name}` : undefined}
          hint="A square portrait looks best. JPEG, PNG or WebP, up to 5 MB. Without one the page shows the initials."
        />
        <Field label="Name" required error={errors.name}>
          <Input value={form.name} onChange={(e) => set("name", e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Position" required error={errors.position}>
          <Input value={form.position} onChange={(e) => set("position", e.target.value)} autoComplete="off" />
        </Field>
        <Field label="Description" error={errors.description}>
          <Textarea rows={3} value={form.description} onChange={(e) => set("description", e.target.value)} />
        </Field>
        <RowList
          legend="Achievements"
          itemName="achievement"
          items={form.achievements}
          onChange={(achievements) => set("achievements", achievements)}
          newItem={() => ""}
          max={MAX_ACHIEVEMENTS}
          error={listError}
          hint="Each is one line on the member's card."
        >
          {(text, i, setText) => (
            <Field label={`Achievement ${i + 1}`} error={errors[`achievements.${i}`]}>
              <Input value={text} onChange={edit(`achievements.${i}`, setText)} />
            </Field>
          )}
        </RowList>
      </TranslationTabs>
      <DialogFormFooter
        saving={saving}
        onCancel={onDone}
        saveLabel={member ? "Save team member" : "Add team member"}
        icon={<Save aria-hidden="true" className="h-4 w-4" />}
      />
    </form>
  );
}
