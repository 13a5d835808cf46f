import { SpecRow } from "~/components/site/product-card";
import { useT } from "~/i18n/t";

/** The product's full specifications (labelled, in display order) and its description. */
export function ProductDetails({ name, specs, description }: { name: string; specs: { label: string; value: string }[]; description: string }) {
  const t = useT();
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-2">
      {specs.length > 0 ? (
        <section aria-labelledby="product-specs">
          <h2 id="product-specs" className="text-xl font-semibold text-ink">
            {t("product.specs")}
          </h2>
          <dl className="mt-3 divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm" aria-label={t("product.specsOf", { name })}>
            {specs.map((s) => (
              <SpecRow key={s.label} label={s.label} value={s.value} />
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="product-description">
        <h2 id="product-description" className="text-xl font-semibold text-ink">
          {t("product.description")}
        </h2>
        <p className="mt-3 max-w-prose whitespace-pre-line leading-relaxed text-gray-700">{description}</p>
      </section>
    </div>
  );
}
