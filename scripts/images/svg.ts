/** SVG building blocks shared by every motif: points, polygons, gradients, shadows, sky, vignette and labels. */

export type Pt = [number, number];
export type Draw = (w: number, h: number) => string;

export const n1 = (v: number) => Math.round(v * 10) / 10;
const pts = (p: Pt[]) => p.map(([x, y]) => `${n1(x)},${n1(y)}`).join(" ");
export const poly = (p: Pt[], attrs: string) => `<polygon points="${pts(p)}" ${attrs}/>`;

export function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** A soft elliptical contact shadow. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="url(#softShadow)" opacity="${opacity}"/>`;
}
export const SHADOW_DEF = radial("softShadow", [
  [0, "#000", 0.9],
  [0.6, "#000", 0.45],
  [1, "#000", 0],
]);

export function sky(w: number, h: number, top: string, bottom: string, id = "sky"): string {
  return `<defs>${linear(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

/** Vignette and light overlay that gives flat drawings some depth. */
export function vignette(w: number, h: number, strength = 0.35): string {
  return (
    `<defs><radialGradient id="vig" cx="0.5" cy="0.45" r="0.75">` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/>` +
    `</radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`
  );
}

/** Small dimension label; if the build machine lacks fonts it simply does not show. */
export function label(x: number, y: number, text: string, size: number, anchor = "start"): string {
  return (
    `<text x="${n1(x)}" y="${n1(y)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${n1(size)}" ` +
    `font-weight="600" fill="#ffffff" text-anchor="${anchor}" stroke="#1f2937" stroke-width="${n1(size / 5)}" paint-order="stroke">${text}</text>`
  );
}
