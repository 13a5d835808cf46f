import { useId, type ReactNode } from "react";
import { EmailLink, OfficeAddress, PhoneLink } from "~/components/site/business-contact";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "~/components/site/icons";
import { useSiteBusiness } from "~/components/site/site-data";
import { cn } from "~/lib/cn";
import { useT } from "~/i18n/t";

/**
 * The business contact block in full, as the contact page's cards: every address with directions,
 * every number with its label and WhatsApp, every e-mail, and the business hours. Drawn from the
 * same data and pieces as the compact block (./business-contact.tsx).
 */
export function BusinessContactCards() {
  const t = useT();
  const business = useSiteBusiness();
  const offices = business.offices;
  return (
    <>
      <InfoCard icon={<MapPin className="h-5 w-5" />} title={t("business.addresses")}>
        {offices.map((office, i) => (
          // The head office is the footer's 'Find Us' target (/contact#find-us).
          <div key={`${i}-${office.label}`} id={i === 0 ? "find-us" : undefined} className={i === 0 ? "scroll-mt-24" : "mt-4 border-t border-gray-100 pt-4"}>
            <h3 className="font-semibold text-ink">{office.label}</h3>
            <address className="mt-1 not-italic leading-relaxed text-gray-700">
              <OfficeAddress office={office} />
            </address>
            <a
              href={office.mapHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
            >
              {t("business.directions")}
              <span className="sr-only">{t("business.directionsTo", { name: office.name })}</span>
            </a>
          </div>
        ))}
      </InfoCard>

      <InfoCard icon={<Phone className="h-5 w-5" />} title={t("business.callUs")}>
        <LabelledLinks items={business.phones} keyOf={(p) => p.tel} link={(p, className) => <PhoneLink phone={p} className={className} />} />
        <a
          href={business.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-green-800 hover:underline"
        >
          <MessageCircle className="h-4 w-4" />
          {t("business.whatsapp")}
          <span className="sr-only">{t("business.newTab")}</span>
        </a>
      </InfoCard>

      <InfoCard icon={<Mail className="h-5 w-5" />} title={t("business.emailUs")}>
        <LabelledLinks items={business.emails} keyOf={(m) => m.address} link={(m, className) => <EmailLink address={m.address} className={className} />} />
      </InfoCard>

      <InfoCard icon={<Clock className="h-5 w-5" />} title={t("business.hours")}>
        <dl className="space-y-1.5">
          {business.hours.map((h, i) => (
            <div key={`${i}-${h.days}`} className="flex justify-between gap-4">
              <dt className="text-gray-700">{h.days}</dt>
              <dd className={cn("font-medium", h.time === "Closed" ? "text-red-700" : "text-ink")}>{h.time}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
    </>
  );
}

/** Labelled entries one under another (the numbers, the e-mail addresses): a small label over each one's link, all links in one style. */
function LabelledLinks<E extends { label: string }>({
  items,
  keyOf,
  link,
}: {
  items: E[];
  keyOf: (entry: E) => string;
  link: (entry: E, className: string) => ReactNode;
}) {
  return (
    <ul className="space-y-2">
      {items.map((e, i) => (
        <li key={`${i}-${keyOf(e)}`}>
          <span className="block text-xs uppercase tracking-wide text-gray-600">{e.label}</span>
          {link(e, "font-medium text-brand-800 hover:underline")}
        </li>
      ))}
    </ul>
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
