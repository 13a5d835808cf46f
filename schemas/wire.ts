/**
 * The JSON the API answers (README API table), written once for the server that builds it and
 * the browser that reads it. Types only; like every module in schemas/, imports nothing from
 * outside schemas/.
 */
export type * from "#schemas/wire/common";
export type * from "#schemas/wire/catalogue";
export type * from "#schemas/wire/inquiries";
export type * from "#schemas/wire/messages";
export type * from "#schemas/wire/accounts";
export type * from "#schemas/wire/activity";
export type * from "#schemas/wire/leads";
export type * from "#schemas/wire/quotations";
export type * from "#schemas/wire/two-step";
export type * from "#schemas/wire/orders";
export type * from "#schemas/wire/integrations";
export type * from "#schemas/wire/invoices";
export type * from "#schemas/wire/receivables";
export type * from "#schemas/wire/payments";
