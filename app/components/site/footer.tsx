import { BusinessContact } from "~/components/site/business-contact";
import type { NavLink } from "~/components/site/nav";
import type { SiteBusiness } from "~/components/site/site-data";
import { LinkItems } from "~/components/site/link-items";
import { SocialLinks } from "~/components/site/social-icons";

/**
 * Company name, former name, the head office's contact block, three link columns and the copyright
 * line. Markup only: a page's first load keeps the server's HTML of it (staticIsland in the site layout).
 */
export function SiteFooter({ business }: { business: SiteBusiness }) {
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
              <LinkItems links={col.links} linkClassName="hover:text-white hover:underline" />
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

const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Products",
    links: [
      { label: "Paver Blocks", to: "/paver-blocks" },
      { label: "Boundary Walls", to: "/boundary-walls" },
      { label: "Concrete Blocks", to: "/concrete-blocks" },
    ],
  },
  {
    title: "More Info",
    links: [
      { label: "Projects", to: "/projects" },
      { label: "Gallery", to: "/gallery" },
      { label: "Contact", to: "/contact" },
      { label: "Clients", to: "/clients" },
    ],
  },
  {
    title: "About",
    links: [
      { label: "Who We Are", to: "/who-we-are" },
      { label: "Meet Our Team", to: "/meet-our-team" },
      { label: "Find Us", to: "/contact#find-us" },
      { label: "Enquiry Form", to: "/contact#enquiry-form" },
      { label: "Admin Login", to: "/admin/login" },
    ],
  },
];
