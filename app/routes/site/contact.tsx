import { BusinessContactCards } from "~/components/site/business-contact-cards";
import { ContactForm } from "~/components/site/contact-form";
import { Phone } from "~/components/site/icons";
import { useSiteBusiness } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { crumbsFromHome, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

/** The schema.org breadcrumb of the page, which the server writes into the document. */
export function loader({ context }: Route.LoaderArgs) {
  addBreadcrumbJsonLd(context, crumbsFromHome({ name: "Contact Us", path: "/contact" }));
  return null;
}

/** A client-side visit needs nothing of the server's loader (its data is for the document alone): no request for it. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description:
      "Call, e-mail or write to {business} in Surat and Jharkhand for the best price on paver blocks, kerb stones, fly ash bricks and precast walls.",
    path: "/contact",
  });

/** How to reach the business (its one contact block, in full) and the message form. */
export default function ContactPage() {
  const callNow = useSiteBusiness().phones[0];
  return (
    <div className="bg-gray-50">
      <section className="bg-gradient-to-br from-brand-800 to-brand-700 px-4 py-10 text-white sm:py-14">
        <div className="mx-auto max-w-7xl sm:px-2 lg:px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-base text-white/95 sm:text-lg">
            Ask for a quote, a site visit or a sample. Our team answers within one working day.
          </p>
          {callNow ? (
            <a href={`tel:${callNow.tel}`} className={buttonClass({ variant: "inverse", size: "lg", className: "mt-6" })}>
              <Phone className="h-5 w-5" />
              Call Now: {callNow.display}
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
