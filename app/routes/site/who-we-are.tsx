import { CheckCircle2 } from "lucide-react";
import { BreadcrumbJsonLd } from "~/components/site/breadcrumb-json-ld";
import { ContactSidebar } from "~/components/site/contact-sidebar";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { BUSINESS } from "~/content/business";
import { COMPANY_FACTS, WHO_WE_ARE } from "~/content/company";
import { pageMeta, type Crumb } from "~/lib/seo";
import type { Route } from "./+types/who-we-are";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Who We Are", path: "/who-we-are" },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Who We Are",
    description: `${BUSINESS.name}, formerly Shree Ganesh Tiles, has made cement and concrete products in Surat since ${BUSINESS.foundedMarketing}. Our story and vision.`,
  });

export default function WhoWeAre() {
  return (
    <>
      <PageHero title="Who We Are" subtitle={BUSINESS.tagline} crumbs={CRUMBS} />
      <BreadcrumbJsonLd crumbs={CRUMBS} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:px-6">
        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="story-title">
            <h2 id="story-title" className="text-2xl font-bold text-gray-900">
              Our Story
            </h2>
            <p className="mt-4 text-lg text-gray-700">{WHO_WE_ARE.intro}</p>
            {WHO_WE_ARE.story.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-gray-700">
                {p}
              </p>
            ))}
          </section>

          <section aria-labelledby="leadership-title">
            <h2 id="leadership-title" className="text-2xl font-bold text-gray-900">
              Our Leadership
            </h2>
            <p className="mt-4 text-gray-700">{WHO_WE_ARE.leadership}</p>
          </section>

          <div className="grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="vision-title" className="rounded-xl bg-brand-50 p-6">
              <h2 id="vision-title" className="text-xl font-bold text-gray-900">
                Our Vision
              </h2>
              <p className="mt-3 text-gray-700">{WHO_WE_ARE.vision}</p>
            </section>
            <section aria-labelledby="specialty-title" className="rounded-xl bg-gray-50 p-6">
              <h2 id="specialty-title" className="text-xl font-bold text-gray-900">
                Our Specialty
              </h2>
              <p className="mt-3 text-gray-700">{WHO_WE_ARE.specialty}</p>
            </section>
          </div>

          <section aria-labelledby="why-us-title">
            <h2 id="why-us-title" className="text-2xl font-bold text-gray-900">
              Why Us
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {WHO_WE_ARE.whyUs.map((item) => (
                <li key={item} className="flex gap-2 text-gray-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="facts-title">
            <h2 id="facts-title" className="text-2xl font-bold text-gray-900">
              Company Information
            </h2>
            <div className="mt-4 overflow-hidden rounded-xl border border-gray-200">
              <table className="w-full text-left text-sm sm:text-base">
                <caption className="sr-only">Company information</caption>
                <tbody className="divide-y divide-gray-200">
                  {COMPANY_FACTS.map((f) => (
                    <tr key={f.label} className="even:bg-gray-50">
                      <th scope="row" className="w-1/2 px-4 py-3 font-medium text-gray-900">
                        {f.label}
                      </th>
                      <td className="px-4 py-3 text-gray-700">{f.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>

        <div className="lg:sticky lg:top-28 lg:self-start">
          <ContactSidebar />
        </div>
      </div>

      <CtaBand title={WHO_WE_ARE.closing.title} text={WHO_WE_ARE.closing.text} label="Get a Quote" />
    </>
  );
}
