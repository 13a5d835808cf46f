import { Hono } from "hono";
import { ewayBillQuery, GSTR1_SHEETS, gstr1Query, tallyExportQuery, tallyLedgersSchema, type TallyLedgers } from "#schemas/exports";
import type { DataAnswer } from "#schemas/wire";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { apiError, idParam, parseJson, parseQuery } from "../../core/http/errors";
import { EwayBillRefused } from "./exports";

const attachment = (filename: string) => `attachment; filename="${filename}"`;

/** GET /api/exports/gstr1 without a sheet: the month's sheets, each with its rows and its address. */
export type Gstr1Index = { month: string; sheets: { sheet: string; filename: string; rows: number; url: string }[] };

/**
 * /api/exports (managers and admins): the Tally XML of a date range, and the GSTR-1 data of a month,
 * one CSV per sheet (`&sheet=b2b`) or, without a sheet, the index of the month's sheets.
 */
export const exportRoutes = new Hono<AppEnv>()
  .get("/tally", requireUser, requireRole("admin", "manager"), async (c) => {
    const q = parseQuery(c, tallyExportQuery);
    const { xml, filename } = await c.get("services").exports.tally(q.from, q.to);
    return c.body(xml, 200, { "content-type": "application/xml; charset=utf-8", "content-disposition": attachment(filename) });
  })
  .get("/gstr1", requireUser, requireRole("admin", "manager"), async (c) => {
    const { month, sheet } = parseQuery(c, gstr1Query);
    const exports = c.get("services").exports;
    const sheets = await exports.gstr1(month);
    if (sheet) {
      const filename = `gstr1-${month}-${sheet}.csv`;
      return c.body(exports.gstr1Csv(sheet, sheets[sheet]), 200, { "content-type": "text/csv; charset=utf-8", "content-disposition": attachment(filename) });
    }
    const data = {
      month,
      sheets: GSTR1_SHEETS.map((s) => ({
        sheet: s,
        filename: `gstr1-${month}-${s}.csv`,
        rows: sheets[s].length,
        url: `/api/exports/gstr1?month=${month}&sheet=${s}`,
      })),
    };
    return c.json({ success: true, data } satisfies DataAnswer<Gstr1Index>);
  });

/** GET /api/dispatches/:dispatchId/eway-bill: the load's e-way bill JSON (managers and admins); 409 until its goods are invoiced. */
export const ewayBillRoutes = new Hono<AppEnv>().get("/", requireUser, requireRole("admin", "manager"), async (c) => {
  const id = idParam(c, "dispatchId", "Dispatch not found");
  const { distance } = parseQuery(c, ewayBillQuery);
  const found = await c.get("services").exports.ewayBill(id, distance);
  if (!found) apiError(404, "Dispatch not found");
  if (found instanceof EwayBillRefused) apiError(409, found.message);
  return c.body(JSON.stringify(found.file, null, 2), 200, {
    "content-type": "application/json; charset=utf-8",
    "content-disposition": attachment(found.filename),
  });
});

/** /api/settings/tally-ledgers: the ledger names of the Tally export; staff read them, admins change them (audited). */
export const tallyLedgerRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json({ success: true, data: await c.get("services").exports.readLedgers() } satisfies DataAnswer<TallyLedgers>))
  .put("/", requireUser, requireRole("admin"), async (c) => {
    const value = await parseJson(c, tallyLedgersSchema);
    const data = await c.get("services").exports.saveLedgers(value, c.get("user"));
    return c.json({ success: true, message: "Tally ledgers saved", data } satisfies DataAnswer<TallyLedgers> & { message: string });
  });
