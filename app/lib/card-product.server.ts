import { presentSpecs } from "#schemas/product-fields";
import type { CardProduct } from "~/components/site/product-card";
import { unitWord } from "~/components/site/unit-word";
import type { Translate } from "~/i18n/t";
import { formatRupees } from "#schemas/format";
import type { PublicProduct } from "../../server/features/catalogue/catalogue";

/**
 * A public product as its card on the category page shows it: the card's fields, its price written
 * in rupees, its units as words, and its specifications already labelled and in display order, so
 * the browser needs neither number formatting, nor the tables of units and labels, nor the
 * product's other fields. Units and labels are in the page's language (`t`: serverT of it); the
 * values stay as staff wrote them.
 */
export function cardProductOf(product: PublicProduct, t: Translate): CardProduct {
  const { id, product_name, product_slug, category_slug, price, unit, min_order_quantity, min_order_unit, image_url, description } = product;
  const { gst_rate, pieces_per_sqm, weight_kg } = product;
  return {
    id,
    product_name,
    path: `/${category_slug}/${product_slug}`,
    price,
    priceText: formatRupees(price),
    unit,
    unitWord: unitWord(t, unit),
    min_order_quantity,
    min_order_unit,
    minOrderUnitWord: unitWord(t, min_order_unit),
    image_url,
    description,
    // What the instant estimate reads
    gst_rate,
    pieces_per_sqm,
    weight_kg,
    specs: presentSpecs(product).map(({ key, value }) => ({ label: t(`catalogue.specs.${key}`), value })),
  };
}
