/** The quote requests' answers. Types only. */
import type { PagedAnswer } from "#schemas/wire/common";

/** An inquiry (quote request) with the field names the admin screens read (`countryCode`, `mobno`, …). */
export type InquiryDto = {
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
};

/** GET /api/inquiries: newest first; `total_count` counts them all. */
export type InquiryListAnswer = PagedAnswer<InquiryDto> & { total_count: number };

/** GET /api/pincodes/:pin: where a PIN code is, and the road distance in km from the factory (null when the factory's PIN code is not set). */
export type PincodeAnswer = { pin: string; place: string; state: string; distance_km: number | null };
