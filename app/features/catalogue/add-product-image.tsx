import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { PRODUCT_IMAGES_MAX } from "#schemas/product";
import type { ProductImageDto } from "#schemas/wire";
import { toast } from "~/lib/toast";
import type { FieldErrors } from "~/lib/form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ACCEPTED_IMAGE_TYPES as ACCEPTED, FILE_INPUT_CLASS, ImagePreview, useImageUploader } from "~/components/admin/image-upload";

/** One image of a product form, in the product's order (the first is the main one). */
export interface ImageItem {
  key: number;
  /** The stored address: the upload's (/uploads/…) once it has uploaded, or the one typed or stored. */
  url: string;
  /** The local preview of a chosen file (an object URL), shown while and after it uploads. */
  preview: string;
  uploading: boolean;
  /** The alt text typed; null while it follows the product's name (what a new image starts with). */
  alt: string | null;
  /** The image "Or use an image URL" edits, until it is added to the list. */
  typed?: boolean;
}

let nextKey = 1;
const newItem = (over: Partial<ImageItem>): ImageItem => ({ key: nextKey++, url: "", preview: "", uploading: false, alt: null, ...over });

/** A stored product's images as the form edits them (a product stored with image_url alone: that image, named as the product). */
export function imageItemsOf(images: readonly ProductImageDto[], imageUrl: string | null, productName: string): ImageItem[] {
  const stored = images.length ? images : imageUrl ? [{ url: imageUrl, alt: productName }] : [];
  return stored.map((i) => newItem({ url: i.url, alt: i.alt }));
}

/** The images the product is saved with, in order: an alt text left to follow the name is the product's name. */
export function productImagesOf(items: readonly ImageItem[], productName: string): ProductImageDto[] {
  return items.filter((i) => i.url.trim()).map((i) => ({ url: i.url.trim(), alt: i.alt ?? productName.trim() }));
}

export const anyUploading = (items: readonly ImageItem[]) => items.some((i) => i.uploading);

/** The messages of the images the form shows: the list's own and each image's address and alt text. */
export const IMAGE_FIELDS = ["image_url", "images", ...Array.from({ length: PRODUCT_IMAGES_MAX }, (_, i) => [`images.${i}.url`, `images.${i}.alt`]).flat()];

type Change = (next: ImageItem[] | ((cur: ImageItem[]) => ImageItem[])) => void;

/**
 * A product's images: files chosen (several at once) are previewed and uploaded (POST /api/uploads),
 * or an image address is typed; each image gets its alt text (the product's name until changed),
 * "Move up", "Move down" and "Remove". At most PRODUCT_IMAGES_MAX.
 */
export function ProductImagesField({
  items,
  onChange,
  productName,
  errors,
  clear,
}: {
  items: ImageItem[];
  onChange: Change;
  productName: string;
  errors: FieldErrors;
  clear: (field: string) => void;
}) {
  const { upload } = useImageUploader();
  const typed = items.find((i) => i.typed);

  const choose = (files: File[]) => {
    const room = PRODUCT_IMAGES_MAX - items.length;
    if (files.length > room)
      toast.error(`A product has at most ${PRODUCT_IMAGES_MAX} images: ${room ? `only the first ${room} were added` : "remove one first"}`);
    const added = files.slice(0, Math.max(room, 0)).map((file) => ({ file, item: newItem({ preview: URL.createObjectURL(file), uploading: true }) }));
    if (!added.length) return;
    onChange((cur) => [...cur, ...added.map((a) => a.item)]);
    clear("images");
    for (const { file, item } of added) {
      void upload(file).then((url) => {
        if (url) toast.success("Image uploaded successfully!");
        onChange((cur) => (url ? cur.map((i) => (i.key === item.key ? { ...i, url, uploading: false } : i)) : cur.filter((i) => i.key !== item.key)));
      });
    }
  };

  const type = (url: string) => {
    clear("image_url");
    if (typed) onChange((cur) => (url ? cur.map((i) => (i.key === typed.key ? { ...i, url } : i)) : cur.filter((i) => i.key !== typed.key)));
    else if (url && items.length >= PRODUCT_IMAGES_MAX) toast.error(`A product has at most ${PRODUCT_IMAGES_MAX} images: remove one first`);
    else if (url) onChange((cur) => [...cur, newItem({ url, typed: true })]);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next);
  };

  const typedIndex = typed ? items.indexOf(typed) : -1;
  // The list's own message (too many images); an image's message shows under that image instead.
  const listError = Object.keys(errors).some((k) => k.startsWith("images.")) ? undefined : errors.images;
  return (
    <div className="flex flex-col gap-4">
      <Field
        label="Upload Image"
        hint={`JPEG, PNG or WebP, up to 5 MB each; choose several at once. At most ${PRODUCT_IMAGES_MAX} images; the first is the main one.`}
        error={listError}
      >
        <input
          type="file"
          multiple
          accept={ACCEPTED.join(",")}
          onChange={(e) => {
            choose(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
          className={FILE_INPUT_CLASS}
        />
      </Field>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field
          label="Or use an image URL"
          hint="An image of this site, such as /images/products/…"
          error={errors.image_url ?? (typedIndex >= 0 ? errors[`images.${typedIndex}.url`] : undefined)}
          className="flex-1"
        >
          <Input type="text" inputMode="url" placeholder="/images/…" value={typed?.url ?? ""} onChange={(e) => type(e.target.value)} />
        </Field>
        {typed ? (
          <Button variant="secondary" onClick={() => onChange((cur) => cur.map((i) => (i.typed ? { ...i, typed: false } : i)))}>
            Add another image URL
          </Button>
        ) : null}
      </div>

      {items.length ? (
        <ol aria-label="Product images" className="flex flex-col gap-4">
          {items.map((item, i) => (
            <ImageRow
              key={item.key}
              item={item}
              n={i + 1}
              count={items.length}
              productName={productName}
              errors={errors}
              onAlt={(alt) => {
                onChange((cur) => cur.map((c) => (c.key === item.key ? { ...c, alt } : c)));
                clear(`images.${i}.alt`);
              }}
              onMove={(by) => move(i, i + by)}
              onRemove={() => onChange((cur) => cur.filter((c) => c.key !== item.key))}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function ImageRow(props: {
  item: ImageItem;
  n: number;
  count: number;
  productName: string;
  errors: FieldErrors;
  onAlt: (alt: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { item, n, count, errors } = props;
  // Free the object URL when the image leaves the form.
  useEffect(() => {
    const url = item.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [item.preview]);
  const shown = item.preview || (/^(https?:\/\/|\/uploads\/|\/images\/)/i.test(item.url.trim()) ? item.url.trim() : "");
  const urlError = item.typed ? undefined : errors[`images.${n - 1}.url`];
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 sm:flex-row">
      {shown ? (
        <ImagePreview src={shown} alt={n === 1 ? "Preview of the product image" : `Preview of image ${n}`} uploading={item.uploading} />
      ) : (
        <p className="w-40 text-sm text-gray-600">Image {n}</p>
      )}
      <div className="flex flex-1 flex-col gap-2">
        <p className="text-xs font-semibold text-gray-600">{n === 1 ? "Image 1 (main)" : `Image ${n}`}</p>
        <Field
          label={`Alt text of image ${n}`}
          required
          hint="What the image shows, for screen readers and search engines"
          error={errors[`images.${n - 1}.alt`]}
        >
          <Input type="text" maxLength={150} value={item.alt ?? props.productName} onChange={(e) => props.onAlt(e.target.value)} />
        </Field>
        {urlError ? <p className="text-sm text-red-700">{urlError}</p> : null}
        <div className="flex flex-wrap gap-2">
          <MoveButton label="Move up" n={n} disabled={n === 1} onClick={() => props.onMove(-1)} icon={ArrowUp} />
          <MoveButton label="Move down" n={n} disabled={n === count} onClick={() => props.onMove(1)} icon={ArrowDown} />
          <Button
            size="sm"
            variant="ghost"
            onClick={props.onRemove}
            icon={<Trash2 aria-hidden="true" className="h-3.5 w-3.5" />}
            className="border border-red-300 text-red-700 hover:bg-red-50"
          >
            Remove image<span className="sr-only"> {n}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** "Move up" or "Move down", named with its image ("Move up image 3"); at the end of the list it stays focusable and does nothing. */
function MoveButton({ label, n, disabled, onClick, icon: Icon }: { label: string; n: number; disabled: boolean; onClick: () => void; icon: typeof ArrowUp }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      icon={<Icon aria-hidden="true" className="h-3.5 w-3.5" />}
    >
      {label}
      <span className="sr-only"> image {n}</span>
    </Button>
  );
}
