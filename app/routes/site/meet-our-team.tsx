import { Award, Gem, Leaf, Lightbulb, ShieldCheck, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IconCards, IconPoints } from "~/components/site/icon-lists";
import { PageHero } from "~/components/site/page-hero";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { langFromPath } from "~/i18n/languages";
import { useLocalePath, useT, type Translate } from "~/i18n/t";
import { crumbsFromHome, messagePageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/meet-our-team";

/** The page's document (group photo, values) and the members in order, as staff keep them under Admin → Team. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.get(servicesContext).team.publicPage(langFromPath(new URL(request.url).pathname));
  addBreadcrumbJsonLd(context, crumbsIn);
  return { ...page, messages: pageMessages(request, "meet-our-team") };
}

/** A member's portrait is square; the group photo's intrinsic size before it loads (uploads keep their own aspect). */
const PORTRAIT = { width: 800, height: 800 } as const;
const GROUP_PHOTO = { width: 1600, height: 900 } as const;

const crumbsIn = (t: Translate) => crumbsFromHome({ name: t("team.title"), path: "/meet-our-team" });

export const meta: Route.MetaFunction = (args) =>
  messagePageMeta(args, "team.title", "team.description", { image: args.data?.page.group_photo_url ?? undefined });

const VALUE_ICONS = [Gem, Lightbulb, ShieldCheck, Leaf];

export default function MeetOurTeam({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalePath();
  const { page, groupPhotoWidths, members } = loaderData;
  return (
    <>
      <PageHero title={t("team.title")} subtitle={t("team.subtitle")} crumbs={crumbsIn(t)} />

      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        {page.group_photo_url ? (
          <figure>
            <ResponsiveImage
              src={page.group_photo_url}
              alt={page.group_photo_alt}
              width={GROUP_PHOTO.width}
              height={GROUP_PHOTO.height}
              widths={groupPhotoWidths}
              sizes="(min-width: 1280px) 1232px, 100vw"
              priority
              className="h-auto w-full rounded-2xl object-cover shadow-md"
            />
            {page.group_photo_caption ? <figcaption className="mt-3 text-center text-sm text-gray-600">{page.group_photo_caption}</figcaption> : null}
          </figure>
        ) : null}

        <TeamSection id="leaders-title" title={t("team.leadership")} className="mt-14">
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((m) => (
              <li key={m.id} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
                {m.photo_url ? (
                  <ResponsiveImage
                    src={m.photo_url}
                    alt={t("team.portrait", { name: m.name })}
                    width={PORTRAIT.width}
                    height={PORTRAIT.height}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <NoPortrait name={m.name} />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-gray-900">{m.name}</h3>
                  <p className="font-medium text-brand-700">{m.position}</p>
                  {m.description ? <p className="mt-3 text-gray-700">{m.description}</p> : null}
                  {m.achievements.length ? (
                    <>
                      <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-gray-600">{t("team.achievements")}</h4>
                      <IconPoints
                        points={m.achievements}
                        icon={<Award aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />}
                        className="mt-2 space-y-1.5 text-sm text-gray-700"
                        itemClassName="flex gap-2"
                      />
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </TeamSection>

        <TeamSection id="values-title" title={t("team.values")} className="mt-16">
          <IconCards
            items={page.values}
            icons={VALUE_ICONS}
            fallback={Gem}
            cardClassName="rounded-xl bg-gray-50 p-6 text-center"
            textClassName="text-gray-700"
          />
        </TeamSection>

        <div className="mt-14 rounded-2xl bg-gray-900 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">{t("team.workWith")}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-gray-200">{t("team.workWithText")}</p>
          <Link to={lp("/contact")} className={buttonClass({ size: "lg", className: "mt-6" })}>
            {t("team.getInTouch")}
          </Link>
        </div>
      </div>
    </>
  );
}

/** A part of the page under its centred heading (`id` labels the section). */
function TeamSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-center text-2xl font-bold text-gray-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** In place of a portrait not uploaded yet: the person's initials on the brand's tint, square like a portrait (decorative: the name follows). */
function NoPortrait({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("")
    .toUpperCase();
  return (
    <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-brand-50 text-brand-700">
      <span className="flex h-28 w-28 items-center justify-center rounded-full bg-white text-4xl font-bold shadow-sm">
        {initials || <UserRound className="h-12 w-12" />}
      </span>
    </div>
  );
}
