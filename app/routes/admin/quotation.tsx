import { useState } from "react";
import { Await, Link } from "react-router";
import type { QuotationDefaults, QuotationDto } from "#schemas/wire";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadFailed, RecordScreen } from "~/components/admin/list-states";
import { parseQuotationRequest, runQuotationRequest, type QuotationResult } from "~/features/quotations/quotation-action";
import { QuotationActions } from "~/features/quotations/quotation-actions";
import { QuotationForm } from "~/features/quotations/quotation-form";
import { formatIsoDay, indiaDate, QuotationStatusBadge } from "~/features/quotations/quotation-parts";
import { blankLine, valuesFrom, valuesFromDto, type QuotationStart } from "~/features/quotations/quotation-values";
import { QuotationView } from "~/features/quotations/quotation-view";
import { CreateOrderButton } from "~/features/orders/create-order-button";
import { settle } from "~/components/admin/route-data";
import { api, ApiError } from "~/lib/api";
import { formatDate } from "#schemas/format";
import { DocumentHeading } from "~/components/admin/document-page";
import type { Route } from "./+types/quotation";
import { Card } from "~/components/ui/card";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id ? "Quotation" : "New quotation");

/** What the page starts from: a stored quotation, a lead's prefill, a blank form; or why there is nothing to show. */
type Start =
  | { ok: true; kind: "quotation"; quotation: QuotationDto }
  | { ok: true; kind: "new"; prefill: QuotationStart | null }
  | { ok: false; notFound?: "quotation" | "lead"; quiet?: boolean };

type Defaults = { ok: true; data: QuotationDefaults } | { ok: false; quiet?: boolean };

async function readStart(read: () => Promise<Start>, notFound: "quotation" | "lead"): Promise<Start> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { ok: false, notFound };
    const settled = await settle(notFound === "lead" ? "the lead" : "the quotation", Promise.reject(err));
    return { ok: false, quiet: !settled.ok && settled.quiet };
  }
}

/**
 * The quotation (/admin/quotations/:id), or what a new one starts from (/admin/quotations/new,
 * prefilled from a lead with ?inquiry=), with the defaults every form needs (the seller's state
 * for the tax split, the default terms and validity). One promise for the page, made once per load.
 */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const opts = { auth: true as const, signal: request.signal };
  const defaults: Promise<Defaults> = settle(
    "quotation defaults",
    api("GET", "/api/quotations/defaults", undefined, opts).then((a) => a.data),
  );
  let start: Promise<Start>;
  if (params.id !== undefined) {
    const id = Number(params.id);
    start =
      Number.isInteger(id) && id > 0
        ? readStart(async () => {
            const answer = await api("GET", `/api/quotations/${id}`, undefined, opts);
            return { ok: true, kind: "quotation", quotation: answer.data };
          }, "quotation")
        : Promise.resolve({ ok: false, notFound: "quotation" });
  } else {
    const inquiry = Number(new URL(request.url).searchParams.get("inquiry") ?? "");
    start =
      Number.isInteger(inquiry) && inquiry > 0
        ? readStart(async () => {
            const answer = await api("GET", `/api/quotations/new-from-inquiry/${inquiry}`, undefined, opts);
            return { ok: true, kind: "new", prefill: answer.data };
          }, "lead")
        : Promise.resolve({ ok: true, kind: "new", prefill: null });
  }
  return { page: Promise.all([defaults, start]) };
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<QuotationResult> {
  const id = params.id !== undefined ? Number(params.id) : null;
  return runQuotationRequest(id, parseQuotationRequest(await request.json()), request.signal);
}

export default function QuotationPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const retry = (message: string) => <LoadFailed message={message} />;
  return (
    <RecordScreen backTo="/admin/quotations" back="Back to quotations" loading="Loading quotation...">
      <Await resolve={page}>
        {([defaults, start]) => {
          if (!start.ok) {
            if (start.notFound) return <NotFound what={start.notFound} />;
            return start.quiet ? null : retry(start.notFound === "lead" ? "Failed to load the lead" : "Failed to load the quotation");
          }
          if (start.kind === "quotation") return <SavedQuotation key={start.quotation.id} quotation={start.quotation} defaults={defaults} />;
          if (!defaults.ok) return defaults.quiet ? null : retry("Failed to load the quotation form");
          return <NewQuotation defaults={defaults.data} prefill={start.prefill} />;
        }}
      </Await>
    </RecordScreen>
  );
}

function NotFound({ what }: { what: "quotation" | "lead" }) {
  return (
    <Card className="p-6">
      <h1 className="text-2xl font-bold text-ink">{what === "lead" ? "Lead not found" : "Quotation not found"}</h1>
      <p className="mt-2 text-gray-600">
        {what === "lead" ? "This lead does not exist or was deleted: start a quotation without it." : "This quotation does not exist."}
      </p>
      {what === "lead" ? (
        <Link to="/admin/quotations/new" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          New quotation
        </Link>
      ) : null}
    </Card>
  );
}

/** The number as the heading, with its status, dates and the lead it answers. */
function QuotationHeading({ quotation: q }: { quotation: QuotationDto }) {
  return (
    <DocumentHeading number={q.number} badge={<QuotationStatusBadge status={q.status} />}>
      <span>
        {q.customer_name}
        {q.company ? `, ${q.company}` : ""} · <time dateTime={q.created_at}>{formatDate(q.created_at)}</time> · valid until{" "}
        <time dateTime={q.valid_until}>{formatIsoDay(q.valid_until)}</time>
      </span>
      {q.inquiry_id ? (
        <Link to={`/admin/inquiries/${q.inquiry_id}`} className="font-medium text-brand-700 hover:underline">
          Open the lead
        </Link>
      ) : null}
    </DocumentHeading>
  );
}

function NewQuotation({ defaults, prefill }: { defaults: QuotationDefaults; prefill: QuotationStart | null }) {
  const start = valuesFrom(prefill ?? {}, { valid_until: indiaDate(defaults.valid_days), terms: defaults.terms });
  if (!start.items.length) start.items = [blankLine()];
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">New quotation</h1>
        <p className="mt-1 text-gray-600">{prefill?.customer_name ? `For ${prefill.customer_name}, from their lead` : "Prices with GST for a customer"}</p>
      </div>
      <QuotationForm start={start} defaults={defaults} />
    </>
  );
}

/**
 * A saved quotation: a draft in the form, anything else read-only, with its actions above. The
 * same actions stay on the page when a draft is sent, so the answer of the send (its toast, the
 * WhatsApp tab) is taken by the buttons that asked.
 */
function SavedQuotation({ quotation, defaults }: { quotation: QuotationDto; defaults: Defaults }) {
  const [unsaved, setUnsaved] = useState(false);
  const draft = quotation.status === "draft";
  return (
    <>
      <QuotationHeading quotation={quotation} />
      <QuotationActions quotation={quotation} unsaved={draft && unsaved} />
      {quotation.status === "accepted" ? <CreateOrderButton from={{ quotation_id: quotation.id }} /> : null}
      {!draft ? (
        <QuotationView quotation={quotation} />
      ) : defaults.ok ? (
        <QuotationForm start={valuesFromDto(quotation)} defaults={defaults.data} quotation={quotation} onUnsavedChange={setUnsaved} />
      ) : defaults.quiet ? null : (
        <LoadFailed message="Failed to load the quotation form" />
      )}
    </>
  );
}
