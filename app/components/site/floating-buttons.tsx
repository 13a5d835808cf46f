import { MessageCircle, Send } from "~/components/site/icons";
import { Link } from "react-router";
import { useSiteBusiness } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useT } from "~/i18n/t";

/**
 * The home page's shortcuts, always in reach while it scrolls: the enquiry form and a WhatsApp chat
 * with a greeting. They must never sit on text a visitor reads, and the page's text runs the full
 * width of the window (no free corner), so they float in an opaque full-width strip right under the
 * sticky header: text passes under it as under the header, never half covered. The page keeps the
 * strip's height free at the top when it scrolls a field into view (scroll-padding in app.css).
 */
export function FloatingButtons() {
  const { whatsappHref } = useSiteBusiness();
  const t = useT();
  const lp = useLocalePath();
  const button = (variant: "primary" | "whatsapp") =>
    buttonClass({ variant, size: "pill", className: "flex-1 transition-transform hover:scale-105 motion-reduce:transition-none md:flex-none" });
  return (
    <div data-floating-actions="" className="fixed inset-x-0 top-16 z-30 bg-white shadow-sm md:top-26">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 md:h-12 lg:px-6">
        <p className="hidden flex-1 text-sm text-gray-700 md:block">{t("site.floating.prompt")}</p>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("site.floating.whatsappLabel")}
          title={t("site.floating.whatsappTitle")}
          className={button("whatsapp")}
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          WhatsApp
        </a>
        <Link to={lp("/contact")} aria-label={t("site.floating.enquiry")} title={t("site.floating.enquiry")} className={button("primary")}>
          <Send aria-hidden="true" className="h-5 w-5" />
          {t("site.floating.enquiryButton")}
        </Link>
      </div>
    </div>
  );
}
