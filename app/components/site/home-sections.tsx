import { Award, Clock, IndianRupee, Leaf } from "~/components/site/icons";
import { Link } from "react-router";
import type { HomeContent } from "#schemas/home-content";
import { CategoryGrid } from "~/components/site/category-grid";
import { FiguresBand } from "~/components/site/figures-band";
import type { CategorySummary } from "~/components/site/category-summary";
import { FloatingButtons } from "~/components/site/floating-buttons";
import { IconCards } from "~/components/site/icon-lists";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/i18n/t";

const WHY_ICONS = [Award, Leaf, Clock, IndianRupee];

/**
 * The home page under its carousel: headline, figures, reasons, the product range and the closing
 * call, with the floating shortcuts. Markup only: the home page keeps the server's HTML of it
 * (staticIsland in app/routes/site/home.tsx).
 */
export function HomeSections({ content, categories }: { content: HomeContent; categories: CategorySummary[] }) {
  const t = useT();
  const lp = useLocalePath();
  const { headline, intro, figures, reasons } = content;
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-14 text-center lg:px-6" aria-labelledby="home-title">
        <h1 id="home-title" className="text-3xl font-bold text-gray-900 sm:text-4xl">
          {headline}
        </h1>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-gray-600">{intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={lp("/products")} className={buttonClass({ size: "lg" })}>
            {t("home.viewProducts")}
          </Link>
          <Link to={lp("/contact")} className={buttonClass({ variant: "outline", size: "lg" })}>
            {t("home.freeQuote")}
          </Link>
        </div>
      </section>

      <FiguresBand label={t("home.figures")} figures={figures} />

      <section className="mx-auto max-w-7xl px-4 py-14 lg:px-6" aria-labelledby="why-title">
        <h2 id="why-title" className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
          {t("home.whyTitle")}
        </h2>
        <IconCards
          items={reasons}
          icons={WHY_ICONS}
          fallback={Award}
          cardClassName="rounded-xl border border-gray-200 p-6 shadow-sm"
          textClassName="text-gray-600"
        />
      </section>

      <section className="bg-gray-50" aria-labelledby="range-title">
        <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="range-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
              {t("home.rangeTitle")}
            </h2>
            <Link to={lp("/products")} className="font-medium text-brand-700 hover:underline">
              {t("home.allProducts")}
            </Link>
          </div>
          <div className="mt-8">
            <CategoryGrid categories={categories} />
          </div>
        </div>
      </section>

      <section className="bg-gray-900 text-white" aria-labelledby="cta-title">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center lg:px-6">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {t("home.ctaTitle")}
          </h2>
          <p className="max-w-2xl text-gray-200">{t("home.ctaText")}</p>
          <Link to={lp("/contact")} className={buttonClass({ size: "lg" })}>
            {t("home.contactUs")}
          </Link>
        </div>
      </section>

      <FloatingButtons />
    </>
  );
}
