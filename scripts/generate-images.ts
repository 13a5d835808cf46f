/**
 * Draws the site's illustrative images (the repository carries no third-party media; owners
 * replace product images by upload) as SVG and renders them to WebP with sharp into public/images/.
 *
 *   node --import tsx scripts/generate-images.ts [--force]
 *
 * Files newer than the drawing code (this script and scripts/images/) and the demo catalogue are kept unless --force is given.
 * Every motif is a function (width, height) => SVG markup in a fixed design space; the
 * renderer rasterises it once at the largest width and scales down for the smaller ones.
 * The motifs live in scripts/images/, what to draw in scripts/images/catalogue.ts, the rendering in scripts/images/writer.ts.
 */
import { generateImages } from "./images/writer";

await generateImages();
