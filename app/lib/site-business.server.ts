/**
 * What the public pages show of the business details and the Who We Are texts, worked out on the
 * server by the loaders (so the pages' JavaScript carries only what they show): the frame's
 * SiteBusiness, the texts with `{name}`, `{year}` and `{ceo}` filled in, and the company table.
 */
import type { AboutTexts } from "#schemas/about";
import type { BusinessDetails } from "#schemas/business";
import { SOCIAL_NETWORKS } from "#schemas/business";
import type { SiteBusiness } from "~/components/site/site-data";
import { absoluteUrl, DEFAULT_OG_IMAGE } from "~/lib/seo";

/** A Google Maps search for an address, for 'Get directions'. */
export const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** A wa.me chat link with a prefilled text. */
export const whatsappLink = (number: string, text: string) => `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

/** What a tel: link dials: the digits, with the + of an international number. */
export const telOf = (number: string) => `${number.trim().startsWith("+") ? "+" : ""}${number.replace(/\D/g, "")}`;

/** `text` with `{name}`, `{year}` and `{ceo}` replaced by the business's own. */
export function fillBusinessText(text: string, business: BusinessDetails): string {
  const values: Record<string, string> = { name: business.name, year: String(business.yearEstablished), ceo: business.company.ceo };
  return text.replace(/\{(name|year|ceo)\}/g, (_, key: string) => values[key]);
}

/**
 * The frame's and the contact block's part of the business details `b` (as the page's language
 * shows them); the map searches read the same details in English (`english`), which maps find.
 */
export function siteBusinessOf(b: BusinessDetails, english: BusinessDetails = b): SiteBusiness {
  const mapQueryOf = (i: number) => {
    const a = english.addresses[i] ?? b.addresses[i];
    return a.mapQuery || a.lines.join(", ");
  };
  return {
    name: b.name,
    shortName: b.shortName,
    formerName: b.formerName,
    offices: b.addresses.map((a, i) => ({ label: a.label, name: a.name, lines: [...a.lines], mapHref: mapsLink(mapQueryOf(i)) })),
    phones: b.phones.map((p) => ({ label: p.label, display: p.number, tel: telOf(p.number) })),
    emails: b.emails.map((e) => ({ label: e.label, address: e.address })),
    hours: b.hours.map((h) => ({ days: h.days, time: h.time })),
    social: SOCIAL_NETWORKS.filter((s) => b.social[s.key]).map((s) => ({ name: s.name, href: b.social[s.key] })),
    whatsappHref: whatsappLink(b.whatsapp.number, b.whatsapp.greeting),
  };
}

/** The Who We Are texts with the business's name, year and CEO filled in. */
export function aboutTextsOf(about: AboutTexts, b: BusinessDetails): AboutTexts {
  const fill = (t: string) => fillBusinessText(t, b);
  return {
    intro: fill(about.intro),
    story: about.story.map(fill),
    leadership: fill(about.leadership),
    vision: fill(about.vision),
    specialty: fill(about.specialty),
    whyUs: about.whyUs.map(fill),
    closing: { title: fill(about.closing.title), text: fill(about.closing.text) },
  };
}

/** The company-information table of Who We Are; rows left empty in the admin are not shown. */
export function companyFactsOf(b: BusinessDetails): { key: CompanyFactKey; label: string; value: string }[] {
  const rows: { key: CompanyFactKey; label: string; value: string }[] = [
    { key: "natureOfBusiness", label: "Nature of Business", value: b.company.natureOfBusiness },
    { key: "employees", label: "Total Number of Employees", value: b.company.employees },
    { key: "yearEstablished", label: "Year of Establishment", value: String(b.yearEstablished) },
    { key: "ceo", label: "CEO", value: b.company.ceo },
    { key: "gstin", label: "GST Number", value: b.gstin },
    { key: "turnover", label: "Annual Turnover", value: b.company.turnover },
    { key: "legalStatus", label: "Legal Status of Firm", value: b.company.legalStatus },
  ];
  return rows.filter((row) => row.value !== "");
}

/** Which fact a row is (its label in each language: the public site's `about.fact.<key>` message). */
export type CompanyFactKey = "natureOfBusiness" | "employees" | "yearEstablished" | "ceo" | "gstin" | "turnover" | "legalStatus";

/**
 * The head office as a schema.org PostalAddress, read from its lines: the street is the first line,
 * and a line such as "Sachin, Surat, Gujarat 394230" gives the town (the part before the state),
 * the state and the PIN code. A line "India" (or none) gives the country IN.
 */
export function postalAddressOf(lines: readonly string[]) {
  const rest = lines.slice(1).filter((l) => !/^india$/i.test(l.trim()));
  const withPin = rest.find((l) => /\b\d{6}\s*$/.test(l)) ?? rest[rest.length - 1] ?? "";
  const m = /^(?:.*,\s*)?([^,]+),\s*([^,]+?)\s+(\d{6})\s*$/.exec(withPin);
  return {
    "@type": "PostalAddress",
    streetAddress: lines[0] ?? "",
    ...(m ? { addressLocality: m[1].trim(), addressRegion: m[2].trim(), postalCode: m[3] } : withPin ? { addressLocality: withPin } : {}),
    addressCountry: "IN",
  };
}

/** The opening hours schema.org reads ("Mo-Fr 09:00-18:00") from rows such as "Monday - Friday" / "9:00 AM - 6:00 PM"; rows it cannot read are left out. */
export function openingHoursOf(hours: BusinessDetails["hours"]): string[] {
  const DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"];
  const day = (s: string) => {
    const d = s.trim().slice(0, 2).toLowerCase();
    return DAYS.includes(d) ? d[0].toUpperCase() + d[1] : null;
  };
  const clock = (s: string) => {
    const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(s.trim());
    if (!m) return null;
    let h = Number(m[1]);
    const half = m[3]?.toLowerCase();
    if (half === "pm" && h < 12) h += 12;
    if (half === "am" && h === 12) h = 0;
    if (h > 23 || Number(m[2] ?? 0) > 59) return null;
    return `${String(h).padStart(2, "0")}:${m[2] ?? "00"}`;
  };
  const RANGE = /\s*[-–]\s*|\s+to\s+/i;
  const out: string[] = [];
  for (const row of hours) {
    const [from, to] = row.days.split(RANGE);
    const [open, close] = row.time.split(RANGE);
    const days = from && day(from) ? (to && day(to) ? `${day(from)}-${day(to)}` : day(from)) : null;
    const times = open && close ? [clock(open), clock(close)] : [null, null];
    if (days && times[0] && times[1]) out.push(`${days} ${times[0]}-${times[1]}`);
  }
  return out;
}

/** The name the business had before, without the "Formerly known as" its details may start with ("" when none). */
export function formerNameOf(b: Pick<BusinessDetails, "formerName">): string {
  return b.formerName.replace(/^Formerly known as\s+/i, "").trim();
}

/**
 * schema.org LocalBusiness (an Organization) from the business details in English (`b`); built by
 * the site layout's loader. Its description is in the page's language (`shown`: the details as the
 * page shows them); the address and hours are read from the English, whose shape they parse.
 */
export function organizationJsonLd(siteUrl: string, b: BusinessDetails, shown: BusinessDetails = b) {
  const site = siteBusinessOf(b);
  const former = formerNameOf(b);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#organization`,
    name: b.name,
    ...(former ? { alternateName: former } : {}),
    ...(shown.tagline ? { description: fillBusinessText(shown.tagline, b) } : {}),
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/images/logo.svg"),
    image: absoluteUrl(siteUrl, DEFAULT_OG_IMAGE),
    foundingDate: String(b.yearEstablished),
    telephone: site.phones[0]?.tel,
    email: site.emails[0]?.address,
    taxID: b.gstin,
    address: postalAddressOf(b.addresses[0]?.lines ?? []),
    openingHours: openingHoursOf(b.hours),
    sameAs: site.social.map((s) => s.href),
    contactPoint: site.phones.map((p) => ({
      "@type": "ContactPoint",
      telephone: p.tel,
      contactType: /sales/i.test(p.label) ? "sales" : "customer service",
      areaServed: "IN",
      availableLanguage: ["en", "hi", "gu"],
    })),
  };
}
