/**
 * Where a lead came from, on its page: every source it came through ("IndiaMART, Phone call"),
 * what the source said about the buyer (e-mail, company, place, IndiaMART's kind of enquiry) and
 * the contact message it was made from.
 */
import { Link } from "react-router";
import { LEAD_SOURCE_LABELS } from "#schemas/lead-sources";
import type { LeadDetail } from "#schemas/wire";
import { Detail, type DetailLook } from "~/components/admin/detail";

/** IndiaMART's QUERY_TYPE in words. */
const QUERY_TYPES: Record<string, string> = { W: "Direct enquiry", B: "Buy lead", P: "Call", WA: "WhatsApp" };

/** The source's facts as rows of the Request card's description list (only those the lead has). */
export function LeadSourceFacts({ lead, look }: { lead: LeadDetail; look: DetailLook }) {
  const d = lead.source_details ?? {};
  const place = [d.city, d.state, d.pincode].filter(Boolean).join(", ");
  return (
    <>
      <Detail look={look} label="Source">
        {(lead.sources.length ? lead.sources : [lead.source]).map((s) => LEAD_SOURCE_LABELS[s]).join(", ")}
        {lead.message_id ? (
          <>
            {" · "}
            <Link to={`/admin/messages?message=${lead.message_id}`} className="text-brand-700 underline">
              From message
            </Link>
          </>
        ) : null}
      </Detail>
      {d.queryType ? (
        <Detail look={look} label="Kind of enquiry">
          {QUERY_TYPES[d.queryType] ?? d.queryType}
        </Detail>
      ) : null}
      {d.email ? (
        <Detail look={look} label="E-mail">
          <a href={`mailto:${d.email}`} className="text-brand-700 underline">
            {d.email}
          </a>
        </Detail>
      ) : null}
      {d.company ? (
        <Detail look={look} label="Company">
          {d.company}
        </Detail>
      ) : null}
      {place ? (
        <Detail look={look} label="Place">
          {place}
        </Detail>
      ) : null}
    </>
  );
}
