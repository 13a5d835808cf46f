import { BusinessContactCards } from "~/components/site/business-contact-cards";
import { ContactForm } from "~/components/site/contact-form";
import { Phone } from "~/components/site/icons";
import { useSiteBusiness } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, metaT, pageMeta } from "~/lib/seo";
import { langFromPath } from "~/i18n/languages";
import { pageMessages, serverT } from "~/i18n/messages.server";
import { useT } from "~/i18n/t";
import type { Route } from "./+types/contact";

/** The schema.org breadcrumb of the page, which the server writes into the document. */
export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(langFromPath(new URL(request.url).pathname));
  addBreadcrumbJsonLd(context, crumbsFromHome({ name: t("contact.title"), path: "/contact" }));
  return { messages: pageMessages(request, "contact") };
}

/** A client-side visit needs nothing of the server's loader (its data is for the document alone): no request for it. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaT(args);
  return pageMeta(args, { title: t("contact.title"), description: t("contact.description"), path: "/contact" });
};

/** How to reach the business (its one contact block, in full) and the message form. */
export default function ContactPage() {
  const t = useT();
  const callNow = useSiteBusiness().phones[0];
  return (
    <div className="bg-gray-50">
      <section className="bg-gradient-to-br from-brand-800 to-brand-700 px-4 py-10 text-white sm:py-14">
        <div className="mx-auto max-w-7xl sm:px-2 lg:px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("contact.title")}</h1>
          <p className="mt-3 max-w-2xl text-base text-white/95 sm:text-lg">{t("contact.intro")}</p>
          {callNow ? (
            <a href={`tel:${callNow.tel}`} className={buttonClass({ variant: "inverse", size: "lg", className: "mt-6" })}>
              <Phone className="h-5 w-5" />
              {t("contact.callNow", { phone: callNow.display })}
            </a>
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:px-8">
        <div className="space-y-5">
          <BusinessContactCards />
        </div>

        <ContactForm />
      </div>
    </div>
  );
}
