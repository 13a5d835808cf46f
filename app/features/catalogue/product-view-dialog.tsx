import { presentSpecs } from "#schemas/product-fields";
import type { AdminProduct } from "#schemas/wire";
import { Dialog } from "~/components/ui/dialog";
import { ProductImage } from "~/features/catalogue/product-card";
import { formatCount, formatDay } from "#schemas/format";
import { priceText, productCode, ProductStatusBadge, StockBadge } from "~/features/catalogue/products-data";
import { Detail, type DetailLook } from "~/components/admin/detail";

const ROW: DetailLook = {
  row: "grid grid-cols-[9rem_minmax(0,1fr)] gap-2 py-1.5 text-sm",
  term: "font-medium text-gray-600",
  value: "break-words text-gray-900",
};

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
          <ProductImage
            src={product.image_url}
            alt={product.images?.[0]?.alt || product.product_name}
            className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover sm:w-2/3"
          />
          <dl className="divide-y divide-gray-100">
            <Detail look={ROW} label="Category">
              {product.category_name}
            </Detail>
            <Detail look={ROW} label="Status">
              <ProductStatusBadge status={product.status} />
            </Detail>
            <Detail look={ROW} label="Stock">
              <StockBadge stock={product.stock} />
            </Detail>
            <Detail look={ROW} label="Price">
              {priceText(product)}
            </Detail>
            <Detail look={ROW} label="Minimum order">
              {product.min_order_quantity} {product.min_order_unit}
            </Detail>
            <Detail look={ROW} label="Pieces per square metre">
              {product.pieces_per_sqm === null ? "Not sold by area" : formatCount(product.pieces_per_sqm)}
            </Detail>
            <Detail look={ROW} label="Weight per unit">
              {product.weight_kg === null ? "Not set" : `${formatCount(product.weight_kg)} kg per ${product.unit}`}
            </Detail>
            <Detail look={ROW} label="Description">
              {product.description}
            </Detail>
            <Detail look={ROW} label="Views">
              {formatCount(product.views)}
            </Detail>
            <Detail look={ROW} label="Created">
              {formatDay(product.created_at)}
            </Detail>
            <Detail look={ROW} label="Last modified">
              {formatDay(product.updated_at)}
            </Detail>
            <Detail look={ROW} label="Image URL">
              {product.image_url || "None"}
            </Detail>
          </dl>
          <section aria-label="Images">
            <h3 className="mb-1 text-sm font-semibold text-gray-900">Images ({formatCount(product.images?.length ?? 0)})</h3>
            {product.images?.length ? (
              <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {product.images.map((image, i) => (
                  <li key={`${i}-${image.url}`} className="flex flex-col gap-1 text-xs text-gray-700">
                    <ProductImage src={image.url} alt="" className="aspect-[4/3] w-full rounded bg-gray-100 object-cover" />
                    <span>
                      {i + 1}. {image.alt}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-gray-600">No images</p>
            )}
          </section>
          <section aria-label="Specifications">
            <h3 className="mb-1 text-sm font-semibold text-gray-900">Specifications</h3>
            {specs.length ? (
              <dl className="divide-y divide-gray-100">
                {specs.map((s) => (
                  <Detail look={ROW} key={s.key} label={s.label}>
                    {s.value}
                  </Detail>
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
