import { EmailLink, generalEmail, PhoneLink } from "~/components/site/business-contact";
import type { SiteBusiness } from "~/components/site/site-data";
import { SocialLinks } from "~/components/site/social-icons";

/**
 * The contact part of the strip above the header from 768 px wide (the header gives its frame and
 * the languages after it): the first phone number, the general e-mail and the social profiles.
 */
export function HeaderStrip({ business }: { business: SiteBusiness }) {
  const email = generalEmail(business);
  return (
    <>
      <p className="flex gap-4">
        {business.phones[0] ? <PhoneLink phone={business.phones[0]} className="hover:text-white hover:underline" /> : null}
        {email ? <EmailLink address={email} className="hidden hover:text-white hover:underline lg:inline" /> : null}
      </p>
      <SocialLinks className="ml-auto" linkClassName="text-gray-200 hover:bg-white/10 hover:text-white" />
    </>
  );
}
