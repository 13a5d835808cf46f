import type { CustomerAgeing } from "#schemas/receivables";
import type { PagedAnswer } from "#schemas/wire/common";

/** A customer's row on the Receivables screen. Money 2 decimals as text. */
export type CustomerReceivable = CustomerAgeing & { customer_id: number; customer_name: string; company: string; phone: string };

/** GET /api/receivables: a page of customers and the totals of every customer under the filters. */
export type ReceivableListAnswer = PagedAnswer<CustomerReceivable> & { totals: Omit<CustomerAgeing, "oldest_unpaid_days"> };

/** The dashboard's "Overdue receivables": the total past due and the five customers owing most past due. */
export type OverdueReceivables = { total: string; customers: { customer_id: number; customer_name: string; overdue: string }[] };
