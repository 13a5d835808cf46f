import { useRef, useState, type KeyboardEvent } from "react";
import { GalleryGrid } from "~/components/site/gallery-grid";
import { Lightbox } from "~/components/site/lightbox";
import { PageHero } from "~/components/site/page-hero";
import { GALLERY_TABS, galleryFilter, type GalleryImage } from "~/components/site/gallery-images";
import { addBreadcrumbJsonLd } from "~/lib/json-ld.server";
import { useT, type Translate } from "~/i18n/t";
import { crumbsFromHome, messagePageMeta } from "~/lib/seo";
import { servicesContext } from "~/load-context";
import { pageMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/gallery";
import { cn } from "~/lib/cn";

/** The images in their order, as staff keep them under Admin → Gallery. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const rows = await context.get(servicesContext).gallery.list();
  addBreadcrumbJsonLd(context, crumbsIn);
  const images: GalleryImage[] = rows.map((r) => ({ id: r.id, src: r.image_url, alt: r.alt, category: r.category, title: r.title }));
  return { images, messages: pageMessages(request, "gallery") };
}

type TabId = (typeof GALLERY_TABS)[number]["id"];

const crumbsIn = (t: Translate) => crumbsFromHome({ name: t("gallery.title"), path: "/gallery" });

export const meta: Route.MetaFunction = (args) => messagePageMeta(args, "gallery.title", "gallery.description", { image: args.data?.images[0]?.src });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { images } = loaderData;
  const [tab, setTab] = useState<TabId>("all");
  const [open, setOpen] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = galleryFilter(images, tab);

  // Tabs pattern: arrow keys, Home and End move between tabs.
  const onTabKey = (e: KeyboardEvent, i: number) => {
    const last = GALLERY_TABS.length - 1;
    const next =
      e.key === "ArrowRight"
        ? i === last
          ? 0
          : i + 1
        : e.key === "ArrowLeft"
          ? i === 0
            ? last
            : i - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setTab(GALLERY_TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <PageHero title={t("gallery.title")} subtitle={t("gallery.subtitle")} crumbs={crumbsIn(t)} />

      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <div role="tablist" aria-label={t("gallery.filter")} className="flex flex-wrap justify-center gap-2">
          {GALLERY_TABS.map((tb, i) => {
            const selected = tb.id === tab;
            return (
              <button
                key={tb.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`gallery-tab-${tb.id}`}
                aria-selected={selected}
                aria-controls="gallery-panel"
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(tb.id)}
                onKeyDown={(e) => onTabKey(e, i)}
                className={cn(
                  "rounded-full px-5 py-2 font-medium transition-colors",
                  selected ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200",
                )}
              >
                {t(`gallery.tabs.${tb.id}`)} <span className={selected ? "text-brand-50" : "text-gray-600"}>({galleryFilter(images, tb.id).length})</span>
              </button>
            );
          })}
        </div>

        <div id="gallery-panel" role="tabpanel" aria-labelledby={`gallery-tab-${tab}`} className="mt-8">
          <GalleryGrid images={shown} onOpen={setOpen} emptyText={t("gallery.empty")} openLabel={(title) => t("gallery.open", { title })} />
        </div>
      </div>

      <Lightbox images={shown} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
