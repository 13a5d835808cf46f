import type { Context } from "hono";
import { Hono } from "hono";
import { quotationDefaultsInput, quotationFieldErrors, quotationInput, quotationListQuery, quotationSendInput } from "#schemas/quotations";
import type { DataAnswer, QuotationAnswer, QuotationDefaults } from "#schemas/wire";
import type { QuotationRefusal } from "./quotations";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { pdfAnswer } from "../../core/http/pdf-answer";
import { apiError, idParam, parseJson } from "../../core/http/errors";
import { pagedList, recordById } from "../../core/http/paging";

const NOT_FOUND = "Quotation not found";
const quotationId = (c: Context) => idParam(c, "id", NOT_FOUND);
function notFound(): never {
  apiError(404, NOT_FOUND);
}

/** A quotation's body, its mistakes named by their whole path ("items.0.quantity"). */
const parseQuotation = (c: Context) => parseJson(c, quotationInput, quotationFieldErrors);

const LEAD_GONE = "This lead no longer exists";
const TOO_LARGE = "The total is too large for one quotation";

/** The answer to each change the quotation's state refuses: status, message and the field it names, if any. */
const REFUSALS: Record<QuotationRefusal, [status: 400 | 409 | 502, message: string, field?: string]> = {
  "not-draft": [409, "Only a draft can be changed; make a new version instead"],
  accepted: [409, "This quotation has been accepted"],
  "version-accepted": [409, "The customer has accepted another version of this quotation"],
  declined: [409, "This quotation was declined; make a new version instead"],
  expired: [409, "This quotation has expired; make a new version instead"],
  "no-email": [400, "Add the customer's e-mail first", "email"],
  "no-smtp": [409, "E-mail is not set up on this server"],
  // The mail server refused or could not be reached: nothing was recorded as sent.
  "mail-failed": [502, "The e-mail could not be sent. Please try again."],
  "unknown-lead": [400, LEAD_GONE, "inquiry_id"],
  "too-large": [400, TOO_LARGE, "items"],
  "wrong-mobile": [400, "This mobile number does not match the quotation", "mobile"],
};

function refuse(reason: QuotationRefusal): never {
  const [status, message, field] = REFUSALS[reason];
  apiError(status, message, field ? { [field]: message } : undefined);
}

const listQuotations = pagedList(quotationListQuery, (c, q) => c.get("services").quotations.list(q));

const findQuotation = recordById(NOT_FOUND, (c, id) => c.get("services").quotations.find(id));

/**
 * Quotations (staff: managers and admins alike; the default terms are admins'). Every change is
 * audited as quotation.*; sending moves the quotation's lead to Quoted. /quotations/defaults and
 * /quotations/new-from-inquiry/:id come before /quotations/:id.
 */
export const quotationRoutes = new Hono<AppEnv>()
  /** Newest first, paged, under the filters (status, search, days). */
  .get("/", requireUser, listQuotations)

  .get("/defaults", requireUser, async (c) => {
    const data = await c.get("services").quotations.defaults();
    return c.json({ success: true, data } satisfies DataAnswer<QuotationDefaults>);
  })

  .put("/defaults", requireUser, requireRole("admin"), async (c) => {
    const { terms } = await parseJson(c, quotationDefaultsInput);
    const data = await c.get("services").quotations.setDefaultTerms(terms, c.get("user"));
    return c.json({ success: true, message: "Default terms saved", data });
  })

  /** A new quotation's fields filled from a lead (its customer and requested product). */
  .get("/new-from-inquiry/:inquiryId", requireUser, async (c) => {
    const id = idParam(c, "inquiryId", "Lead not found");
    const data = await c.get("services").quotations.fromInquiry(id);
    if (!data) apiError(404, "Lead not found");
    return c.json({ success: true, data });
  })

  .post("/", requireUser, async (c) => {
    const input = await parseQuotation(c);
    const data = await c.get("services").quotations.create(input, c.get("user"));
    if (typeof data === "string") refuse(data);
    return c.json({ success: true, message: `Quotation ${data.number} created`, data } satisfies QuotationAnswer, 201);
  })

  .get("/:id", requireUser, findQuotation)

  /** A draft only; a sent quotation is changed by making a new version. */
  .patch("/:id", requireUser, async (c) => {
    const id = quotationId(c);
    const input = await parseQuotation(c);
    const data = await c.get("services").quotations.update(id, input, c.get("user"));
    if (!data) notFound();
    if (typeof data === "string") refuse(data);
    return c.json({ success: true, message: `Quotation ${data.number} saved`, data } satisfies QuotationAnswer);
  })

  /** By e-mail (the PDF attached; needs SMTP and the customer's address) or on WhatsApp (the answer's wa.me link). */
  .post("/:id/send", requireUser, async (c) => {
    const id = quotationId(c);
    const { channel } = await parseJson(c, quotationSendInput);
    const result = await c.get("services").quotations.send(id, channel, c.get("user"));
    if (!result) notFound();
    if (typeof result === "string") refuse(result);
    const q = result.quotation;
    return c.json({
      success: true,
      message: channel === "email" ? `Quotation ${q.number} sent to ${q.email}` : `Quotation ${q.number} marked as sent on WhatsApp`,
      data: q,
      ...(result.whatsapp_href ? { whatsapp_href: result.whatsapp_href } : {}),
    } satisfies QuotationAnswer);
  })

  .post("/:id/revise", requireUser, async (c) => {
    const data = await c.get("services").quotations.revise(quotationId(c), c.get("user"));
    if (!data) notFound();
    return c.json({ success: true, message: `New version ${data.number} created`, data } satisfies QuotationAnswer, 201);
  })

  .post("/:id/decline", requireUser, async (c) => {
    const data = await c.get("services").quotations.decline(quotationId(c), c.get("user"));
    if (!data) notFound();
    if (data === "accepted") apiError(409, "An accepted quotation cannot be declined");
    return c.json({ success: true, message: `Quotation ${data.number} marked declined`, data } satisfies QuotationAnswer);
  })

  .get("/:id/pdf", requireUser, async (c) => {
    const file = await c.get("services").quotations.pdf(quotationId(c));
    if (!file) notFound();
    return pdfAnswer(c, file);
  });
