/**
 * Reading the accountant's exports back in tests: the Tally XML parsed by a real XML parser into
 * vouchers and their entries in paise, the e-way bill JSON checked against the portal's schema
 * (tests/fixtures/eway-bill), and a CSV's rows. Not a test itself.
 */
import Ajv from "ajv";
import parser from "fast-xml-parser";
import { readFileSync } from "node:fs";
import path from "node:path";

export type ParsedVoucher = {
  type: string;
  date: string;
  number: string;
  party: string;
  entries: { ledger: string; deemedPositive: string; amountPaise: number; bills: { name: string; type: string; amountPaise: number }[] }[];
};

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const paise = (v: unknown) => Math.round(Number(v) * 100);

/** The vouchers of a Tally import file; throws when it is not well-formed XML or not an Import Data request of vouchers. */
export function parseTallyXml(xml: string): ParsedVoucher[] {
  const valid = parser.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid)}`);
  const doc = parser.parse(xml, { ignoreAttributes: false, attributeNamePrefix: "@", parseNodeValue: false, parseAttributeValue: false });
  const env = doc.ENVELOPE;
  if (env?.HEADER?.TALLYREQUEST !== "Import Data") throw new Error("Not an Import Data request");
  if (env.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME !== "Vouchers") throw new Error("Not a Vouchers import");
  /* eslint-disable @typescript-eslint/no-explicit-any */
  return list<any>(env.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE).map((m) => {
    const v = m.VOUCHER;
    return {
      type: v["@VCHTYPE"],
      date: String(v.DATE),
      number: String(v.VOUCHERNUMBER),
      party: String(v.PARTYLEDGERNAME),
      entries: list<any>(v["ALLLEDGERENTRIES.LIST"]).map((e) => ({
        ledger: String(e.LEDGERNAME),
        deemedPositive: String(e.ISDEEMEDPOSITIVE),
        amountPaise: paise(e.AMOUNT),
        bills: list<any>(e["BILLALLOCATIONS.LIST"]).map((b) => ({ name: String(b.NAME), type: String(b.BILLTYPE), amountPaise: paise(b.AMOUNT) })),
      })),
    };
  });
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/** Debits (negative) and credits (positive) of a voucher in paise. */
export function voucherSides(v: ParsedVoucher): { debit: number; credit: number } {
  const debit = -v.entries.filter((e) => e.amountPaise < 0).reduce((s, e) => s + e.amountPaise, 0);
  const credit = v.entries.filter((e) => e.amountPaise > 0).reduce((s, e) => s + e.amountPaise, 0);
  return { debit, credit };
}

const schema = JSON.parse(readFileSync(path.join(import.meta.dirname, "../fixtures/eway-bill/bulk-generation.schema.json"), "utf8"));
const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const check = ajv.compile(schema);

/** The schema's complaints about an e-way bill file ([] when it conforms). */
export function ewayBillErrors(file: unknown): string[] {
  return check(file) ? [] : (check.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

/** The rows of a CSV as toCsv writes it (every cell quoted, CRLF), the byte-order mark dropped. */
export function csvRows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')));
}
