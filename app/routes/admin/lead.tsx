import { describeLanguage } from "#schemas/languages";
import { FileText, MessageCircle, Phone, Trash2 } from "lucide-react";
import { useState } from "react";
import { Await, Link, useFetcher } from "react-router";
import { LOST_REASON_LABELS } from "#schemas/leads";
import type { LeadDetail, LeadEvent, StaffOption } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { leadWhatsAppHref, inquiryTelHref } from "~/features/leads/inquiry-types";
import { parseLeadRequest, runLeadRequest, type LeadRequest, type LeadResult } from "~/features/leads/lead-action";
import { AssignForm, FollowUpForm, LeadCard, NoteForm, StageForm } from "~/features/leads/lead-forms";
import { StageBadge, FollowUpText } from "~/features/leads/lead-parts";
import { LeadSourceFacts } from "~/features/leads/lead-source";
import { LeadCameFrom } from "~/features/leads/came-from";
import { LoadFailed, RecordNotFound, RecordScreen } from "~/components/admin/list-states";
import { settle } from "~/components/admin/route-data";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { api, ApiError } from "~/lib/api";
import { useAdminBrand } from "~/lib/admin-brand";
import { useAdminUser } from "~/lib/admin-session";
import { CreateOrderButton } from "~/features/orders/create-order-button";
import { formatDate, formatDateTime, formatQuantity, formatRupees } from "#schemas/format";
import { estimateSentence } from "#schemas/estimate";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/lead";
import { DialogActions } from "~/components/admin/dialog-actions";
import { Detail, type DetailLook } from "~/components/admin/detail";

export const meta = () => adminMeta("Lead");

/** The lead with its timeline, and the staff it can be assigned to; a lead that does not exist says so. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  const opts = { auth: true as const, signal: request.signal };
  const lead: Promise<LeadRead> = Number.isInteger(id) && id > 0 ? readLead(id, opts) : Promise.resolve({ ok: false, notFound: true });
  const staff = settle("staff", api("GET", "/api/leads/staff", undefined, opts)).then((r) => (r.ok ? r.data.data : []));
  // One promise for the page (made here, once per load: the page suspends on it until both are read).
  return { id, page: Promise.all([lead, staff]) };
}

type LeadRead = { ok: true; data: LeadDetail } | { ok: false; notFound?: boolean; quiet?: boolean };

async function readLead(id: number, opts: { auth: true; signal: AbortSignal }): Promise<LeadRead> {
  try {
    const answer = await api("GET", `/api/leads/${id}`, undefined, opts);
    return { ok: true, data: answer.data };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { ok: false, notFound: true };
    const settled = await settle("the lead", Promise.reject(err));
    return { ok: false, quiet: !settled.ok && settled.quiet };
  }
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<LeadResult> {
  return runLeadRequest(Number(params.id), parseLeadRequest(await request.json()), request.signal);
}

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <RecordScreen backTo="/admin/inquiries" back="Back to Inquiries" loading="Loading lead...">
      <Await resolve={page}>
        {([read, people]) =>
          read.ok ? (
            <Lead key={read.data.id} lead={read.data} staff={people} />
          ) : read.notFound ? (
            <RecordNotFound title="Lead not found" text="This lead does not exist or was deleted." />
          ) : read.quiet ? null : (
            <LoadFailed message="Failed to load the lead" />
          )
        }
      </Await>
    </RecordScreen>
  );
}

function Lead({ lead, staff }: { lead: LeadDetail; staff: StaffOption[] }) {
  const contact = useFetcher<LeadResult>();
  const businessName = useAdminBrand();
  // Calling or writing from here is the team's response: it goes on the timeline.
  const record = (channel: "call" | "whatsapp") =>
    void contact.submit({ intent: "contact", channel } satisfies LeadRequest, { method: "post", encType: "application/json" });

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{lead.name}</h1>
          <p className="mt-1 text-gray-600">
            Lead #{lead.id} · <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <StageBadge stage={lead.stage} />
            {lead.stage === "lost" && lead.lost_reason ? <span className="text-gray-700">{LOST_REASON_LABELS[lead.lost_reason]}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={inquiryTelHref(lead)} onClick={() => record("call")} className={buttonClass()}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            Call
          </a>
          <a
            href={leadWhatsAppHref(lead, businessName || "us")}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => record("whatsapp")}
            className={buttonClass({ variant: "whatsapp" })}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Link to={`/admin/quotations/new?inquiry=${lead.id}`} className={buttonClass({ variant: "secondary" })}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            Create quotation
          </Link>
          <CreateOrderButton from={{ inquiry_id: lead.id }} />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LeadCard title="Request" id="lead-request-title">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail look={FACT} label="Mobile">
                {lead.countryCode} {lead.mobno}
              </Detail>
              <Detail look={FACT} label="Product">
                {lead.product_name || "Product removed"}
              </Detail>
              <Detail look={FACT} label="Category">
                {lead.category_name || "—"}
              </Detail>
              <Detail look={FACT} label="Quantity">
                {formatQuantity(lead.quantity, lead.unit)}
              </Detail>
              <Detail look={FACT} label="Current price">
                {lead.product_price !== null ? `${formatRupees(lead.product_price)}${lead.product_unit ? ` per ${lead.product_unit}` : ""}` : "—"}
              </Detail>
              <Detail look={FACT} label="Estimated value">
                {lead.estimated_value !== null ? formatRupees(lead.estimated_value) : "—"}
              </Detail>
              <Detail look={FACT} label="Assigned to">
                {lead.assigned_to?.name ?? "Nobody"}
              </Detail>
              <Detail look={FACT} label="Next follow-up">
                <FollowUpText lead={lead} />
              </Detail>
              <LeadSourceFacts lead={lead} look={FACT} />
              {lead.language ? (
                <Detail look={FACT} label="Language">
                  {describeLanguage(lead.language)}
                </Detail>
              ) : null}
            </dl>
            {lead.estimate ? <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-gray-800">{estimateSentence(lead.estimate)}</p> : null}
          </LeadCard>
          <LeadCameFrom attribution={lead.attribution} />

          <LeadCard title="Add note" id="lead-note-title">
            <NoteForm />
          </LeadCard>

          <LeadCard title="Timeline" id="lead-timeline-title">
            <Timeline events={lead.timeline} />
          </LeadCard>
        </div>

        <div className="space-y-6">
          <LeadCard title="Stage" id="lead-stage-title">
            <StageForm lead={lead} />
          </LeadCard>
          <LeadCard title="Owner" id="lead-owner-title">
            <AssignForm lead={lead} staff={staff} />
          </LeadCard>
          <LeadCard title="Follow-up" id="lead-follow-up-title">
            <FollowUpForm lead={lead} />
          </LeadCard>
          <LeadCard title="Earlier leads from this number" id="lead-earlier-title">
            {lead.earlier.length ? (
              <ul className="divide-y divide-gray-100 text-sm">
                {lead.earlier.map((e) => (
                  <li key={e.id} className="flex items-start justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <Link to={`/admin/inquiries/${e.id}`} className="font-medium break-words text-brand-700 hover:underline">
                        {e.product_name || "Product removed"}
                      </Link>
                      <p className="text-gray-600">
                        {formatQuantity(e.quantity, e.unit)} · <time dateTime={e.created_at}>{formatDate(e.created_at)}</time>
                      </p>
                    </div>
                    <StageBadge stage={e.stage} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-600">No other leads from this number</p>
            )}
          </LeadCard>
          <LeadCard title="Messages from this number" id="lead-messages-title">
            {lead.messages.length ? (
              <ul className="divide-y divide-gray-100 text-sm">
                {lead.messages.map((m) => (
                  <li key={m.id} className="py-2">
                    <Link to={`/admin/messages?selected=${m.id}`} className="font-medium break-words text-brand-700 hover:underline">
                      {m.name} · {m.email}
                    </Link>
                    <p className="break-words text-gray-600">{m.subject}</p>
                    <p className="text-xs text-gray-600">
                      <time dateTime={m.created_at}>{formatDate(m.created_at)}</time> · {m.status === "new" ? "New" : "Resolved"}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-600">No messages from this number</p>
            )}
          </LeadCard>
        </div>
      </div>
    </>
  );
}

const FACT: DetailLook = { row: "min-w-0", term: "text-xs font-medium text-gray-600", value: "mt-0.5 break-words text-ink" };

/** Newest first; the request itself is the oldest entry. */
function Timeline({ events }: { events: LeadEvent[] }) {
  const user = useAdminUser();
  return (
    <ol aria-label="Timeline" className="space-y-4">
      {events.map((e) => (
        <li key={`${e.kind}-${e.id}`} className="border-l-2 border-brand-200 pl-4">
          <p className="text-sm text-ink">
            <span className="font-medium">{e.summary}</span>
            {e.user ? <span className="text-gray-600"> · {e.user.name}</span> : null}
          </p>
          <p className="text-xs text-gray-600">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </p>
          {e.kind === "note" ? (
            <div className="mt-1 flex items-start justify-between gap-3">
              <p className="text-sm break-words whitespace-pre-line text-gray-800">{e.body}</p>
              {user?.role === "admin" ? <DeleteNote event={e} /> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Admins may take a note back (a manager's delete would be refused). */
function DeleteNote({ event }: { event: LeadEvent }) {
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<LeadResult>();
  const busy = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) => {
    setConfirming(false);
    if (result.ok) toast.success(result.message ?? "Note deleted");
    else if (result.error) toast.error(result.error);
  });
  const when = formatDateTime(event.at);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete note of ${when}`}
        onClick={() => setConfirming(true)}
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
      >
        Delete
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Delete this note?" description="It is removed from the timeline for everyone.">
        <DialogActions onCancel={() => setConfirming(false)}>
          <Button
            variant="danger"
            busy={busy}
            onClick={() =>
              void fetcher.submit({ intent: "delete-note", noteId: event.id } satisfies LeadRequest, { method: "post", encType: "application/json" })
            }
          >
            Delete note
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
