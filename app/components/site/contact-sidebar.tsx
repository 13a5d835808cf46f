import { useId } from "react";
import { Link } from "react-router";
import { BusinessContact } from "~/components/site/business-contact";
import type { SiteOfficeKey } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/i18n/t";

/**
 * A side box with the ways to reach one office and a Get Quote button: the head office on Who We
 * Are (a complementary landmark of its own), the Jharkhand branch in the category page's sidebar
 * (a region inside that page's sidebar).
 */
export function ContactSidebar({ title, office = "head", landmark = "aside" }: { title?: string; office?: SiteOfficeKey; landmark?: "aside" | "section" }) {
  const t = useT();
  const lp = useLocalePath();
  const headingId = useId();
  const Box = landmark;
  return (
    <Box aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title ?? t("business.contactUs")}
      </h2>
      <BusinessContact office={office} className="mt-4" />
      <Link to={lp("/contact")} className={buttonClass({ size: "lg", className: "mt-6 w-full" })}>
        {t("business.getQuote")}
      </Link>
    </Box>
  );
}
