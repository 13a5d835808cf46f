/** The placeholder picture, the brand mark and the social-sharing image. */
import { linear, n1, poly } from "./svg";
import { paverArt } from "./pavers";

export function placeholderArt(w: number, h: number): string {
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const fw = s * 0.42;
  const fh = s * 0.32;
  return (
    `<defs>${linear("ph", [
      [0, "#f3f4f6"],
      [1, "#e5e7eb"],
    ])}<pattern id="hatch" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="24" fill="#000" fill-opacity="0.025"/></pattern></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#ph)"/><rect width="${w}" height="${h}" fill="url(#hatch)"/>` +
    `<rect x="${n1(cx - fw / 2)}" y="${n1(cy - fh / 2)}" width="${n1(fw)}" height="${n1(fh)}" rx="${n1(s * 0.025)}" fill="#ffffff" stroke="#9ca3af" stroke-width="${n1(s * 0.012)}"/>` +
    `<circle cx="${n1(cx + fw * 0.22)}" cy="${n1(cy - fh * 0.18)}" r="${n1(s * 0.035)}" fill="#d1d5db"/>` +
    poly(
      [
        [cx - fw * 0.42, cy + fh * 0.38],
        [cx - fw * 0.12, cy - fh * 0.08],
        [cx + fw * 0.06, cy + fh * 0.16],
        [cx + fw * 0.18, cy + fh * 0.04],
        [cx + fw * 0.42, cy + fh * 0.38],
      ],
      `fill="#d1d5db"`,
    ) +
    `<line x1="${n1(cx - fw * 0.62)}" y1="${n1(cy + fh * 0.7)}" x2="${n1(cx + fw * 0.62)}" y2="${n1(cy - fh * 0.7)}" stroke="#9ca3af" stroke-width="${n1(s * 0.014)}" stroke-linecap="round"/>`
  );
}

/** The brand mark: three stacked blocks on a rounded orange tile (viewBox 0 0 64 64). */
export const MARK =
  `<rect width="64" height="64" rx="14" fill="#c2410c"/>` +
  `<rect x="11" y="36" width="19" height="14" rx="2.5" fill="#ffffff"/>` +
  `<rect x="34" y="36" width="19" height="14" rx="2.5" fill="#ffffff" fill-opacity="0.85"/>` +
  `<rect x="22.5" y="18" width="19" height="14" rx="2.5" fill="#ffffff" fill-opacity="0.95"/>` +
  `<path d="M11 54h42" stroke="#fed7aa" stroke-width="2.5" stroke-linecap="round"/>`;

export function ogArt(w: number, h: number): string {
  const bg = paverArt({ shape: "herringbone", colors: ["#9a3412", "#c2410c", "#7c2d12"], thicknessMm: 80, lengthMm: 200, seed: "og", loose: false })(w, h);
  const s = h * 0.42;
  return (
    bg +
    `<rect width="${w}" height="${h}" fill="#1f2937" opacity="0.45"/>` +
    `<rect x="${n1(w / 2 - s * 0.75)}" y="${n1(h / 2 - s * 0.75)}" width="${n1(s * 1.5)}" height="${n1(s * 1.5)}" rx="${n1(s * 0.2)}" fill="#ffffff" opacity="0.95"/>` +
    `<g transform="translate(${n1(w / 2 - s / 2)} ${n1(h / 2 - s / 2)}) scale(${n1(s / 64)})">${MARK}</g>`
  );
}
