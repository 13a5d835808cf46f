import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { useSiteBusiness } from "~/components/site/site-data";

/** A side box with the ways to reach us and a Get Quote button (Who We Are, Project pages). */
export function ContactSidebar({ title = "Contact Us" }: { title?: string }) {
  const business = useSiteBusiness();
  return (
    <aside aria-labelledby="contact-sidebar-title" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="contact-sidebar-title" className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <address className="mt-4 space-y-3 text-sm not-italic text-gray-700">
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span>
            {business.address.slice(0, 2).map((l) => (
              <span key={l} className="block">
                {l}
              </span>
            ))}
          </span>
        </p>
        {business.phones.map((p) => (
          <p key={p.tel} className="flex items-center gap-2">
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            <a href={`tel:${p.tel}`} className="hover:text-brand-700 hover:underline">
              {p.display}
            </a>
          </p>
        ))}
        <p className="flex items-center gap-2">
          <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          <a href={`mailto:${business.email}`} className="break-all hover:text-brand-700 hover:underline">
            {business.email}
          </a>
        </p>
      </address>
      <Link to="/contact" className="mt-6 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
        Get Quote
      </Link>
    </aside>
  );
}
