/**
 * Test setup: a quotation or invoice line for the GST engine's unit tests, a paver block at 18 %
 * unless `over` says otherwise.
 */
import type { QuoteLineInput } from "#schemas/gst";

export const quoteLine = (over: Partial<QuoteLineInput>): QuoteLineInput => ({
  description: "Interlocking paver block 80 mm",
  hsn: "6810",
  quantity: "1",
  unit: "Nos",
  rate: "0",
  discount_pct: "0",
  gst_rate: 18,
  ...over,
});
