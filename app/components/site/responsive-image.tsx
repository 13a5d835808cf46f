import { useEffect, useRef, useState } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.webp";

/** Generated images: /images/x.webp has /images/x-400.webp, /images/x-800.webp (and more) beside it. */
const GENERATED = /^(\/images\/[^?#]+)\.webp$/;
/** Uploads (server/features/uploads/uploads.ts): the URL is /uploads/<id>-800.webp, with <id>-400.webp beside it. */
const UPLOADED = /^(\/uploads\/[^?#/]+)-\d+\.webp$/;

/**
 * `srcset` candidates for an image URL: the -{width}.webp variants of our own WebP files
 * (/images/…, /uploads/…), plus the original at `srcWidth` when that is wider; other URLs get none.
 */
export function imageSrcSet(src: string, widths: readonly number[] = [400, 800], srcWidth?: number): string | undefined {
  const base = UPLOADED.exec(src)?.[1] ?? GENERATED.exec(src)?.[1];
  if (!base) return undefined;
  const candidates = widths.map((w) => `${base}-${w}.webp ${w}w`);
  if (srcWidth && srcWidth > Math.max(...widths)) candidates.push(`${src} ${srcWidth}w`);
  return candidates.join(", ");
}

export type ResponsiveImageProps = {
  /** The base image URL (e.g. /images/products/zig-zag-paver-block-60-mm.webp); null shows the placeholder. */
  src: string | null | undefined;
  /** Meaningful text; "" only for purely decorative images. */
  alt: string;
  /** Intrinsic aspect: rendered width/height attributes, so the page does not shift while loading. */
  width: number;
  height: number;
  /** The `sizes` attribute, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes?: string;
  /** Above the fold: load eagerly with high fetch priority (the first carousel slide, a page's hero). */
  priority?: boolean;
  /** In view but not shown at first (a carousel's other slides): fetched at low priority, so it does not compete with what is shown. Ignored with `priority`. */
  lowPriority?: boolean;
  /** Variant widths that exist next to `src`. */
  widths?: readonly number[];
  /** Width of the original file, when it is wider than the variants (added to srcset). */
  srcWidth?: number;
  className?: string;
};

/**
 * An <img> with width variants, explicit dimensions, lazy loading below the fold and a
 * placeholder when the image cannot be loaded (also when it failed before hydration).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  lowPriority = false,
  widths,
  srcWidth,
  className,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => setFailed(!src), [src]);
  useEffect(() => {
    const img = ref.current;
    // A server-rendered image may have failed before React attached onError.
    if (img && imageFailed(img)) setFailed(true);
  }, []);

  const shown = failed || !src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      ref={ref}
      src={shown}
      srcSet={failed ? undefined : imageSrcSet(shown, widths, srcWidth)}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : lowPriority ? "low" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={() => {
        if (!failed) setFailed(true);
      }}
      className={className}
    />
  );
}

/** A loaded image that could not be shown (and is not the placeholder already). */
export const imageFailed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== "" && !img.src.endsWith(PLACEHOLDER_IMAGE);

/** The placeholder instead of an image that could not be loaded, for markup React does not render (app/components/site/static-island.tsx). */
export function showPlaceholder(img: HTMLImageElement) {
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  img.src = PLACEHOLDER_IMAGE;
}
