import type { Logger } from "../log";
import type { Mailer } from "../mail";
import type { InquiryDto } from "./inquiries";
import type { MessageDto } from "./messages";

/**
 * New quote requests and messages announced to NOTIFY_EMAIL. Called after the inquiry is
 * committed; sends in the background, so a slow or broken mail server never delays or fails
 * the visitor's answer.
 */
export function createNotifier(mailer: Mailer, to: string | undefined, log: Logger) {
  const pending = new Set<Promise<unknown>>();
  function fire(msg: { subject: string; text: string; replyTo?: string }) {
    if (!mailer.configured || !to) return;
    const p = mailer
      .send({ to, ...msg })
      .then((ok) => log.info({ ok, subject: msg.subject }, "new-inquiry notification"))
      .catch((err) => log.error({ err }, "new-inquiry notification failed"))
      .finally(() => pending.delete(p));
    pending.add(p);
  }
  return {
    enabled: mailer.configured && Boolean(to),

    newInquiry(i: InquiryDto) {
      fire({
        subject: `New quote request: ${i.product_name ?? "a product"} (${i.quantity} ${i.unit})`,
        text: [
          "A new quote request arrived on the website.",
          "",
          `Name: ${i.name}`,
          `Mobile: ${i.countryCode} ${i.mobno}`,
          `Product: ${i.product_name ?? "-"}${i.category_name ? ` (${i.category_name})` : ""}`,
          `Quantity: ${i.quantity} ${i.unit}`,
          `Received: ${i.created_at}`,
          `Reference: inquiry #${i.id}`,
        ].join("\n"),
      });
    },

    newMessage(m: MessageDto) {
      fire({
        subject: `New message from ${m.name}${m.company ? ` (${m.company})` : ""}`,
        replyTo: m.email,
        text: [
          "A new message arrived through the contact form.",
          "",
          `Name: ${m.name}`,
          `Email: ${m.email}`,
          `Phone: ${m.country_code} ${m.phone}`,
          m.company ? `Company: ${m.company}` : undefined,
          m.project_type ? `Product/service: ${m.project_type}` : undefined,
          m.budget ? `Budget: ${m.budget}` : undefined,
          `Received: ${m.created_at}`,
          "",
          m.message,
        ]
          .filter((l) => l !== undefined)
          .join("\n"),
      });
    },

    /** Resolves when the notifications sent so far have finished (tests and shutdown). */
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
