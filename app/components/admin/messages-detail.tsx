import { ArrowLeft, CheckCircle2, Loader2, Mail, RotateCcw, Send, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import { Dialog } from "~/components/ui/dialog";
import { DialogToasts } from "~/components/admin/product-form-controls";
import type { MessageDto, ReplyDto } from "#schemas/wire";
import { formatDayTime } from "~/lib/format";
import { budgetLabel, MessageStatusBadge } from "~/components/admin/messages-data";

const DELETE_TOASTS = "message-delete";

const btn = "inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

const notProvided = <span className="text-gray-500">Not provided</span>;

/** One message in full, its earlier replies, the reply box and the status and delete actions. */
export function MessageDetail({
  message,
  replies,
  repliesState,
  onBack,
  onReply,
  onSetStatus,
  onDelete,
  statusBusy,
}: {
  message: MessageDto;
  replies: ReplyDto[];
  repliesState: "loading" | "error" | "ready";
  onBack: () => void;
  /** Resolves true when the reply was sent (the box is then cleared). */
  onReply: (reply: string) => Promise<boolean>;
  onSetStatus: (status: "new" | "resolved") => void;
  /** Resolves null when the message was deleted, else what went wrong. */
  onDelete: () => Promise<string | null>;
  statusBusy: boolean;
}) {
  const [reply, setReply] = useState("");
  const [replyError, setReplyError] = useState("");
  const [sending, setSending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const replyId = useId();
  const replyErrorId = useId();
  const headingId = useId();

  const phone = message.phone ? `${message.country_code || ""} ${message.phone}`.trim() : "";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!reply.trim()) {
      setReplyError("Reply content cannot be empty");
      return;
    }
    setReplyError("");
    setSending(true);
    const sent = await onReply(reply.trim());
    setSending(false);
    if (sent) setReply("");
  };

  const remove = async () => {
    setDeleting(true);
    const failure = await onDelete();
    setDeleting(false);
    if (failure) toast.error(failure, { containerId: DELETE_TOASTS });
    else setConfirmDelete(false);
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 p-4 sm:p-6">
      <button type="button" onClick={onBack} className={`${btn} self-start border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 xl:hidden`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to messages
      </button>

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
        <Field label="Email">
          <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </Field>
        <Field label="Phone">
          {phone ? (
            <a className="text-brand-700 underline" href={`tel:${phone.replace(/\s+/g, "")}`}>
              {phone}
            </a>
          ) : (
            notProvided
          )}
        </Field>
        <Field label="Company">{message.company || notProvided}</Field>
        <Field label="Product/Service">{message.project_type || notProvided}</Field>
        <Field label="Budget">{message.budget ? budgetLabel(message.budget) : notProvided}</Field>
        <Field label="Received">{formatDayTime(message.created_at)}</Field>
        <Field label="Status">{message.status === "resolved" ? "Resolved" : "New"}</Field>
      </dl>

      <section aria-label="Message">
        <h3 className="mb-2 text-sm font-semibold text-gray-900">Message</h3>
        <p className="rounded-lg border border-gray-200 p-4 text-sm whitespace-pre-wrap text-gray-800">{message.message}</p>
      </section>

      <div className="flex flex-wrap gap-2">
        {message.status === "new" ? (
          <button type="button" disabled={statusBusy} onClick={() => onSetStatus("resolved")} className={`${btn} bg-green-700 text-white hover:bg-green-800`}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            Mark as resolved
          </button>
        ) : (
          <button
            type="button"
            disabled={statusBusy}
            onClick={() => onSetStatus("new")}
            className={`${btn} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Mark as new
          </button>
        )}
        <button type="button" onClick={() => setConfirmDelete(true)} className={`${btn} border border-red-300 bg-white text-red-700 hover:bg-red-50`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </button>
      </div>

      <section aria-labelledby={`${headingId}-replies`}>
        <h3 id={`${headingId}-replies`} className="mb-2 text-sm font-semibold text-gray-900">
          Previous replies
        </h3>
        {repliesState === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading replies...
          </p>
        ) : repliesState === "error" ? (
          <p className="text-sm text-red-700">Failed to load previous replies</p>
        ) : replies.length === 0 ? (
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

      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={replyId} className="text-sm font-semibold text-gray-900">
          Reply
        </label>
        <textarea
          id={replyId}
          rows={8}
          value={reply}
          onChange={(e) => {
            setReply(e.target.value);
            if (replyError) setReplyError("");
          }}
          aria-invalid={replyError ? true : undefined}
          aria-describedby={replyError ? replyErrorId : undefined}
          placeholder={`Write your reply to ${message.name}...`}
          className="w-full rounded-md border border-gray-300 p-3 text-sm focus:border-brand-600"
        />
        {replyError ? (
          <p id={replyErrorId} role="alert" className="text-sm text-red-700">
            {replyError}
          </p>
        ) : null}
        <button type="submit" disabled={sending || reply === ""} className={`${btn} self-end bg-brand-700 text-white hover:bg-brand-800`}>
          {sending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {sending ? "Sending..." : "Send Reply"}
        </button>
      </form>

      <Dialog
        open={confirmDelete}
        onClose={() => !deleting && setConfirmDelete(false)}
        title="Delete this message?"
        description={`The message from ${message.name} will be deleted permanently, with its replies.`}
      >
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setConfirmDelete(false)}
            disabled={deleting}
            className={`${btn} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
          >
            Cancel
          </button>
          <button type="button" onClick={remove} disabled={deleting} className={`${btn} bg-red-700 text-white hover:bg-red-800`}>
            {deleting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
            {deleting ? "Deleting..." : "Delete message"}
          </button>
        </div>
        {confirmDelete ? <DialogToasts id={DELETE_TOASTS} /> : null}
      </Dialog>
    </article>
  );
}
