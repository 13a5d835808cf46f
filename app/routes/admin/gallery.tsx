import { Images } from "lucide-react";
import { useState } from "react";
import { GALLERY_CATEGORY_LABELS, type GalleryImageDto, type GalleryImageValues } from "#schemas/gallery";
import { adminMeta } from "~/components/admin/admin-meta";
import { ConfirmDialog, loadContent, type SaveResult, ScreenHeading, sendChange } from "~/features/content/content-screen";
import { GalleryImageDialog, GalleryUpload } from "~/features/content/gallery-forms";
import { EmptyList } from "~/components/admin/list-states";
import { AwaitRows, OrderedRows, RowActions, rowClass, RowsSection, sendRowChange, useRowChanges, type RowChange } from "~/features/content/ordered-collection";
import { adminUserContext } from "~/lib/admin-session";
import type { Route } from "./+types/gallery";

export const meta = () => adminMeta("Gallery");

/** Every image in the gallery's order; only an admin is offered Delete (the API refuses managers). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  const images = loadContent(request, "gallery images", "/api/gallery");
  return { canDelete: me.role === "admin", images };
}

export type GalleryRequest = { intent: "create"; images: GalleryImageValues[] } | Exclude<RowChange<GalleryImageValues>, { intent: "create" }>;

/** Add, edit, move or delete; the router then reads the list again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SaveResult> {
  const req = (await request.json()) as GalleryRequest;
  if (req.intent === "create") return sendChange("POST", "/api/gallery", { images: req.images }, "the images", request.signal);
  return sendRowChange(req, { path: "/api/gallery", item: "gallery image", area: "gallery", what: "the image" }, request.signal);
}

export default function GalleryScreen({ loaderData }: Route.ComponentProps) {
  const { canDelete, images } = loaderData;
  return (
    <div className="space-y-6">
      <ScreenHeading title="Gallery" intro="The photos of the public gallery, in this order, under the Products, Projects and Team tabs." />
      <GalleryUpload />
      <AwaitRows data={images} what="gallery images">
        {(rows) => <ImageList images={rows} canDelete={canDelete} />}
      </AwaitRows>
    </div>
  );
}

/** The saved images: thumbnail, title, category and alt text; Move up / Move down, Edit, and Delete for admins. */
function ImageList({ images, canDelete }: { images: GalleryImageDto[]; canDelete: boolean }) {
  const changes = useRowChanges<GalleryImageDto>({ itemName: "image", nameOf: (img) => img.title });
  const [editing, setEditing] = useState<GalleryImageDto | null>(null);

  return (
    <RowsSection
      title={
        <>
          Images <span className="text-sm font-normal text-gray-600">({images.length})</span>
        </>
      }
    >
      <OrderedRows rows={images} empty={<EmptyList icon={Images} text="No images yet. Upload the first ones above." />}>
        {(img, i) => (
          <li key={img.id} aria-label={img.title} className={rowClass()}>
            <div className="flex min-w-0 items-center gap-3">
              <img src={img.image_url} alt={img.alt} width={96} height={72} loading="lazy" className="h-18 w-24 shrink-0 rounded-md bg-gray-100 object-cover" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  <span className="mr-2 text-sm font-normal text-gray-600">{i + 1}.</span>
                  {img.title}
                </p>
                <p className="mt-0.5 text-sm">
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{GALLERY_CATEGORY_LABELS[img.category]}</span>
                </p>
                <p className="mt-1 text-xs break-words text-gray-600">Alt text: {img.alt}</p>
              </div>
            </div>
            <RowActions {...changes.actionsOf(img, i, images.length, canDelete)} onEdit={() => setEditing(img)} />
          </li>
        )}
      </OrderedRows>
      <GalleryImageDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...changes.confirm} message={<p>The image is removed from the public gallery for good.</p>} />
    </RowsSection>
  );
}
