import { ResponsiveImage, type ResponsiveImageProps } from "~/components/site/responsive-image";

/** A 4:3 photo of the site (a product, a project, a gallery image): 800 × 600 until it loads, so the page does not shift. */
export function Photo(props: Omit<ResponsiveImageProps, "width" | "height">) {
  return <ResponsiveImage {...props} width={800} height={600} />;
}
