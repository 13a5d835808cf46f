/**
 * The gallery's images (gallery_images, in sort_order). Every change is one transaction with its
 * audit entry (`content.gallery.*`) and the change notice to every instance; an upload of several
 * images is stored all or none.
 */
import { asc, eq } from "drizzle-orm";
import type { GalleryImageDto, GalleryImageValues } from "#schemas/gallery";
import { GALLERY_IMAGES } from "./seed-data/gallery";
import type { Db, DbOrTx } from "../../core/db/connection";
import { galleryImages } from "../../core/db/schema";
import type { ContentSeeder } from "./seeder";
import type { AuditOf, Actor } from "../../core/audit";
import { nextPlace, orderedCollection } from "../../core/ordering";
import type { ContentAuditAction } from "./activity";

/** The 22 images of the first site, in their order. */
export const galleryImagesSeeder: ContentSeeder = {
  name: "gallery-images",
  seed: async (tx) => {
    if (!GALLERY_IMAGES.length) return;
    await tx
      .insert(galleryImages)
      .values(GALLERY_IMAGES.map((g, i) => ({ title: g.title, alt: g.alt, category: g.category, imageUrl: g.src, sortOrder: (i + 1) * 10 })));
  },
};

type Row = typeof galleryImages.$inferSelect;
const toDto = (r: Row): GalleryImageDto => ({
  id: r.id,
  image_url: r.imageUrl,
  title: r.title,
  alt: r.alt,
  category: r.category as GalleryImageDto["category"],
  sort_order: r.sortOrder,
});
const valuesOf = (d: GalleryImageDto): GalleryImageValues => ({ image_url: d.image_url, title: d.title, alt: d.alt, category: d.category });

export function createGallery(db: Db, audit: AuditOf<ContentAuditAction>) {
  async function read(t: DbOrTx, id: number, lock: boolean): Promise<GalleryImageDto | undefined> {
    const q = t.select().from(galleryImages).where(eq(galleryImages.id, id));
    const [row] = lock ? await q.for("update") : await q;
    return row ? toDto(row) : undefined;
  }
  const collection = orderedCollection(db, audit, {
    table: "gallery_images",
    action: "content.gallery",
    entity: "gallery_image",
    what: "gallery",
    read,
    label: (image) => ({ title: image.title }),
    fields: valuesOf,
    removed: (image) => ({ title: image.title, category: image.category }),
  });

  return {
    /** Every image in its order (the public page and the admin screen). */
    async list(): Promise<GalleryImageDto[]> {
      const rows = await db.select().from(galleryImages).orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
      return rows.map(toDto);
    },

    /** New images, placed last in the order given; one audit entry names them all. */
    create(images: readonly GalleryImageValues[], actor: Actor): Promise<GalleryImageDto[]> {
      return db.transaction(async (t) => {
        const first = await nextPlace(t, "gallery_images");
        const created = await t
          .insert(galleryImages)
          .values(images.map((g, i) => ({ imageUrl: g.image_url, title: g.title, alt: g.alt, category: g.category, sortOrder: first + i * 10 })))
          .returning();
        created.sort((a, b) => a.sortOrder - b.sortOrder);
        await collection.log(t, actor, "create", created.length === 1 ? created[0].id : undefined, {
          count: created.length,
          ids: created.map((r) => r.id),
          titles: created.map((r) => r.title),
        });
        return created.map(toDto);
      });
    },

    /** Replace an image's fields; undefined when there is no such image. */
    update(id: number, values: GalleryImageValues, actor: Actor): Promise<GalleryImageDto | undefined> {
      return collection.update(id, actor, async (t) => {
        const [row] = await t
          .update(galleryImages)
          .set({ imageUrl: values.image_url, title: values.title, alt: values.alt, category: values.category, updatedAt: new Date() })
          .where(eq(galleryImages.id, id))
          .returning();
        return toDto(row);
      });
    },

    /** Delete an image; the deleted one, or undefined when there was none. */
    remove: collection.remove,

    /** Move an image one place; `moved: false` when already first or last, undefined when there is no such image. */
    move: collection.move,
  };
}
