import { Mail, MapPin, Phone } from "~/components/site/icons";
import { Link } from "react-router";
import { FOOTER_COLUMNS } from "~/components/site/nav";
import { useSiteBusiness } from "~/components/site/site-data";
import { SocialLinks } from "~/components/site/social-icons";

/** Company details, three link columns and the copyright line (spec section 2, Footer). */
export function SiteFooter() {
  const business = useSiteBusiness();
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold text-white">{business.name}</p>
          <p className="mt-1 text-sm italic text-gray-400">{business.formerName}</p>
          <address className="mt-5 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" />
              <span>
                {business.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            {business.phones.map((p) => (
              <p key={p.tel} className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-500" />
                <a href={`tel:${p.tel}`} className="hover:text-white hover:underline">
                  {p.display}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-500" />
              <a href={`mailto:${business.email}`} className="break-all hover:text-white hover:underline">
                {business.email}
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
          © {new Date().getFullYear()} {business.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
