import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { BUSINESS } from "~/content/business";
import { FOOTER_COLUMNS } from "./nav";
import { SocialLinks } from "./social-icons";

/** Company details, three link columns and the copyright line (spec section 2, Footer). */
export function SiteFooter() {
  const info = BUSINESS.emails.find((e) => e.address.startsWith("info@")) ?? BUSINESS.emails[0];
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold text-white">{BUSINESS.name}</p>
          <p className="mt-1 text-sm italic text-gray-400">{BUSINESS.formerName}</p>
          <address className="mt-5 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" />
              <span>
                {BUSINESS.headOffice.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            {BUSINESS.phones.slice(0, 2).map((p) => (
              <p key={p.tel} className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-500" />
                <a href={`tel:${p.tel}`} className="hover:text-white hover:underline">
                  {p.display}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-500" />
              <a href={`mailto:${info.address}`} className="break-all hover:text-white hover:underline">
                {info.address}
              </a>
            </p>
          </address>
          <SocialLinks className="mt-5" linkClassName="bg-white/10 text-gray-200 hover:bg-brand-700 hover:text-white" />
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={`Footer: ${col.title}`}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-gray-400 lg:px-6">
          © {new Date().getFullYear()} {BUSINESS.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
