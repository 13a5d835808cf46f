import type { OrderDto } from "#schemas/wire";

/**
 * The order page's dispatches: the loads made so far and the actions on them ("New dispatch",
 * the challan, "Send to customer", "Mark delivered"). Placeholder until the dispatch feature fills it.
 */
export function OrderDispatches({ order }: { order: OrderDto }) {
  return (
    <section aria-labelledby="order-dispatches">
      <h2 id="order-dispatches">Dispatches</h2>
      <p>{order.dispatches.length} dispatches</p>
    </section>
  );
}
