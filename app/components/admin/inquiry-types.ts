import type { InquiryDto } from "#schemas/wire";

type Phone = Pick<InquiryDto, "countryCode" | "mobno">;

/** The inquiry's own phone number with its country code, as dialled: '+919876543210'. */
export const inquiryPhone = (i: Phone) => `${(i.countryCode ?? "").trim()}${(i.mobno ?? "").trim()}`.replace(/[^\d+]/g, "");

/** tel: link to call the customer back on the number they gave, with its country code. */
export const inquiryTelHref = (i: Phone) => `tel:${inquiryPhone(i)}`;

/** WhatsApp chat with the customer: wa.me takes the number in digits only. */
export const inquiryWhatsAppHref = (i: Phone) => `https://wa.me/${inquiryPhone(i).replace(/\D/g, "")}`;
