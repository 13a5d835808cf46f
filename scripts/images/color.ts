/** Hex colours: mixing, shading and the palette a product's colour spec names. */

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#000000", -amount);
}

const COLOR_NAMES: Record<string, string> = {
  "natural grey": "#a4a39d",
  grey: "#9c9d9b",
  "charcoal grey": "#55585d",
  "dark grey": "#6f7173",
  "light grey": "#c9c8c2",
  "slate grey": "#6c737a",
  red: "#b3523b",
  yellow: "#d2a23e",
  black: "#3b3b3d",
  "off white": "#e4ded2",
  sandstone: "#c6a172",
};

/** Colours named in a product's color spec, falling back to concrete grey. */
export function paletteOf(colorSpec: string | null | undefined, fallback = "#a4a39d"): string[] {
  const found = (colorSpec ?? "")
    .toLowerCase()
    .split(/[,/]|\band\b/)
    .map((s) => COLOR_NAMES[s.trim()])
    .filter((c): c is string => Boolean(c));
  return found.length ? found : [fallback];
}
