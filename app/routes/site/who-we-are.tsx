import { CheckCircle2 } from "lucide-react";
import { TitledSection } from "~/components/site/titled-section";
import { ContactSidebar } from "~/components/site/contact-sidebar";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { langFromPath } from "~/i18n/languages";
import { pageMessages, serverT } from "~/i18n/messages.server";
import { useT, type Translate } from "~/i18n/t";
import { crumbsFromHome, metaT, pageMeta } from "~/lib/seo";
import { aboutTextsOf, companyFactsOf, fillBusinessText, formerNameOf } from "~/lib/site-business.server";
import { servicesContext } from "~/load-context";
import type { Route } from "./+types/who-we-are";

const crumbsIn = (t: Translate) => crumbsFromHome({ name: t("about.title"), path: "/who-we-are" });

/**
 * The texts (Who We Are's own and the business details') with the business's name, year and CEO
 * filled in; the facts' labels and the search description in the page's language ("{business}" is
 * filled in by pageMeta).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = serverT(lang);
  const { business, about, english } = await context.get(servicesContext).business.readWithAbout(lang);
  addBreadcrumbJsonLd(context, crumbsIn);
  const formerName = formerNameOf(english);
  const year = business.yearEstablished;
  return {
    tagline: fillBusinessText(business.tagline, business),
    texts: aboutTextsOf(about, business),
    facts: companyFactsOf(business).map(({ key, value }) => ({ label: t(`about.fact.${key}`), value })),
    metaDescription: formerName ? t("about.descriptionFormer", { formerName, year }) : t("about.description", { year }),
    messages: pageMessages(request, "who-we-are"),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: metaT(args)("about.title"),
    description: args.loaderData?.metaDescription ?? "",
  });

export default function WhoWeAre({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tagline, texts, facts } = loaderData;
  return (
    <>
      <PageHero title={t("about.title")} subtitle={tagline} crumbs={crumbsIn(t)} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:px-6">
        <div className="space-y-10 lg:col-span-2">
          <TitledSection id="story-title" title={t("about.story")}>
            <p className="mt-4 text-lg text-gray-700">{texts.intro}</p>
            {texts.story.map((p, i) => (
              <p key={i} className="mt-4 text-gray-700">
                {p}
              </p>
            ))}
          </TitledSection>

          <TitledSection id="leadership-title" title={t("about.leadership")}>
            <p className="mt-4 text-gray-700">{texts.leadership}</p>
          </TitledSection>

          {/* Two boxes side by side, told apart by their shade. */}
          <div className="grid gap-6 sm:grid-cols-2">
            {[
              { id: "vision-title", title: t("about.vision"), text: texts.vision, box: "rounded-xl bg-brand-50 p-6" },
              { id: "specialty-title", title: t("about.specialty"), text: texts.specialty, box: "rounded-xl bg-gray-50 p-6" },
            ].map(({ id, title, text, box }) => (
              <TitledSection key={id} id={id} title={title} className={box} headingClassName="text-xl font-bold text-gray-900">
                <p className="mt-3 text-gray-700">{text}</p>
              </TitledSection>
            ))}
          </div>

          <TitledSection id="why-us-title" title={t("about.whyUs")}>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {texts.whyUs.map((item, i) => (
                <li key={i} className="flex gap-2 text-gray-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id="facts-title" title={t("about.facts")}>
            <div className="mt-4 overflow-hidden rounded-xl border border-gray-200">
              <table className="w-full text-left text-sm sm:text-base">
                <caption className="sr-only">{t("about.factsCaption")}</caption>
                <tbody className="divide-y divide-gray-200">
                  {facts.map((f) => (
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
          </TitledSection>
        </div>

        <div className="lg:sticky lg:top-28 lg:self-start">
          <ContactSidebar />
        </div>
      </div>

      <CtaBand title={texts.closing.title} text={texts.closing.text} label={t("about.getQuote")} />
    </>
  );
}
