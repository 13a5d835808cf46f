import { Mail, MapPin, Phone } from "~/components/site/icons";
import { useSiteBusiness, type SiteBusiness, type SiteOffice, type SiteOfficeKey } from "~/components/site/site-data";
import { cn } from "~/lib/cn";

/**
 * The one business contact block: an office's address, its phone numbers and the general e-mail,
 * from the business identity the site layout hands every page (app/content/business.ts). The
 * footer shows it on dark, the contact sidebars on light; the contact page lays the same pieces
 * (OfficeAddress, PhoneLink, EmailLink) out as cards with every number, e-mail and the hours
 * (./business-contact-cards.tsx, kept apart so every page's JavaScript does not carry them).
 */
export function BusinessContact({ office = "head", tone = "light", className }: { office?: SiteOfficeKey; tone?: Tone; className?: string }) {
  const business = useSiteBusiness();
  const t = TONES[tone];
  const general = generalEmail(business);
  return (
    <address className={cn("space-y-3 text-sm not-italic", t.text, className)}>
      <p className="flex gap-2">
        <MapPin className={cn("mt-0.5 h-4 w-4 shrink-0", t.icon)} />
        <span>
          <span className={cn("block font-semibold", t.strong)}>{business.offices[office].label}</span>
          <OfficeAddress office={business.offices[office]} />
        </span>
      </p>
      {business.phones
        .filter((p) => p.office === office)
        .map((p) => (
          <p key={p.tel} className="flex items-center gap-2">
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

/** The general enquiries address: the first of the business's e-mails. */
export const generalEmail = (business: SiteBusiness): string | undefined => business.emails[0]?.address;

/** An office's address lines, one per line. */
export function OfficeAddress({ office }: { office: SiteOffice }) {
  return office.lines.map((line) => (
    <span key={line} className="block">
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
