/**
 * The forms of a lead's page: its stage (with why it was lost), its owner, its next follow-up and a
 * new note. Each submits through the page's clientAction with its own fetcher, shows the server's
 * field messages under its fields and says the outcome in a toast; the router then reads the lead
 * again, so the forms start from what was stored.
 */
import { CalendarClock, Save, StickyNote, UserPlus } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import {
  FOLLOW_UP_FORMAT_MESSAGE,
  LEAD_NOTE_MAX,
  LEAD_STAGES,
  LEAD_STAGE_LABELS,
  leadFollowUpSchema,
  leadNoteSchema,
  leadStageSchema,
  LOST_REASONS,
  LOST_REASON_LABELS,
  type LeadStage,
  type LostReason,
} from "#schemas/leads";
import type { LeadSummary, StaffOption } from "#schemas/wire";
import type { LeadRequest, LeadResult } from "~/features/leads/lead-action";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Options, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import { useStoredState } from "~/lib/use-stored-state";

/** A card of the page with its heading. */
export function LeadCard({ title, id, children, className }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <TitledCard id={id} title={title} className={cn("p-5", className)} headingClassName="mb-4 text-lg font-semibold text-ink">
      {children}
    </TitledCard>
  );
}

/** One fetcher of the page's action: submit a change, then a toast and the field messages of its answer. */
function useLeadChange(onDone?: () => void) {
  const fetcher = useFetcher<LeadResult>();
  const { formRef, errors, show, clear, edit, reset, validate } = useFormErrors();
  useEachResult(fetcher.data, (result) => {
    if (result.ok) {
      if (result.message) toast.success(result.message);
      reset();
      onDone?.();
      return;
    }
    if (result.fieldErrors) show(result.fieldErrors);
    if (result.error) toast.error(result.error);
  });
  const submit = (req: LeadRequest) => void fetcher.submit(req, { method: "post", encType: "application/json" });
  return { submit, busy: fetcher.state !== "idle", formRef, errors, show, clear, edit, validate };
}

export function StageForm({ lead }: { lead: LeadSummary }) {
  const [stage, setStage] = useStoredState<LeadStage>(lead.stage);
  const [reason, setReason] = useStoredState<LostReason | "">(lead.lost_reason ?? "");
  const [note, setNote] = useStoredState(lead.lost_note ?? "");
  const { submit, busy, formRef, errors, clear, edit, validate } = useLeadChange();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // Lost needs a reason, and "Other" a note: the API's own rule, said here at once.
    if (!validate(leadStageSchema, { stage, lost_reason: reason, lost_note: note })) return;
    submit({ intent: "stage", stage, ...(stage === "lost" ? { lost_reason: reason, lost_note: note.trim() } : {}) });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Stage">
        <Select value={stage} onChange={(e) => setStage(e.target.value as LeadStage)}>
          <Options items={LEAD_STAGES} label={(s) => LEAD_STAGE_LABELS[s]} />
        </Select>
      </Field>
      {stage === "lost" ? (
        <>
          <Field label="Why was it lost?" required error={errors.lost_reason}>
            <Select
              value={reason}
              onChange={(e) => {
                setReason(e.target.value as LostReason | "");
                clear("lost_reason");
              }}
            >
              <option value="">Choose a reason</option>
              <Options items={LOST_REASONS} label={(r) => LOST_REASON_LABELS[r]} />
            </Select>
          </Field>
          <Field label="Note on the reason" required={reason === "other"} error={errors.lost_note}>
            <Textarea rows={2} maxLength={500} value={note} onChange={edit("lost_note", setNote)} />
          </Field>
        </>
      ) : null}
      <Button type="submit" busy={busy} disabled={stage === lead.stage && stage !== "lost"} icon={<Save aria-hidden="true" className="h-4 w-4" />}>
        Change stage
      </Button>
    </form>
  );
}

export function AssignForm({ lead, staff }: { lead: LeadSummary; staff: StaffOption[] }) {
  const current = lead.assigned_to ? String(lead.assigned_to.id) : "";
  const [owner, setOwner] = useStoredState(current);
  const { submit, busy, formRef, errors, edit } = useLeadChange();
  // The owner may have been disabled since: still shown, so the select says who it is.
  const options = lead.assigned_to && !staff.some((s) => s.id === lead.assigned_to!.id) ? [...staff, lead.assigned_to] : staff;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) submit({ intent: "assign", user_id: owner ? Number(owner) : null });
      }}
      className="space-y-4"
    >
      <Field label="Assigned to" error={errors.user_id}>
        <Select value={owner} onChange={edit("user_id", setOwner)}>
          <option value="">Nobody</option>
          <Options items={options} value={(s) => s.id} label={(s) => s.name} />
        </Select>
      </Field>
      <Button type="submit" busy={busy} disabled={owner === current} icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}>
        Assign
      </Button>
    </form>
  );
}

/** A moment as a datetime-local input shows it, in the browser's own time: "2026-11-24T10:00". */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function FollowUpForm({ lead }: { lead: LeadSummary }) {
  const [at, setAt] = useStoredState(toLocalInput(lead.next_follow_up_at));
  const { submit, busy, formRef, errors, show, edit, validate } = useLeadChange();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // The field holds the browser's own time: sent with its offset. Empty here means "not chosen" (Clear follow-up clears).
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime())) return void show({ at: FOLLOW_UP_FORMAT_MESSAGE });
    if (!validate(leadFollowUpSchema, { at: when.toISOString() })) return;
    submit({ intent: "follow-up", at: when.toISOString() });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Next follow-up" error={errors.at}>
        <Input type="datetime-local" value={at} min={toLocalInput(new Date().toISOString())} onChange={edit("at", setAt)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} icon={<CalendarClock aria-hidden="true" className="h-4 w-4" />}>
          Set follow-up
        </Button>
        {lead.next_follow_up_at ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setAt("");
              submit({ intent: "follow-up", at: null });
            }}
          >
            Clear follow-up
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function NoteForm() {
  const [body, setBody] = useState("");
  const { submit, busy, formRef, errors, edit, validate } = useLeadChange(() => setBody(""));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const values = validate(leadNoteSchema, { body });
    if (values) submit({ intent: "note", body: values.body });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-3">
      <Field label="Note" error={errors.body} hint="What the customer said, what was promised, what happens next.">
        <Textarea rows={3} maxLength={LEAD_NOTE_MAX} value={body} onChange={edit("body", setBody)} />
      </Field>
      <Button type="submit" busy={busy} icon={<StickyNote aria-hidden="true" className="h-4 w-4" />}>
        Add note
      </Button>
    </form>
  );
}
