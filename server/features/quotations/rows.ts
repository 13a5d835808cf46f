import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import type { QuotationDto } from "#schemas/wire";
import type { Db, DbOrTx } from "../../core/db/connection";
import { quotationItems, quotations } from "../../core/db/schema";
import { isTokenShape } from "./numbering";
import { toQuotationDto } from "./status";
import type { ItemRow, QuotationRow } from "./types";

/** Reading quotations and their lines, and answering them as the staff see them. */
export function createQuotationRows(db: Db, siteUrl: string) {
  async function itemsOf(t: DbOrTx, ids: number[]): Promise<Map<number, ItemRow[]>> {
    const byQuotation = new Map<number, ItemRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byQuotation;
    const rows = await t.select().from(quotationItems).where(inArray(quotationItems.quotationId, ids)).orderBy(asc(quotationItems.position));
    for (const r of rows) byQuotation.get(r.quotationId)?.push(r);
    return byQuotation;
  }

  async function dtoOf(t: DbOrTx, row: QuotationRow): Promise<QuotationDto> {
    const items = (await itemsOf(t, [row.id])).get(row.id) ?? [];
    return toQuotationDto(row, items, siteUrl);
  }

  async function lockedRow(t: DbOrTx, id: number): Promise<QuotationRow | undefined> {
    const [row] = await t.select().from(quotations).where(eq(quotations.id, id)).for("update");
    return row;
  }

  /**
   * The row of a customer's token, locked in `t`. A draft's link is no link yet (it has not been
   * sent, staff may still change it): it answers as an unknown token does.
   */
  async function byToken(t: DbOrTx, token: string, lock = false): Promise<QuotationRow | undefined> {
    if (!isTokenShape(token)) return undefined;
    const q = t
      .select()
      .from(quotations)
      .where(and(eq(quotations.token, token), ne(quotations.status, "draft")));
    const [row] = lock ? await q.for("update") : await q;
    return row;
  }

  /**
   * Lock the original of `row`'s versions, after `row` itself (always in that order, so two such
   * transactions queue rather than deadlock). A customer's accept and the sending of a version both
   * take it, so the later of the two sees what the earlier did: an old version accepted while a
   * newer one is sent would leave two offers standing.
   */
  async function lockOriginal(t: DbOrTx, row: QuotationRow): Promise<void> {
    if (row.baseId !== null) await lockedRow(t, row.baseId);
  }

  /** The number of another version of `row`'s quotation that its customer has accepted, if there is one. */
  async function acceptedVersionOf(t: DbOrTx, row: { id: number; baseId: number | null }): Promise<string | undefined> {
    const base = row.baseId ?? row.id;
    const [accepted] = await t
      .select({ number: quotations.number })
      .from(quotations)
      .where(and(or(eq(quotations.id, base), eq(quotations.baseId, base)), ne(quotations.id, row.id), eq(quotations.status, "accepted")))
      .limit(1);
    return accepted?.number;
  }

  async function find(id: number): Promise<QuotationDto | undefined> {
    const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
    return row && dtoOf(db, row);
  }

  return { itemsOf, dtoOf, lockedRow, lockOriginal, acceptedVersionOf, byToken, find };
}
export type QuotationRows = ReturnType<typeof createQuotationRows>;
