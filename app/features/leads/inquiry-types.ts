import type { InquiryDto } from "#schemas/wire";

type Phone = Pick<InquiryDto, "countryCode" | "mobno">;

/** The inquiry's own phone number with its country code, as dialled: '+919876543210'. */
export const inquiryPhone = (i: Phone) => `${(i.countryCode ?? "").trim()}${(i.mobno ?? "").trim()}`.replace(/[^\d+]/g, "");

/** tel: link to call the customer back on the number they gave, with its country code. */
export const inquiryTelHref = (i: Phone) => `tel:${inquiryPhone(i)}`;

/** WhatsApp chat with the customer: wa.me takes the number in digits only. */
export const inquiryWhatsAppHref = (i: Phone) => `https://wa.me/${inquiryPhone(i).replace(/\D/g, "")}`;

/**
 * WhatsApp chat with the customer that opens with a greeting naming what they asked for:
 * "Hello Ramesh, thank you for your enquiry for 500 Pieces of Zig-Zag Paver Block 60 mm…".
 */
export function leadWhatsAppHref(lead: Phone & Pick<InquiryDto, "name" | "product_name" | "quantity" | "unit">, business: string): string {
  const what = lead.product_name ? ` for ${lead.quantity} ${lead.unit} of ${lead.product_name}` : "";
  const text = `Hello ${lead.name}, thank you for your enquiry${what} with ${business}. We would like to share our best price with you.`;
  return `${inquiryWhatsAppHref(lead)}?text=${encodeURIComponent(text)}`;
}
