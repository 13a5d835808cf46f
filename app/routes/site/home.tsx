import { data } from "react-router";
import { Carousel } from "~/components/site/carousel";
import { HomeSections } from "~/components/site/home-sections";
import { staticIsland } from "~/components/site/static-island";
import { langFromPath } from "~/i18n/languages";
import { metaT, pageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/home";

/** Home at /, /home and, for any other multi-segment path, the fallback (kept out of search indexes). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalogue, homeContent, log } = context.get(servicesContext);
  const categories = catalogue.listCategorySummaries(langFromPath(new URL(request.url).pathname)).catch((err: unknown) => {
    log.error({ err }, "home: categories could not be loaded");
    return [];
  });
  const content = await homeContent.publicPage(langFromPath(new URL(request.url).pathname));
  const page = { content, categories: await categories, messages: pageMessages(request, "home") };
  // The fallback shows the home page, with the status of an address that does not exist (so no
  // cache or crawler keeps it as a page of its own).
  return data(page, { status: params["*"] !== undefined ? 404 : 200 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaT(args);
  return pageMeta(args, {
    title: t("home.meta.title"),
    description: t("home.meta.description"),
    path: "/",
    noindex: args.params["*"] !== undefined,
  });
};

/** Everything under the carousel is markup only: the first load keeps the server's HTML of it. */
const HomeSectionsIsland = staticIsland(import.meta.env.SSR ? HomeSections : null, () => import("~/components/site/home-sections").then((m) => m.HomeSections));

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Carousel slides={loaderData.content.slides} />
      <HomeSectionsIsland content={loaderData.content} categories={loaderData.categories} />
    </>
  );
}
