/** Small pieces every order screen shows alike: the status as a badge in words. */
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#schemas/orders";
import type { OrderStatus } from "#schemas/wire";
import { cn } from "~/lib/cn";

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

const STATUS_COLOURS: Record<OrderStatus, string> = {
  draft: "bg-gray-200 text-gray-800",
  confirmed: "bg-blue-100 text-blue-800",
  partly_dispatched: "bg-violet-100 text-violet-800",
  dispatched: "bg-indigo-100 text-indigo-800",
  delivered: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-800",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap", STATUS_COLOURS[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
