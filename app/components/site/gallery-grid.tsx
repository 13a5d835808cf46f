import { GALLERY_IMAGE_SIZE, type GalleryImage } from "~/components/site/gallery-images";
import { ResponsiveImage } from "~/components/site/responsive-image";

export const GALLERY_EMPTY_TEXT = "No images found in this category.";

/** The gallery's thumbnails; each opens the lightbox at its position. */
export function GalleryGrid({
  images,
  onOpen,
  id,
  emptyText = GALLERY_EMPTY_TEXT,
  openLabel = (title) => `Open ${title}`,
}: {
  images: readonly GalleryImage[];
  onOpen: (index: number) => void;
  id?: string;
  /** The page's words in its language (the gallery page passes them); English by default. */
  emptyText?: string;
  openLabel?: (title: string) => string;
}) {
  if (!images.length) {
    return (
      <p id={id} className="rounded-xl bg-gray-50 px-6 py-16 text-center text-gray-600">
        {emptyText}
      </p>
    );
  }
  return (
    <ul id={id} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {images.map((img, i) => (
        <li key={img.id}>
          <button
            type="button"
            onClick={() => onOpen(i)}
            aria-label={openLabel(img.title)}
            aria-haspopup="dialog"
            className="group block w-full overflow-hidden rounded-lg text-left"
          >
            <ResponsiveImage
              src={img.src}
              alt={img.alt}
              width={GALLERY_IMAGE_SIZE.width}
              height={GALLERY_IMAGE_SIZE.height}
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
            />
            <span className="block bg-white py-2 text-sm font-medium text-gray-800">{img.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
