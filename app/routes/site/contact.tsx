import { Clock, Mail, MapPin, MessageCircle, Phone, PhoneCall } from "lucide-react";
import { useId, type ReactNode } from "react";
import { ContactForm } from "~/components/site/contact-form";
import { JsonLd } from "~/components/site/json-ld";
import { useSiteUrl } from "~/components/site/site-data";
import { BUSINESS, whatsappLink } from "~/content/business";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description: `Call, e-mail or write to ${BUSINESS.name} in Surat and Jharkhand for the best price on paver blocks, kerb stones, fly ash bricks and precast walls.`,
    path: "/contact",
  });

const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Spec section 2, "Contact page": how to reach the business, and the message form. */
export default function ContactPage() {
  const siteUrl = useSiteUrl();
  const callNow = BUSINESS.phones[0];
  return (
    <div className="bg-gray-50">
      <JsonLd
        data={breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Contact Us", path: "/contact" },
        ])}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-700 px-4 py-10 text-white sm:py-14">
        <div className="mx-auto max-w-7xl sm:px-2 lg:px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-base text-white/95 sm:text-lg">
            Ask for a quote, a site visit or a sample. Our team answers within one working day.
          </p>
          {callNow ? (
            <a
              href={`tel:${callNow.tel}`}
              className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50"
            >
              <PhoneCall aria-hidden="true" className="h-5 w-5" />
              Call Now: {callNow.display}
            </a>
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:px-8">
        <div className="space-y-5">
          <InfoCard icon={<MapPin aria-hidden="true" className="h-5 w-5" />} title="Our Addresses">
            <div id="find-us" className="scroll-mt-24">
              <h3 className="font-semibold text-ink">{BUSINESS.headOffice.label}</h3>
              <address className="mt-1 not-italic leading-relaxed text-gray-700">
                {BUSINESS.headOffice.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <a
                href={mapsLink(BUSINESS.headOffice.mapQuery)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
              >
                Get directions<span className="sr-only"> to the Surat head office (opens in a new tab)</span>
              </a>
            </div>
            <div className="mt-4 border-t border-gray-100 pt-4">
              <h3 className="font-semibold text-ink">{BUSINESS.branch.label}</h3>
              <address className="mt-1 not-italic leading-relaxed text-gray-700">
                {BUSINESS.branch.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </InfoCard>

          <InfoCard icon={<Phone aria-hidden="true" className="h-5 w-5" />} title="Call Us">
            <ul className="space-y-2">
              {BUSINESS.phones.map((p) => (
                <li key={p.tel}>
                  <span className="block text-xs uppercase tracking-wide text-gray-600">{p.label}</span>
                  <a href={`tel:${p.tel}`} className="font-medium text-brand-800 hover:underline">
                    {p.display}
                  </a>
                </li>
              ))}
            </ul>
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-green-800 hover:underline"
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </InfoCard>

          <InfoCard icon={<Mail aria-hidden="true" className="h-5 w-5" />} title="Email Us">
            <ul className="space-y-2">
              {BUSINESS.emails.map((m) => (
                <li key={m.address}>
                  <span className="block text-xs uppercase tracking-wide text-gray-600">{m.label}</span>
                  <a href={`mailto:${m.address}`} className="break-all font-medium text-brand-800 hover:underline">
                    {m.address}
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>

          <InfoCard icon={<Clock aria-hidden="true" className="h-5 w-5" />} title="Business Hours">
            <dl className="space-y-1.5">
              {BUSINESS.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-4">
                  <dt className="text-gray-700">{h.days}</dt>
                  <dd className={`font-medium ${h.time === "Closed" ? "text-red-700" : "text-ink"}`}>{h.time}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>
        </div>

        <ContactForm />
      </div>
    </div>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold text-ink">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
        {title}
      </h2>
      <div className="text-sm">{children}</div>
    </section>
  );
}
