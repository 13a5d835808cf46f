import { BusinessContact } from "~/components/site/business-contact";
import type { NavLink } from "~/components/site/nav";
import type { SiteBusiness } from "~/components/site/site-data";
import { LinkItems } from "~/components/site/link-items";
import { SocialLinks } from "~/components/site/social-icons";
import { useT, type Translate } from "~/i18n/t";

/**
 * Company name, former name, the head office's contact block, three link columns and the copyright
 * line. Markup only: a page's first load keeps the server's HTML of it (staticIsland in the site layout).
 */
export function SiteFooter({ business }: { business: SiteBusiness }) {
  const t = useT();
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold text-white">{business.name}</p>
          <p className="mt-1 text-sm italic text-gray-400">{business.formerName}</p>
          <BusinessContact tone="dark" className="mt-5" />
          <SocialLinks className="mt-5" linkClassName="bg-white/10 text-gray-200 hover:bg-brand-700 hover:text-white" />
        </div>
        {footerColumns(t).map((col) => (
          <nav key={col.title} aria-label={t("site.footer.column", { title: col.title })}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              <LinkItems links={col.links} linkClassName="hover:text-white hover:underline" />
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-gray-400 lg:px-6">
          {t("site.footer.copyright", { year: new Date().getFullYear(), name: business.name })}
        </p>
      </div>
    </footer>
  );
}

/** The footer's three link columns (fixed pages; the products named are the spec's three). */
const footerColumns = (t: Translate): { title: string; links: NavLink[] }[] => [
  {
    title: t("site.footer.products"),
    links: [
      { label: t("site.footer.paverBlocks"), to: "/paver-blocks" },
      { label: t("site.footer.boundaryWalls"), to: "/boundary-walls" },
      { label: t("site.footer.concreteBlocks"), to: "/concrete-blocks" },
    ],
  },
  {
    title: t("site.footer.moreInfo"),
    links: [
      { label: t("site.footer.projects"), to: "/projects" },
      { label: t("site.footer.gallery"), to: "/gallery" },
      { label: t("site.footer.contact"), to: "/contact" },
      { label: t("site.footer.clients"), to: "/clients" },
    ],
  },
  {
    title: t("site.footer.about"),
    links: [
      { label: t("site.footer.whoWeAre"), to: "/who-we-are" },
      { label: t("site.footer.meetOurTeam"), to: "/meet-our-team" },
      { label: t("site.footer.findUs"), to: "/contact#find-us" },
      { label: t("site.footer.enquiryForm"), to: "/contact#enquiry-form" },
      { label: t("site.footer.adminLogin"), to: "/admin/login" },
    ],
  },
];
