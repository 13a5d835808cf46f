import { useState } from "react";
import { MessageCircle } from "~/components/site/icons";
import { Button, buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/t";
import { copyText } from "~/lib/clipboard";

/** The chat link that opens WhatsApp (app or web) with `text` ready to send to a contact of the visitor's choice. */
export const whatsAppShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * "Share on WhatsApp" (the page's name and address, in the page's language) and "Copy link" (the
 * page's address), which then says "Link copied". `url` is the page's own address, in its language.
 */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const t = useT();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={whatsAppShareHref(t("product.share.text", { title, url }))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: "whatsapp", size: "md" })}
      >
        <MessageCircle aria-hidden="true" className="h-5 w-5" />
        {t("product.share.whatsApp")}
      </a>
      <Button
        variant="secondary"
        onClick={() =>
          copyText(url).then(
            () => setState("copied"),
            () => setState("failed"),
          )
        }
      >
        {t("product.share.copy")}
      </Button>
      <p role="status" className="text-sm font-medium text-gray-700">
        {state === "copied" ? t("product.share.copied") : state === "failed" ? t("product.share.failed", { url }) : ""}
      </p>
    </div>
  );
}
