import { Hono } from "hono";
import { openInvoicesQuery, paymentInput, paymentListQuery } from "#schemas/payments";
import type { DataAnswer, OpenInvoiceDto, PaymentDto } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { pdfAnswer } from "../../core/http/pdf-answer";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { pagedList } from "../../core/http/paging";
import { PaymentRefused } from "./payments";

const NOT_FOUND = "Payment not found";
type PaymentAnswer = DataAnswer<PaymentDto> & { message: string };

/** The payment, or its refusal answered with its status and field errors. */
function paymentOr(data: PaymentDto | PaymentRefused | undefined): PaymentDto {
  if (!data) apiError(404, NOT_FOUND);
  if (data instanceof PaymentRefused) apiError(data.status, data.message, data.fieldErrors);
  return data;
}

const listPayments = pagedList(paymentListQuery, (c, q) => c.get("services").payments.list(q));

/** /api/payments: record (managers and admins), list, read, apply an advance, the receipt PDF, and delete (admins only). */
export const paymentRoutes = new Hono<AppEnv>()
  .post("/", requireUser, async (c) => {
    const input = await parseJson(c, paymentInput);
    const data = paymentOr(await c.get("services").payments.record(input, c.get("user")));
    return c.json({ success: true, message: `Payment ${data.number} recorded`, data } satisfies PaymentAnswer, 201);
  })

  .get("/", requireUser, listPayments)

  .get("/open-invoices", requireUser, async (c) => {
    const q = parseQuery(c, openInvoicesQuery);
    return c.json({ success: true, data: await c.get("services").payments.openInvoices(q) } satisfies DataAnswer<OpenInvoiceDto[]>);
  })

  .get("/:id", requireUser, async (c) => {
    const data = paymentOr(await c.get("services").payments.find(idParam(c, "id", NOT_FOUND)));
    return c.json({ success: true, data } satisfies DataAnswer<PaymentDto>);
  })

  .post("/:id/apply", requireUser, async (c) => {
    const data = paymentOr(await c.get("services").payments.apply(idParam(c, "id", NOT_FOUND), c.get("user")));
    return c.json({ success: true, message: `Advance of payment ${data.number} applied`, data } satisfies PaymentAnswer);
  })

  .delete("/:id", requireUser, requireRole("admin"), async (c) => {
    const data = paymentOr(await c.get("services").payments.remove(idParam(c, "id", NOT_FOUND), c.get("user")));
    return c.json({ success: true, message: `Payment ${data.number} deleted`, data } satisfies PaymentAnswer);
  })

  .get("/:id/pdf", requireUser, async (c) => {
    const file = await c.get("services").payments.pdf(idParam(c, "id", NOT_FOUND));
    if (!file) apiError(404, NOT_FOUND);
    return pdfAnswer(c, file);
  });
