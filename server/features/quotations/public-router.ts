import type { Context } from "hono";
import { Hono } from "hono";
import { acceptInput, changesInput } from "#schemas/quotations";
import type { DataAnswer, PublicQuotationDto, QuotationDto } from "#schemas/wire";
import type { MailAddress } from "../../core/mail";
import type { AppEnv } from "../../core/http/env";
import { linkedPdf } from "../../core/http/pdf-answer";
import { apiError, parseJson } from "../../core/http/errors";
import { rateLimit } from "../../core/http/rate-limit";
import { publicFormAnswer } from "../../core/http/public-form";

const NOT_FOUND = "Quotation not found";
/** Reads of a link (the quotation, its PDF), counted per address: a customer reads theirs a few times, a flood of them is refused. */
const readLimit = rateLimit({ name: "quotation-read", limit: (l) => l.quotationReads });
const quotationPdf = linkedPdf<AppEnv>(NOT_FOUND, (c, token) => c.get("services").quotations.pdfByToken(token));
const WRONG_MOBILE = "This mobile number does not match the quotation";

/** True when the request carries a valid staff token: staff opening a customer's link is not the customer viewing it. */
async function fromStaff(c: Context<AppEnv>): Promise<boolean> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (!match) return false;
  return Boolean(await c.get("services").accounts.authenticate(match[1], { address: c.get("clientAddress") }));
}

/**
 * The customer's side of a quotation, by the unguessable token of its link (/q/{token}); no
 * account. Accepting and asking for changes are public forms: rate limited and idempotent as a
 * quote request is (the Idempotency-Key is bound to the token and the input).
 */
export const publicQuotationRoutes = new Hono<AppEnv>()
  /** The quotation; a customer's first view of a sent one marks it viewed (not a bot's, not staff's). */
  .get("/:token", readLimit, async (c) => {
    const token = c.req.param("token");
    const staff = await fromStaff(c);
    const data = await c.get("services").quotations.viewByToken(token, { userAgent: c.req.header("user-agent"), staff });
    if (!data) apiError(404, NOT_FOUND);
    c.header("x-robots-tag", "noindex");
    return c.json({ success: true, data } satisfies DataAnswer<PublicQuotationDto>);
  })

  /** The PDF, also once the quotation has expired. */
  .get("/:token/pdf", readLimit, quotationPdf)

  /** Accept: the mobile number must be the quotation's; accepting again answers the same. The lead becomes Won and staff are told. */
  .post("/:token/accept", rateLimit({ name: "form", limit: (l) => l.forms }), async (c) => {
    const token = c.req.param("token");
    const services = c.get("services");
    // The number typed is checked against the length rule of the quotation's own country code.
    const countryCode = await services.quotations.countryCodeByToken(token);
    if (countryCode === undefined) apiError(404, NOT_FOUND);
    const input = await parseJson(c, acceptInput(countryCode));
    let accepted: { quotation: QuotationDto; staff: MailAddress | null } | undefined;
    const bound = { ...input, token }; // the Idempotency-Key holds for this quotation and input only
    const res = await publicFormAnswer(c, "quotation-accept", bound, async (tx) => {
      const result = await services.quotations.accept(token, input, tx);
      if (!result) apiError(404, NOT_FOUND);
      if (result === "expired") apiError(410, "This quotation has expired");
      if (result === "declined") apiError(409, "This quotation was declined");
      if (result === "wrong-mobile") apiError(400, WRONG_MOBILE, { mobile: WRONG_MOBILE });
      if ("replacedBy" in result) apiError(409, `This quotation has been replaced by ${result.replacedBy}`);
      if (result.notify !== undefined) accepted = { quotation: result.quotation, staff: result.notify };
      const q = result.quotation;
      return { status: 200, body: { success: true, message: `Thank you! Your acceptance of ${q.number} has been sent to ${q.seller.name}.` } };
    });
    if (accepted) services.quotations.notifyAccepted(accepted.quotation, accepted.staff); // after the commit, in the background
    return res;
  })

  /** A change request: on the lead's timeline, and e-mailed to staff. */
  .post("/:token/changes", rateLimit({ name: "form", limit: (l) => l.forms }), async (c) => {
    const token = c.req.param("token");
    const input = await parseJson(c, changesInput);
    const services = c.get("services");
    let asked: { quotation: QuotationDto; staff: MailAddress | null } | undefined;
    const bound = { ...input, token };
    const res = await publicFormAnswer(c, "quotation-changes", bound, async (tx) => {
      const result = await services.quotations.requestChanges(token, input.message, tx);
      if (!result) apiError(404, NOT_FOUND);
      asked = { quotation: result.quotation, staff: result.notify };
      return { status: 201, body: { success: true, message: "Your request has been sent. We will get back to you soon." } };
    });
    if (asked) services.quotations.notifyChanges(asked.quotation, input.message, asked.staff); // after the commit, in the background
    return res;
  });
