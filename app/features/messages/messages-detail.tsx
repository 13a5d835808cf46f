import { describeLanguage } from "#schemas/languages";
import { ArrowLeft, CheckCircle2, Mail, RotateCcw, Send, Trash2, UserPlus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { describeAttribution } from "#schemas/lead-sources";
import { replySchema } from "#schemas/messages";
import type { MessageWithReplies } from "#schemas/wire";
import { MESSAGE_DELETE_TOASTS, type MessagesActionRequest, type MessagesActionResult } from "~/features/messages/messages-action";
import { budgetLabel, MessageStatusBadge } from "~/features/messages/messages-data";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field as FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { formatDayTime } from "#schemas/format";
import { pickFieldErrors, useEachResult, useFormErrors } from "~/lib/form";
import { DialogToasts } from "~/lib/toast";
import { Detail, type DetailLook } from "~/components/admin/detail";
import { NewLeadDialog } from "~/features/leads";
import { keepNameChars } from "#schemas/input-filters";

const submitJson = { method: "post", encType: "application/json" } as const;

const FIELD: DetailLook = {
  row: "min-w-0",
  term: "text-xs font-medium tracking-wide text-gray-500 uppercase",
  value: "mt-0.5 text-sm break-words text-gray-900",
};

/** Narrow screens show one message in place of the list: the way back to it. */
export function BackToMessages({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} icon={<ArrowLeft aria-hidden="true" className="h-4 w-4" />} className="self-start xl:hidden">
      Back to messages
    </Button>
  );
}

const notProvided = <span className="text-gray-500">Not provided</span>;

/**
 * One message in full, its earlier replies, the reply box and the status and delete actions. Each
 * change is a submission to the messages screen's action, which says how it went; the screen then
 * reads the message and the list again. `onReplySent` is called once that read after a sent reply
 * is done (the screen's data is then the refreshed one).
 */
export function MessageDetail({ message, onBack, onReplySent }: { message: MessageWithReplies; onBack: () => void; onReplySent: () => void }) {
  const [reply, setReply] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [creatingLead, setCreatingLead] = useState(false);
  const replyForm = useFormErrors();
  const replying = useFetcher<MessagesActionResult>();
  const statusChange = useFetcher<MessagesActionResult>();
  const deletion = useFetcher<MessagesActionResult>();
  const sending = replying.state !== "idle";
  const deleting = deletion.state !== "idle";
  const headingId = useId();
  const replies = message.replies ?? [];

  const phone = message.phone ? `${message.country_code || ""} ${message.phone}`.trim() : "";

  // A sent reply empties the box; a refused one shows the server's word on it.
  useEachResult(replying.data, (result) => {
    if (result.ok) {
      setReply("");
      replyForm.reset();
    } else replyForm.show(pickFieldErrors(result.fieldErrors, ["reply"]));
  });
  // The fetcher turns idle with its answer in the same update as the screen's refreshed data.
  useEachResult(replying.state === "idle" && replying.data?.ok ? replying.data : undefined, onReplySent);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const checked = replyForm.validate(replySchema, { id: message.id, reply });
    if (!checked) return;
    const body: MessagesActionRequest = { intent: "reply", id: message.id, reply: checked.reply };
    void replying.submit(body, submitJson);
  };

  const setStatus = (status: "new" | "resolved") => {
    const body: MessagesActionRequest = { intent: "status", id: message.id, status };
    void statusChange.submit(body, submitJson);
  };

  const remove = () => {
    const body: MessagesActionRequest = { intent: "delete", id: message.id };
    void deletion.submit(body, submitJson);
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 p-4 sm:p-6">
      <BackToMessages onClick={onBack} />

      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold break-words text-gray-900">
            {message.name}
          </h2>
          <p className="text-sm text-gray-600">Received {formatDayTime(message.created_at)}</p>
        </div>
        <MessageStatusBadge status={message.status} />
      </header>

      <dl className="grid grid-cols-1 gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2">
        <Detail look={FIELD} label="Email">
          <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </Detail>
        <Detail look={FIELD} label="Phone">
          {phone ? (
            <a className="text-brand-700 underline" href={`tel:${phone.replace(/\s+/g, "")}`}>
              {phone}
            </a>
          ) : (
            notProvided
          )}
        </Detail>
        <Detail look={FIELD} label="Company">
          {message.company || notProvided}
        </Detail>
        <Detail look={FIELD} label="Product/Service">
          {message.project_type || notProvided}
        </Detail>
        <Detail look={FIELD} label="Budget">
          {message.budget ? budgetLabel(message.budget) : notProvided}
        </Detail>
        <Detail look={FIELD} label="Received">
          {formatDayTime(message.created_at)}
        </Detail>
        <Detail look={FIELD} label="Status">
          {message.status === "resolved" ? "Resolved" : "New"}
        </Detail>
        {message.language ? (
          <Detail look={FIELD} label="Language">
            {describeLanguage(message.language)}
          </Detail>
        ) : null}
        {message.attribution ? (
          <Detail look={FIELD} label="Came from">
            {describeAttribution(message.attribution)}
          </Detail>
        ) : null}
      </dl>

      <section aria-label="Message">
        <h3 className="mb-2 text-sm font-semibold text-gray-900">Message</h3>
        <p className="rounded-lg border border-gray-200 p-4 text-sm whitespace-pre-wrap text-gray-800">{message.message}</p>
      </section>

      <div className="flex flex-wrap gap-2">
        {message.status === "new" ? (
          <Button busy={statusChange.state !== "idle"} onClick={() => setStatus("resolved")} icon={<CheckCircle2 aria-hidden="true" className="h-4 w-4" />}>
            Mark as resolved
          </Button>
        ) : (
          <Button
            variant="secondary"
            busy={statusChange.state !== "idle"}
            onClick={() => setStatus("new")}
            icon={<RotateCcw aria-hidden="true" className="h-4 w-4" />}
          >
            Mark as new
          </Button>
        )}
        {message.lead_id ? (
          <Link
            to={`/admin/inquiries/${message.lead_id}`}
            className="inline-flex items-center gap-1.5 self-center text-sm font-medium text-brand-700 underline"
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            Lead created
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => setCreatingLead(true)} icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}>
            Create lead
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirmDelete(true)} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
          Delete
        </Button>
      </div>
      {/* A lead from the message: its sender, number, the product or service it named and its words. */}
      <NewLeadDialog
        open={creatingLead}
        onClose={() => setCreatingLead(false)}
        title="Create lead"
        messageId={message.id}
        prefill={{
          name: keepNameChars(message.name),
          ...(message.country_code ? { country_code: message.country_code } : {}),
          mobile: message.phone.replace(/\D/g, ""),
          product_name: message.project_type,
          note: message.message,
        }}
      />

      <section aria-labelledby={`${headingId}-replies`}>
        <h3 id={`${headingId}-replies`} className="mb-2 text-sm font-semibold text-gray-900">
          Previous replies
        </h3>
        {replies.length === 0 ? (
          <p className="text-sm text-gray-600">No replies yet</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {replies.map((r) => (
              <li key={r.id} className="rounded-lg border border-green-200 bg-green-50 p-3">
                <p className="mb-1 flex flex-wrap gap-x-2 text-xs text-gray-700">
                  <span className="font-semibold">{r.user_name || "Staff"}</span>
                  <span>{formatDayTime(r.created_at)}</span>
                  {r.mail_status === "sent" ? (
                    <span className="inline-flex items-center gap-1">
                      <Mail aria-hidden="true" className="h-3 w-3" /> e-mailed
                    </span>
                  ) : r.mail_status === "failed" ? (
                    <span className="text-red-700">e-mail failed</span>
                  ) : null}
                </p>
                <p className="text-sm whitespace-pre-wrap text-gray-900">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <form ref={replyForm.formRef} onSubmit={submit} noValidate className="flex flex-col gap-2">
        <FormField label="Reply" error={replyForm.errors.reply}>
          <Textarea
            rows={8}
            value={reply}
            onChange={replyForm.edit("reply", setReply)}
            placeholder={`Write your reply to ${message.name}...`}
            className="p-3"
          />
        </FormField>
        <Button type="submit" busy={sending} disabled={reply === ""} icon={<Send aria-hidden="true" className="h-4 w-4" />} className="self-end">
          {sending ? "Sending..." : "Send Reply"}
        </Button>
      </form>

      <Dialog
        open={confirmDelete}
        onClose={() => !deleting && setConfirmDelete(false)}
        title="Delete this message?"
        description={`The message from ${message.name} will be deleted permanently, with its replies.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} busy={deleting} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
            {deleting ? "Deleting..." : "Delete message"}
          </Button>
        </div>
        {confirmDelete ? <DialogToasts id={MESSAGE_DELETE_TOASTS} /> : null}
      </Dialog>
    </article>
  );
}
