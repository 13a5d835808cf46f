import { Link } from "react-router";
import { BusinessContact } from "~/components/site/business-contact";
import { FOOTER_COLUMNS } from "~/components/site/nav";
import { useSiteBusiness } from "~/components/site/site-data";
import { SocialLinks } from "~/components/site/social-icons";

/** Company name, former name, the head office's contact block, three link columns and the copyright line. */
export function SiteFooter() {
  const business = useSiteBusiness();
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold text-white">{business.name}</p>
          <p className="mt-1 text-sm italic text-gray-400">{business.formerName}</p>
          <BusinessContact tone="dark" className="mt-5" />
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
