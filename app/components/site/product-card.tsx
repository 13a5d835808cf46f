import { useId, useState } from "react";
import { Link } from "react-router";
import { ChevronUp, MessageSquareQuote } from "~/components/site/catalogue-icons";
import { ChevronDown } from "~/components/site/icons";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Button } from "~/components/ui/button";
import { useLocalePath, useT } from "~/i18n/t";

/**
 * What a card needs of a public product: the API's field names, its price as written in rupees, its
 * units as words of the page's language, and its specifications as the server lists them
 * (cardProductOf in ~/lib/card-product.server: labelled, in display order).
 */
export type CardProduct = {
  id: number;
  product_name: string;
  /** The product's own page: /{category-slug}/{product-slug}. */
  path: string;
  price: number;
  /** `price` in rupees as the page shows it ("₹1,250"). */
  priceText: string;
  unit: string;
  /** `unit` as a word of the page's language (unitWord), as is `min_order_unit` in the next. */
  unitWord: string;
  min_order_quantity: number;
  min_order_unit: string;
  minOrderUnitWord: string;
  image_url: string | null;
  description: string;
  /** For the instant estimate in the 'Get Best Price' modal. */
  gst_rate: number;
  pieces_per_sqm: number | null;
  weight_kg: number | null;
  specs: { label: string; value: string }[];
};

/** The first 4 specifications of a card always show; the rest sit under See More. */
export const SPECS_ALWAYS_SHOWN = 4;

export function ProductCard({
  product,
  onGetBestPrice,
  onGetBestPriceIntent,
  priority = false,
}: {
  product: CardProduct;
  onGetBestPrice: (product: CardProduct) => void;
  /** The pointer is over 'Get Best Price' or it has focus: a click may follow (load the modal's code). */
  onGetBestPriceIntent?: () => void;
  /** The first cards: load the image at once (it is the page's largest paint). */
  priority?: boolean;
}) {
  const t = useT();
  const lp = useLocalePath();
  const [expanded, setExpanded] = useState(false);
  const { specs } = product;
  const always = specs.slice(0, SPECS_ALWAYS_SHOWN);
  const more = specs.slice(SPECS_ALWAYS_SHOWN);
  const headingId = useId();
  const moreId = useId();

  return (
    <article
      id={`product-${product.id}`}
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm target:ring-2 target:ring-brand-600"
    >
      {/* ResponsiveImage itself, not Photo: the category page would otherwise download the chunk Photo shares with the other pages (its JavaScript budget). */}
      {/* The picture leads to the product's page as its name does; the keyboard's one stop is the name. */}
      <Link to={lp(product.path)} tabIndex={-1}>
        <ResponsiveImage
          width={800}
          height={600}
          src={product.image_url}
          alt={product.product_name}
          sizes="(min-width: 1280px) 26rem, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="aspect-[4/3] w-full bg-gray-100 object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
          <Link to={lp(product.path)} className="hover:text-brand-700 hover:underline">
            {product.product_name}
          </Link>
        </h2>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-2xl font-bold text-brand-700">{product.priceText}</span>
          <span className="text-sm text-gray-600">{t("catalogue.card.perUnit", { unit: product.unitWord })}</span>
        </p>
        <p className="mt-1 text-sm font-medium text-gray-700">
          {t("catalogue.card.minOrder", { quantity: product.min_order_quantity, unit: product.minOrderUnitWord })}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-gray-700">{product.description}</p>

        {specs.length > 0 ? (
          <section className="mt-4" aria-label={t("catalogue.card.specsOf", { name: product.product_name })}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-800">{t("catalogue.card.specs")}</h3>
            <dl className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-100 text-sm">
              {always.map((s) => (
                <SpecRow key={s.label} label={s.label} value={s.value} />
              ))}
            </dl>
            {more.length > 0 ? (
              <>
                <dl id={moreId} hidden={!expanded} className="divide-y divide-gray-100 rounded-b-lg border border-t-0 border-gray-100 text-sm">
                  {more.map((s) => (
                    <SpecRow key={s.label} label={s.label} value={s.value} />
                  ))}
                </dl>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={moreId}
                  onClick={() => setExpanded((v) => !v)}
                  className="mt-2 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {expanded ? t("catalogue.card.seeLess") : t("catalogue.card.seeMore")}
                  {expanded ? <ChevronUp className="h-4 w-4" /> : <ChevronDown className="h-4 w-4" />}
                </button>
              </>
            ) : null}
          </section>
        ) : null}

        <div className="mt-auto pt-5">
          <GetBestPriceButton
            className="w-full"
            onClick={() => onGetBestPrice(product)}
            onIntent={onGetBestPriceIntent}
            aria-label={t("catalogue.card.getBestPriceFor", { name: product.product_name })}
          />
        </div>
      </div>
    </article>
  );
}

/** 'Get Best Price': opens the quote modal; `onIntent` when pointed at or focused (a click may follow: load the modal's code). */
export function GetBestPriceButton({ onIntent, ...rest }: { onClick: () => void; onIntent?: () => void; className?: string; "aria-label"?: string }) {
  const t = useT();
  return (
    <Button size="lg" icon={<MessageSquareQuote className="h-5 w-5" />} onPointerEnter={onIntent} onFocus={onIntent} {...rest}>
      {t("catalogue.card.getBestPrice")}
    </Button>
  );
}

/** One specification: its label and value, as a card and a product page list them. */
export function SpecRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-2 px-3 py-2">
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
