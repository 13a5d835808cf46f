/** An inquiry (quote request) as GET /api/inquiries answers it (README API table). */
export interface AdminInquiry {
  id: number;
  product_id: number | null;
  product_name: string | null;
  category_name: string | null;
  name: string;
  countryCode: string;
  mobno: string;
  quantity: number;
  unit: string;
  created_at: string;
}

export interface InquiriesAnswer {
  success: boolean;
  total_count: number;
  data: AdminInquiry[];
}

/** The inquiry's own phone number with its country code, as dialled: '+919876543210'. */
export const inquiryPhone = (i: Pick<AdminInquiry, "countryCode" | "mobno">) =>
  `${(i.countryCode ?? "").trim()}${(i.mobno ?? "").trim()}`.replace(/[^\d+]/g, "");

/** tel: link to call the customer back (DESIGN decision 5). */
export const inquiryTelHref = (i: Pick<AdminInquiry, "countryCode" | "mobno">) => `tel:${inquiryPhone(i)}`;

/** WhatsApp chat with the customer: wa.me takes the number in digits only. */
export const inquiryWhatsAppHref = (i: Pick<AdminInquiry, "countryCode" | "mobno">) => `https://wa.me/${inquiryPhone(i).replace(/\D/g, "")}`;
