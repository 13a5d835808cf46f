/**
 * The e-way bill of a load: one bill in the JSON the e-way bill portal's bulk generation takes
 * (ewaybillgst.gov.in → e-Way Bill → Generate Bulk: a file of `{ version, billLists: [...] }` as made
 * by NIC's "Bulk Generation Tool" Excel, whose field list is published with it; the API's documentation
 * at docs.ewaybillgst.gov.in names the same fields and codes). The API calls two of them actFromStateCode
 * and transactionType; the bulk file calls them actualFromStateCode and transType, as used here.
 *
 * Codes used: supplyType "O" (outward), subSupplyType 1 (supply), docType "INV" (tax invoice),
 * transType 1 (regular), transMode 1 (road), vehicleType "R" (regular); "URP" as the GSTIN of an
 * unregistered buyer. docDate is dd/mm/yyyy. The item list carries the goods (HSN codes); the
 * freight, its tax and the round off are the invoice's other value (OthValue), so totalValue + taxes
 * + OthValue = totInvValue, the invoice's grand total. transDistance 0 asks the portal to work the
 * distance out from the two PIN codes itself.
 */
import { formatScaled, parseScaled } from "#schemas/gst";
import type { InvoiceDto } from "#schemas/wire";
import { uqcOf } from "./gstr1";

/** The bulk file's format version (NIC's Bulk Generation Tool). */
export const EWAY_BILL_VERSION = "1.0.1118";

/** Where the load goes and on what: the order's delivery address and PIN code, the load's vehicle, the distance. */
export type EwayBillTrip = {
  fromPin: string;
  toAddress: string;
  toPin: string;
  vehicleNumber: string;
  transporter: string;
  distanceKm: number;
};

const paiseOf = (amount: string) => parseScaled(amount, 2, "amount");
const rupees = (p: bigint) => Number(formatScaled(p, 2));

/** Text as the portal takes it: letters, digits, spaces and @ # - / & . , only, squeezed, at most `max` characters. */
export function portalText(value: string, max: number): string {
  return value
    .replace(/[^a-zA-Z0-9\s@#\-/&.,]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** An address as two lines of at most 120 characters each, and its place: the line before the PIN code (else the state). */
function addressParts(lines: string[], fallbackPlace: string): { addr1: string; addr2: string; place: string } {
  const clean = lines.map((l) => portalText(l, 120)).filter(Boolean);
  const placeLine = [...clean].reverse().find((l) => /[a-zA-Z]/.test(l.replace(/\b\d{6}\b/g, "")));
  const place =
    portalText(
      (placeLine ?? fallbackPlace)
        .replace(/\b\d{6}\b/g, "")
        .split(",")
        .pop() ?? "",
      50,
    ) || portalText(fallbackPlace, 50);
  const addr1 = clean.slice(0, Math.max(1, clean.length - 1)).join(", ");
  return { addr1: portalText(addr1, 120), addr2: portalText(clean.length > 1 ? clean[clean.length - 1] : "", 120), place };
}

const pinOf = (pin: string, address: string) => Number((/^[1-9]\d{5}$/.test(pin) ? pin : /\b([1-9]\d{5})\b/.exec(address)?.[1]) ?? 0);

/** The bulk file of one invoice's e-way bill for one load. */
export function ewayBillJson(invoice: InvoiceDto, trip: EwayBillTrip) {
  const seller = invoice.seller;
  const from = addressParts(seller.address_lines, seller.state_name);
  const to = addressParts((trip.toAddress || invoice.billing_address).split(/\r?\n|,(?=\s*\S)/), invoice.place_of_supply);
  const goods = invoice.items;
  const sum = (pick: (l: (typeof goods)[number]) => string) => goods.reduce((s, l) => s + paiseOf(pick(l)), 0n);
  const [taxable, cgst, sgst, igst] = [sum((l) => l.taxable), sum((l) => l.cgst), sum((l) => l.sgst), sum((l) => l.igst)];
  const other = paiseOf(invoice.grand_total) - taxable - cgst - sgst - igst;
  const half = (rate: number) => (invoice.intra_state ? rate / 2 : 0);
  const bill = {
    userGstin: seller.gstin,
    supplyType: "O",
    subSupplyType: 1,
    subSupplyDesc: "",
    docType: "INV",
    docNo: invoice.number,
    docDate: invoice.invoice_date.split("-").reverse().join("/"),
    transType: 1,
    fromGstin: seller.gstin,
    fromTrdName: portalText(seller.name, 100),
    fromAddr1: from.addr1,
    fromAddr2: from.addr2,
    fromPlace: from.place,
    fromPincode: pinOf(trip.fromPin, seller.address_lines.join(" ")),
    fromStateCode: Number(seller.state_code),
    actualFromStateCode: Number(seller.state_code),
    toGstin: invoice.customer_gstin || "URP",
    toTrdName: portalText(invoice.company || invoice.customer_name, 100),
    toAddr1: to.addr1,
    toAddr2: to.addr2,
    toPlace: to.place,
    toPincode: pinOf(trip.toPin, `${trip.toAddress} ${invoice.billing_address}`),
    toStateCode: Number(invoice.state_code),
    actualToStateCode: Number(invoice.state_code),
    totalValue: rupees(taxable),
    cgstValue: rupees(cgst),
    sgstValue: rupees(sgst),
    igstValue: rupees(igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: rupees(other),
    totInvValue: rupees(paiseOf(invoice.grand_total)),
    transMode: 1,
    transDistance: trip.distanceKm,
    transporterName: portalText(trip.transporter, 100),
    transporterId: "",
    transDocNo: "",
    transDocDate: "",
    vehicleNo: trip.vehicleNumber.replace(/[^A-Z0-9]/gi, "").toUpperCase(),
    vehicleType: "R",
    mainHsnCode: Number(goods[0]?.hsn ?? 0),
    itemList: goods.map((l, i) => ({
      itemNo: i + 1,
      productName: portalText(l.description, 100),
      productDesc: portalText(l.description, 100),
      hsnCode: Number(l.hsn),
      quantity: Number(l.quantity),
      qtyUnit: uqcOf(l.unit),
      taxableAmount: rupees(paiseOf(l.taxable)),
      sgstRate: half(l.gst_rate),
      cgstRate: half(l.gst_rate),
      igstRate: invoice.intra_state ? 0 : l.gst_rate,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
  return { version: EWAY_BILL_VERSION, billLists: [bill] };
}
export type EwayBillFile = ReturnType<typeof ewayBillJson>;
