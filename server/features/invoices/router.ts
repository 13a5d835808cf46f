import type { Context } from "hono";
import { Hono } from "hono";
import { invoiceCancelInput, invoiceCreateInput, invoiceListQuery, invoicePdfQuery } from "#schemas/invoices";
import type { DataAnswer, InvoiceDto } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { pdfAnswer } from "../../core/http/pdf-answer";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { pagedList, recordById } from "../../core/http/paging";
import { InvoiceRefused } from "./invoices";

const NOT_FOUND = "Invoice not found";
type InvoiceAnswer = DataAnswer<InvoiceDto> & { message: string };

/** The invoice made, or the refusal answered: 409 naming what was already invoiced, 400 for a field. */
function issued(c: Context, data: InvoiceDto | InvoiceRefused | undefined, notFound: string) {
  if (!data) apiError(404, notFound);
  if (data instanceof InvoiceRefused) apiError(data.field ? 400 : 409, data.message, data.field ? { [data.field]: data.message } : undefined);
  return c.json({ success: true, message: `Invoice ${data.number} created`, data } satisfies InvoiceAnswer, 201);
}

const listInvoices = pagedList(invoiceListQuery, (c, q) => c.get("services").invoices.list(q));

const findInvoice = recordById(NOT_FOUND, (c, id) => c.get("services").invoices.find(id));

/** POST /api/dispatches/:dispatchId/invoice: a tax invoice of the goods on that load (managers and admins). */
export const dispatchInvoiceRoutes = new Hono<AppEnv>().post("/", requireUser, async (c) => {
  const id = idParam(c, "dispatchId", "Dispatch not found");
  const input = await parseJson(c, invoiceCreateInput);
  return issued(c, await c.get("services").invoices.fromDispatch(id, input, c.get("user")), "Dispatch not found");
});

/** POST /api/orders/:orderId/invoice: a tax invoice of everything dispatched and not yet invoiced on the order. */
export const orderInvoiceRoutes = new Hono<AppEnv>().post("/", requireUser, async (c) => {
  const id = idParam(c, "orderId", "Order not found");
  const input = await parseJson(c, invoiceCreateInput);
  return issued(c, await c.get("services").invoices.fromOrder(id, input, c.get("user")), "Order not found");
});

/** /api/invoices: the list, one invoice, its PDF, and cancelling (admins only). */
export const invoiceRoutes = new Hono<AppEnv>()
  .get("/", requireUser, listInvoices)

  .get("/:id", requireUser, findInvoice)

  .post("/:id/cancel", requireUser, requireRole("admin"), async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { reason } = await parseJson(c, invoiceCancelInput);
    const data = await c.get("services").invoices.cancel(id, reason, c.get("user"));
    if (!data) apiError(404, NOT_FOUND);
    if (data instanceof InvoiceRefused) apiError(409, data.message);
    return c.json({ success: true, message: `Invoice ${data.number} cancelled`, data } satisfies InvoiceAnswer);
  })

  .get("/:id/pdf", requireUser, async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { copies } = parseQuery(c, invoicePdfQuery);
    const file = await c.get("services").invoices.pdf(id, copies);
    if (!file) apiError(404, NOT_FOUND);
    return pdfAnswer(c, file);
  });
