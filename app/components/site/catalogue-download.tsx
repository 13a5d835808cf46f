import { Download } from "~/components/site/icons";
import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/t";

/**
 * "Download catalogue (PDF)": a plain link, no JavaScript, to a catalogue PDF the server makes of
 * the active products (/catalogue.pdf, or a category's /catalogue/{slug}.pdf). The PDF itself is in English.
 */
export function CatalogueDownload({ href, className }: { href: string; className?: string }) {
  const t = useT();
  return (
    <a href={href} type="application/pdf" className={buttonClass({ variant: "outline", className })}>
      <Download className="h-4 w-4" />
      {t("catalogue.download")}
    </a>
  );
}
