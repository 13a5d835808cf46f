import { presentSpecs } from "#schemas/product-fields";
import type { AdminProduct } from "#schemas/wire";
import { Dialog } from "~/components/ui/dialog";
import { ProductImage } from "~/features/catalogue/product-card";
import { formatCount, formatDay } from "#schemas/format";
import { priceText, productCode, ProductStatusBadge, StockBadge } from "~/features/catalogue/products-data";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** Every field of a product, and its specifications, read-only. */
export function ProductViewDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const specs = product ? presentSpecs(product as unknown as Record<string, unknown>) : [];
  return (
    <Dialog
      open={!!product}
      onClose={onClose}
      title={product?.product_name ?? "Product"}
      description={product ? `Product ${productCode(product.id)}` : undefined}
      className="max-w-2xl"
    >
      {product ? (
        <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
          <ProductImage src={product.image_url} alt={product.product_name} className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover sm:w-2/3" />
          <dl className="divide-y divide-gray-100">
            <Row label="Category">{product.category_name}</Row>
            <Row label="Status">
              <ProductStatusBadge status={product.status} />
            </Row>
            <Row label="Stock">
              <StockBadge stock={product.stock} />
            </Row>
            <Row label="Price">{priceText(product)}</Row>
            <Row label="Minimum order">
              {product.min_order_quantity} {product.min_order_unit}
            </Row>
            <Row label="Description">{product.description}</Row>
            <Row label="Views">{formatCount(product.views)}</Row>
            <Row label="Created">{formatDay(product.created_at)}</Row>
            <Row label="Last modified">{formatDay(product.updated_at)}</Row>
            <Row label="Image URL">{product.image_url || "None"}</Row>
          </dl>
          <section aria-label="Specifications">
            <h3 className="mb-1 text-sm font-semibold text-gray-900">Specifications</h3>
            {specs.length ? (
              <dl className="divide-y divide-gray-100">
                {specs.map((s) => (
                  <Row key={s.key} label={s.label}>
                    {s.value}
                  </Row>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-gray-600">No specifications</p>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
