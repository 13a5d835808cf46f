import { ChevronDown } from "~/components/site/icons";
import { useState, type ComponentProps } from "react";
import { LanguageSwitcher, usePageAddress } from "~/components/site/language-switcher";
import { aboutLinks, allProductsLink, allProjectsLink, directLinks, MOBILE_MENU_ID, type NavLink } from "~/components/site/nav";
import { useT, type Translate } from "~/i18n/t";
import { LinkItems } from "~/components/site/link-items";
import { SocialLinks } from "~/components/site/social-icons";
import { cn } from "~/lib/cn";

type GroupId = "about" | "products" | "projects";

/** The phone menu's collapsible groups: About, Products (every category, then all of them) and Projects. */
export function menuGroups(t: Translate, productLinks: NavLink[], projectLinks: NavLink[]): { id: GroupId; label: string; links: NavLink[] }[] {
  return [
    { id: "about", label: t("site.nav.about"), links: aboutLinks(t) },
    { id: "products", label: t("site.nav.products"), links: [...productLinks, allProductsLink(t)] },
    { id: "projects", label: t("site.nav.projects"), links: [...projectLinks, allProjectsLink(t)] },
  ];
}

/** One group's links, as the phone menu lists them under the group's name. */
export function GroupLinks({ links, ...list }: { links: NavLink[] } & ComponentProps<"ul">) {
  return (
    <ul {...list} className="pb-2 pl-3">
      <LinkItems links={links} linkClassName="block rounded-md px-2 py-2 text-gray-700 hover:bg-brand-50 hover:text-brand-700" />
    </ul>
  );
}

/** The phone menu's entries after its groups: the direct links, the languages, then the social icons. */
export function MenuEnd() {
  // In the menu kept from the server's HTML too: that one is shown only before the app has started, on the page it came with.
  const address = usePageAddress();
  const t = useT();
  return (
    <>
      <LinkItems links={directLinks(t)} linkClassName="block py-3 text-base font-medium text-gray-900 hover:text-brand-700" />
      <li className="py-3">
        <LanguageSwitcher
          address={address}
          className="flex-wrap gap-2"
          linkClassName="block rounded-md bg-gray-100 px-3 py-2 text-gray-800 hover:bg-brand-50 hover:text-brand-700"
        />
      </li>
      <li className="py-3">
        <SocialLinks linkClassName="bg-gray-100 text-gray-700 hover:bg-brand-50 hover:text-brand-700" />
      </li>
    </>
  );
}

/** The phone menu (below 768 px): collapsible About, Products and Projects groups, direct links, social icons. */
export function MobileMenu({ open, productLinks, projectLinks }: { open: boolean; productLinks: NavLink[]; projectLinks: NavLink[] }) {
  const [group, setGroup] = useState<GroupId | null>(null);
  const t = useT();
  const groups = menuGroups(t, productLinks, projectLinks);

  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={t("site.nav.mobile")}
      hidden={!open}
      className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-lg md:hidden"
    >
      <ul className="divide-y divide-gray-100 px-4 py-2">
        {groups.map((g) => {
          const expanded = group === g.id;
          const listId = `mobile-group-${g.id}`;
          return (
            <li key={g.id}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setGroup(expanded ? null : g.id)}
                className="flex w-full items-center justify-between py-3 text-left text-base font-medium text-gray-900"
              >
                {g.label}
                <ChevronDown aria-hidden="true" className={cn("h-5 w-5 transition-transform motion-reduce:transition-none", expanded && "rotate-180")} />
              </button>
              <GroupLinks id={listId} hidden={!expanded} links={g.links} />
            </li>
          );
        })}
        <MenuEnd />
      </ul>
    </nav>
  );
}
