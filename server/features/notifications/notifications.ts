import { describeLanguage, type Lang } from "#schemas/languages";
import type { Logger } from "../../core/log";
import { oneLine, quoted, type MailAddress, type Mailer } from "../../core/mail";
import { formatIndianMoney } from "#schemas/gst";
import { QUOTATION_STATUS_LABELS } from "#schemas/quotations";
import type { InquiryDto, MessageDto, QuotationDto } from "#schemas/wire";

/** One `Label: value` line of a notification; a value is always one line, so it cannot add a line of its own. */
const field = (label: string, value: string) => `${label}: ${oneLine(value)}`;

/** The e-mail of a quote request: a subject naming the product and quantity, then a first line and the request's fields. */
/** The line naming the language a visitor wrote in, when not English: staff answer in it. */
const languageLine = (language: Lang | null | undefined) => (language && language !== "en" ? field("Language", describeLanguage(language)) : undefined);

function inquiryMail(i: InquiryDto, intro: string, subject = "New quote request", language?: Lang | null): { subject: string; text: string } {
  return {
    subject: `${subject}: ${i.product_name ?? "a product"} (${i.quantity} ${i.unit})`,
    text: [
      intro,
      "",
      field("Name", i.name),
      field("Mobile", `${i.countryCode} ${i.mobno}`),
      field("Product", `${i.product_name ?? "-"}${i.category_name ? ` (${i.category_name})` : ""}`),
      field("Quantity", `${i.quantity} ${i.unit}`),
      field("Received", i.created_at),
      field("Reference", `inquiry #${i.id}`),
      languageLine(language),
    ]
      .filter((l) => l !== undefined)
      .join("\n"),
  };
}

/** A day "2026-12-08" as "8 Dec 2026". */
const dayName = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** The e-mail that carries a quotation to its customer (the PDF is attached by the caller). */
export function quotationMail(q: QuotationDto): { subject: string; text: string } {
  return {
    subject: `Quotation ${q.number} from ${q.seller.name}`,
    text: [
      `Dear ${oneLine(q.customer_name)},`,
      "",
      `Thank you for your enquiry. Please find our quotation ${q.number} attached as a PDF.`,
      "",
      field("Total", `${formatIndianMoney(q.grand_total)} (including GST)`),
      field("Valid until", dayName(q.valid_until)),
      "",
      "You can view it, download it and accept it online here:",
      q.token_url,
      "",
      "Regards,",
      q.seller.name,
      ...q.seller.phones.map((p) => oneLine(p)),
      q.seller.email,
    ].join("\n"),
  };
}

/** The lines that name a quotation in a staff notice. */
function quotationLines(q: QuotationDto, link: string): string[] {
  return [
    field("Quotation", q.number),
    field("Customer", `${q.customer_name}${q.company ? ` (${q.company})` : ""}`),
    field("Phone", `${q.country_code} ${q.phone}`),
    field("Total", formatIndianMoney(q.grand_total)),
    field("Status", QUOTATION_STATUS_LABELS[q.status]),
    "",
    `Open the quotation: ${link}`,
  ];
}

/**
 * New quote requests and messages announced to NOTIFY_EMAIL. Called after the inquiry is
 * committed; sends in the background, so a slow or broken mail server never delays or fails
 * the visitor's answer.
 */
export function createNotifier(mailer: Mailer, to: string | undefined, log: Logger) {
  const pending = new Set<Promise<unknown>>();
  function fire(msg: { subject: string; text: string; replyTo?: MailAddress }, recipient: MailAddress | string | undefined = to) {
    if (!mailer.configured || !recipient) return;
    const p = mailer
      .send({ to: recipient, ...msg })
      .then((ok) => log.info({ ok, subject: msg.subject }, "new-inquiry notification"))
      .catch((err) => log.error({ err }, "new-inquiry notification failed"))
      .finally(() => pending.delete(p));
    pending.add(p);
  }
  /** To a staff member and NOTIFY_EMAIL, once each when they are the same address. */
  function toStaff(msg: { subject: string; text: string }, staff: MailAddress | null) {
    if (staff) fire(msg, staff);
    if (to && to.trim().toLowerCase() !== staff?.address.toLowerCase()) fire(msg, to);
  }
  return {
    enabled: mailer.configured && Boolean(to),

    /** `language`: the page's the request was sent from. */
    newInquiry(i: InquiryDto, language?: Lang) {
      fire(inquiryMail(i, "A new quote request arrived on the website.", undefined, language));
    },

    /**
     * The quote request's e-mail, addressed to the staff member it was just assigned to, with a
     * link to the lead's page. Called after the assignment is committed; sent in the background.
     */
    leadAssigned(i: InquiryDto, assignee: MailAddress, by: string, link: string) {
      const mail = inquiryMail(i, `${oneLine(by)} assigned this quote request to you.`, "Quote request assigned to you");
      fire({ subject: mail.subject, text: `${mail.text}\n\nOpen the lead: ${link}\n` }, assignee);
    },

    newMessage(m: MessageDto) {
      fire({
        subject: `New message from ${m.name}${m.company ? ` (${m.company})` : ""}`,
        replyTo: { address: m.email },
        text: [
          "A new message arrived through the contact form.",
          "",
          field("Name", m.name),
          field("Email", m.email),
          field("Phone", `${m.country_code} ${m.phone}`),
          m.company ? field("Company", m.company) : undefined,
          m.project_type ? field("Product/service", m.project_type) : undefined,
          m.budget ? field("Budget", m.budget) : undefined,
          field("Received", m.created_at),
          languageLine(m.language),
          "",
          "Message (as the visitor wrote it):",
          quoted(m.message),
        ]
          .filter((l) => l !== undefined)
          .join("\n"),
      });
    },

    /**
     * A customer accepted a quotation online: told to the lead's owner (or whoever made the
     * quotation) and NOTIFY_EMAIL. Called after the commit; sent in the background.
     */
    quotationAccepted(q: QuotationDto, staff: MailAddress | null, link: string) {
      const mail = {
        subject: `Quotation ${q.number} accepted by ${q.accepted_name ?? q.customer_name}`,
        text: [
          "The customer accepted this quotation online.",
          "",
          field("Accepted by", q.accepted_name ?? ""),
          field("Accepted at", q.accepted_at ?? ""),
          ...(q.delivery_note ? ["", "Delivery note (as the customer wrote it):", quoted(q.delivery_note)] : []),
          "",
          ...quotationLines(q, link),
        ].join("\n"),
      };
      toStaff(mail, staff);
    },

    /** A customer asked for changes to a quotation: told as quotationAccepted is. */
    quotationChangesRequested(q: QuotationDto, message: string, staff: MailAddress | null, link: string) {
      const mail = {
        subject: `Changes requested to quotation ${q.number}`,
        text: [
          "The customer asked for changes to this quotation.",
          "",
          "Message (as the customer wrote it):",
          quoted(message),
          "",
          ...quotationLines(q, link),
        ].join("\n"),
      };
      toStaff(mail, staff);
    },

    /** Resolves when the notifications sent so far have finished (tests and shutdown). */
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
