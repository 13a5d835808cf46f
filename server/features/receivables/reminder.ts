/**
 * "Send reminder": a message naming the customer's overdue invoices, the balance and a UPI link for
 * it, e-mailed with the statement of account (the financial year so far) attached, or handed back as
 * a wa.me link that opens WhatsApp with it (nothing is sent by the server). Audited either way.
 */
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { formatRupees } from "#schemas/format";
import { indiaDay, indianDate } from "#schemas/india-time";
import { balanceDue, upiPayLink } from "#schemas/invoices";
import type { ReminderChannel } from "#schemas/statement";
import { whatsappLink } from "#schemas/whatsapp";
import type { Actor, AuditOf } from "../../core/audit";
import type { Db } from "../../core/db/connection";
import { customers, invoices } from "../../core/db/schema";
import type { Mailer } from "../../core/mail";
import { currentBusiness, sellerIdentity } from "../quotations";
import type { ReminderAuditAction } from "./activity";
import type { createStatements } from "./statement";

export type ReminderRefusal = "nothing-owed" | "no-email" | "no-smtp" | "mail-failed";

export function createReminders(db: Db, deps: { audit: AuditOf<ReminderAuditAction>; mailer: Mailer; statements: ReturnType<typeof createStatements> }) {
  const { audit, mailer, statements } = deps;
  return {
    async send(
      customerId: number,
      channel: ReminderChannel,
      actor: Actor,
    ): Promise<{ message: string; whatsapp_href?: string; to?: string } | ReminderRefusal | undefined> {
      const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
      if (!c) return undefined;
      const today = indiaDay();
      const statement = await statements.of(customerId, {});
      const balance = statement!.statement.closing;
      if (!(Number(balance) > 0)) return "nothing-owed";
      if (channel === "email") {
        if (!c.email) return "no-email";
        if (!mailer.configured) return "no-smtp";
      }
      const overdue = await db
        .select({ number: invoices.number, due: invoices.dueDate, total: invoices.grandTotal, paid: invoices.amountPaid })
        .from(invoices)
        .where(
          and(eq(invoices.customerId, customerId), eq(invoices.status, "issued"), gt(invoices.grandTotal, invoices.amountPaid), lt(invoices.dueDate, today)),
        )
        .orderBy(asc(invoices.dueDate), asc(invoices.id));
      const business = await currentBusiness(db);
      const upiId = business.bank?.upiId ?? "";
      const seller = sellerIdentity(business).name;
      const message = [
        `Dear ${c.name},`,
        `This is a reminder from ${seller} about your account.`,
        ...(overdue.length
          ? [
              "Overdue invoices:",
              ...overdue.map((i) => `${i.number}: ${formatRupees(balanceDue({ grand_total: i.total, amount_paid: i.paid }))}, due ${indianDate(i.due)}`),
            ]
          : []),
        `Balance due: ${formatRupees(balance)}`,
        ...(upiId
          ? [`Pay by UPI: ${upiPayLink({ upiId, payeeName: seller, amount: balance, invoiceNumber: overdue[0]?.number ?? `Statement ${today}` })}`]
          : []),
        "Thank you.",
      ].join("\n");
      if (channel === "email") {
        const file = await statements.pdf(customerId, {});
        const ok = await mailer.send({
          to: { name: c.name, address: c.email },
          subject: `Payment reminder from ${seller}: ${formatRupees(balance)} due`,
          text: message,
          ...(actor.email ? { replyTo: { name: actor.name || undefined, address: actor.email } } : {}),
          attachments: [{ filename: file!.filename, content: file!.pdf, contentType: "application/pdf" }],
        });
        if (!ok) return "mail-failed";
      }
      const details = {
        customer_id: customerId,
        customer_name: c.name,
        channel,
        balance,
        overdue: overdue.map((i) => i.number),
        ...(channel === "email" ? { to: c.email } : {}),
      };
      await audit.record({ userId: actor.id, action: "payment.reminder_sent", entity: "customer", entityId: customerId, details });
      return channel === "email" ? { message, to: c.email } : { message, whatsapp_href: whatsappLink(c.countryCode, c.phone, message) };
    },
  };
}
