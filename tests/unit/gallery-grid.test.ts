import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GALLERY_IMAGES } from "../../server/features/content/seed-data/gallery";
import { GALLERY_TABS, galleryFilter } from "~/components/site/gallery-images";
import { GALLERY_EMPTY_TEXT, GalleryGrid } from "~/components/site/gallery-grid";

describe("gallery", () => {
  it("has 22 images split over the Products, Projects and Team tabs", () => {
    expect(GALLERY_IMAGES).toHaveLength(22);
    const counts = Object.fromEntries(GALLERY_TABS.map((t) => [t.label, galleryFilter(GALLERY_IMAGES, t.id).length]));
    expect(counts).toEqual({ All: 22, Products: 8, Projects: 8, Team: 6 });
  });

  it("shows the empty text when a category has no images", () => {
    const html = renderToStaticMarkup(createElement(GalleryGrid, { images: galleryFilter([], "team"), onOpen: () => {} }));
    expect(html).toContain(GALLERY_EMPTY_TEXT);
    expect(html).not.toContain("<img");
  });

  it("renders a named button with a sized, lazy image per picture", () => {
    const html = renderToStaticMarkup(createElement(GalleryGrid, { images: galleryFilter(GALLERY_IMAGES, "team"), onOpen: () => {} }));
    expect(html.match(/<button/g)).toHaveLength(6);
    expect(html).toContain('aria-label="Open Moulding Line Team"');
    expect(html).toContain('width="800" height="600"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("/images/gallery/gallery-17-400.webp 400w, /images/gallery/gallery-17-800.webp 800w");
    expect(html).not.toContain(GALLERY_EMPTY_TEXT);
  });
});
