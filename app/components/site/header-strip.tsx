import { EmailLink, generalEmail, PhoneLink } from "~/components/site/business-contact";
import { LanguageSwitcher, type PageAddress } from "~/components/site/language-switcher";
import type { SiteBusiness } from "~/components/site/site-data";
import { SocialLinks } from "~/components/site/social-icons";

/** The strip above the header from 768 px wide: the first phone number, the general e-mail and the social profiles. */
export function HeaderStrip({ business, address }: { business: SiteBusiness; address: PageAddress }) {
  const email = generalEmail(business);
  return (
    <div className="hidden bg-gray-900 text-gray-100 md:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1 text-sm lg:px-6">
        <p className="flex gap-4">
          {business.phones[0] ? <PhoneLink phone={business.phones[0]} className="hover:text-white hover:underline" /> : null}
          {email ? <EmailLink address={email} className="hidden hover:text-white hover:underline lg:inline" /> : null}
        </p>
        <div className="flex items-center gap-4">
          <LanguageSwitcher address={address} linkClassName="rounded px-1.5 py-0.5 text-gray-100 hover:bg-white/10 hover:text-white" />
          <SocialLinks linkClassName="text-gray-200 hover:bg-white/10 hover:text-white" />
        </div>
      </div>
    </div>
  );
}
