import type { PaymentMode } from "#schemas/payments";
import type { PagedAnswer } from "#schemas/wire/common";

/** One invoice a payment settles, and how much of it. Money 2 decimals as text. */
export type PaymentAllocationDto = { invoice_id: number; invoice_number: string; amount: string };

/** A payment received, with its receipt number, its allocations and what is left of it as an advance. */
export type PaymentDto = {
  id: number;
  /** "RCPT/2026-27/0001". */
  number: string;
  customer_id: number;
  customer_name: string;
  company: string;
  customer_gstin: string | null;
  /** The order it is an advance on, or null (an advance on the customer's account). */
  order_id: number | null;
  order_number: string | null;
  payment_date: string;
  amount: string;
  mode: PaymentMode;
  reference: string;
  note: string;
  allocations: PaymentAllocationDto[];
  /** What is not allocated to invoices: the advance. */
  unallocated: string;
  created_by_name: string | null;
  created_at: string;
};

/** A payment as an invoice lists it: the part allocated to that invoice. */
export type InvoicePayment = { id: number; number: string; payment_date: string; mode: PaymentMode; reference: string; amount: string };

/** An issued invoice with a balance due, oldest first: what a payment may settle. */
export type OpenInvoiceDto = { id: number; number: string; order_id: number; invoice_date: string; due_date: string; grand_total: string; balance: string };

export type PaymentListAnswer = PagedAnswer<PaymentDto>;
