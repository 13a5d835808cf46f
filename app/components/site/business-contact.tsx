import { Mail, MapPin, Phone } from "~/components/site/icons";
import { useSiteBusiness, type SiteBusiness, type SiteOffice, type SiteOfficeKey } from "~/components/site/site-data";
import { cn } from "~/lib/cn";

/**
 * The one business contact block: an address (the head office, or the branch: the second), the
 * first two phone numbers and the general e-mail, from the business details the site layout hands
 * every page (Admin → Business details). The
 * footer shows it on dark, the contact sidebars on light; the contact page lays the same pieces
 * (OfficeAddress, PhoneLink, EmailLink) out as cards with every number, e-mail and the hours
 * (./business-contact-cards.tsx, kept apart so every page's JavaScript does not carry them).
 */
export function BusinessContact({ office = "head", tone = "light", className }: { office?: SiteOfficeKey; tone?: Tone; className?: string }) {
  const business = useSiteBusiness();
  const t = TONES[tone];
  const general = generalEmail(business);
  const place = officeOf(business, office);
  return (
    <address className={cn("space-y-3 text-sm not-italic", t.text, className)}>
      {place ? (
        <p className="flex gap-2">
          <MapPin className={cn("mt-0.5 h-4 w-4 shrink-0", t.icon)} />
          <span>
            <span className={cn("block font-semibold", t.strong)}>{place.label}</span>
            <OfficeAddress office={place} />
          </span>
        </p>
      ) : null}
      {business.phones.slice(0, 2).map((p, i) => (
        <p key={`${i}-${p.tel}`} className="flex items-center gap-2">
          <Phone className={cn("h-4 w-4 shrink-0", t.icon)} />
          <PhoneLink phone={p} className={t.link} />
        </p>
      ))}
      {general ? (
        <p className="flex items-center gap-2">
          <Mail className={cn("h-4 w-4 shrink-0", t.icon)} />
          <EmailLink address={general} className={t.link} />
        </p>
      ) : null}
    </address>
  );
}

export type Tone = "light" | "dark";

const TONES = {
  light: { text: "text-gray-700", strong: "text-ink", icon: "text-brand-700", link: "hover:text-brand-700 hover:underline" },
  dark: { text: "text-gray-300", strong: "text-white", icon: "text-brand-500", link: "hover:text-white hover:underline" },
} as const;

/** The head office (the first address), or the branch (the second; the first when there is only one). */
export const officeOf = (business: SiteBusiness, office: SiteOfficeKey): SiteOffice | undefined =>
  (office === "branch" ? business.offices[1] : undefined) ?? business.offices[0];

/** The general enquiries address: the first of the business's e-mails. */
export const generalEmail = (business: SiteBusiness): string | undefined => business.emails[0]?.address;

/** An office's address lines, one per line. */
export function OfficeAddress({ office }: { office: SiteOffice }) {
  return office.lines.map((line, i) => (
    <span key={`${i}-${line}`} className="block">
      {line}
    </span>
  ));
}

/** A phone number that dials it. */
export function PhoneLink({ phone, className }: { phone: { display: string; tel: string }; className?: string }) {
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      {phone.display}
    </a>
  );
}

/** An e-mail address that writes to it; a narrow column wraps it after the '@', not mid-word. */
export function EmailLink({ address, className }: { address: string; className?: string }) {
  const at = address.indexOf("@") + 1;
  return (
    <a href={`mailto:${address}`} className={cn("wrap-break-word", className)}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </a>
  );
}
