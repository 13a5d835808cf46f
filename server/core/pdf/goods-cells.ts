import { formatOrderQuantity } from "#schemas/orders";

/** A line of goods' first cells in a document's table: its place from 1, description, HSN and quantity with its unit. */
export const goodsCells = (i: { description: string; hsn: string; quantity: string; unit: string }, n: number): string[] => [
  String(n + 1),
  i.description,
  i.hsn,
  formatOrderQuantity(i.quantity, i.unit),
];
