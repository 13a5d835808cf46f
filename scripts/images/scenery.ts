/** Backgrounds: hills, trees and the yard behind stacked products. */
import { mix, shade } from "./color";
import { linear, n1, sky } from "./svg";

export function hills(w: number, h: number, baseY: number, color: string, r: () => number, amp = 0.06): string {
  let d = `M0 ${n1(baseY)}`;
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = baseY - h * amp * (0.4 + r());
    d += ` Q${n1(x - w / steps / 2)} ${n1(y - h * amp * 0.5)} ${n1(x)} ${n1(y)}`;
  }
  return `<path d="${d} L${w} ${n1(baseY + 2)} L0 ${n1(baseY + 2)} Z" fill="${color}"/>`;
}

export function tree(x: number, groundY: number, size: number, green: string): string {
  return (
    `<rect x="${n1(x - size * 0.06)}" y="${n1(groundY - size * 0.55)}" width="${n1(size * 0.12)}" height="${n1(size * 0.55)}" fill="#6b4a2f"/>` +
    `<circle cx="${n1(x)}" cy="${n1(groundY - size * 0.75)}" r="${n1(size * 0.38)}" fill="${green}"/>` +
    `<circle cx="${n1(x - size * 0.25)}" cy="${n1(groundY - size * 0.6)}" r="${n1(size * 0.26)}" fill="${shade(green, -0.12)}"/>` +
    `<circle cx="${n1(x + size * 0.22)}" cy="${n1(groundY - size * 0.62)}" r="${n1(size * 0.28)}" fill="${shade(green, 0.1)}"/>`
  );
}

/** Background for stacked-product shots: a calm yard with a low wall and soft sky. */
export function yard(w: number, h: number, r: () => number, tint: string): string {
  const groundY = h * 0.62;
  return (
    sky(w, h, mix("#bcd6ea", tint, 0.15), "#eef2f3", "yardSky") +
    hills(w, h, groundY - h * 0.08, mix("#a9b9a5", tint, 0.1), r, 0.04) +
    `<rect x="0" y="${n1(groundY - h * 0.1)}" width="${w}" height="${n1(h * 0.1)}" fill="${mix("#d9d3c7", tint, 0.08)}"/>` +
    `<rect x="0" y="${n1(groundY - h * 0.1)}" width="${w}" height="${n1(h * 0.012)}" fill="#c4bdaf"/>` +
    `<defs>${linear("yardGround", [
      [0, "#cfc6b4"],
      [1, "#a99f8d"],
    ])}</defs>` +
    `<rect x="0" y="${n1(groundY)}" width="${w}" height="${n1(h - groundY)}" fill="url(#yardGround)"/>`
  );
}
