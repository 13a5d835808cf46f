import type { DbOrTx } from "../../core/db/connection";

/** Per customer, what was received and not yet applied to an invoice ("1234.50"). */
export async function unappliedAdvances(_db: DbOrTx): Promise<Map<number, string>> {
  return new Map();
}
