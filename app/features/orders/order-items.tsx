/** An order's lines with how much of each has gone (Ordered, Dispatched, Remaining), and its totals. */
import { formatRupees } from "#schemas/format";
import { formatOrderQuantity } from "#schemas/orders";
import type { OrderDto } from "#schemas/wire";
import { Table, TBody, Td, Th, THead, TableCard } from "~/components/ui/table";

export function OrderItems({ order }: { order: OrderDto }) {
  return (
    <TableCard title="Items">
      <div className="overflow-x-auto" role="region" aria-label="Items, scroll sideways" tabIndex={0}>
        <Table>
          <THead>
            <Th>Item</Th>
            <Th>HSN</Th>
            <Th className="text-right">Rate</Th>
            <Th className="text-right">Ordered</Th>
            <Th className="text-right">Dispatched</Th>
            <Th className="text-right">Remaining</Th>
          </THead>
          <TBody>
            {order.items.map((i) => (
              <tr key={i.id}>
                <Td>{i.description}</Td>
                <Td>{i.hsn}</Td>
                <Td className="text-right tabular-nums">
                  {formatRupees(i.rate)}
                  {Number(i.discount_pct) > 0 ? <span className="block text-xs text-gray-600">less {i.discount_pct} %</span> : null}
                </Td>
                <Td className="text-right tabular-nums">{formatOrderQuantity(String(i.quantity), i.unit)}</Td>
                <Td className="text-right tabular-nums">{formatOrderQuantity(i.dispatched, i.unit)}</Td>
                <Td className="text-right tabular-nums">{formatOrderQuantity(i.remaining, i.unit)}</Td>
              </tr>
            ))}
          </TBody>
        </Table>
      </div>
      <dl className="space-y-1 border-t border-gray-100 px-5 py-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">Taxable value</dt>
          <dd className="tabular-nums">{formatRupees(order.totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">GST</dt>
          <dd className="tabular-nums">{formatRupees(order.totals.tax_total)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold text-ink">
          <dt>Grand total</dt>
          <dd className="tabular-nums">{formatRupees(order.grand_total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">Advance asked</dt>
          <dd className="tabular-nums">{formatRupees(order.advance_amount)}</dd>
        </div>
      </dl>
    </TableCard>
  );
}
