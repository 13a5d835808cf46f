/**
 * Draws the site's illustrative images (the repository carries no third-party media; owners
 * replace product images by upload) as SVG and renders them to WebP with sharp into public/images/.
 *
 *   node --import tsx scripts/generate-images.ts [--force]
 *
 * Files newer than this script and the demo catalogue are kept unless --force is given.
 * Every motif is a function (width, height) => SVG markup in a fixed design space; the
 * renderer rasterises it once at the largest width and scales down for the smaller ones.
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { DEMO_PRODUCTS, type DemoProduct } from "../server/features/catalogue/demo-data";
import { slugify } from "#schemas/product-fields";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const IMAGES = path.join(PUBLIC, "images");
const QUALITY = 72;

type Pt = [number, number];
type Draw = (w: number, h: number) => string;

// ─── small utilities ──────────────────────────────────────────────────────────

/** Deterministic random numbers, so every build draws the same pictures. */
function makeRng(seed: string): () => number {
  let a = 2166136261;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#000000", -amount);
}

const n1 = (v: number) => Math.round(v * 10) / 10;
const pts = (p: Pt[]) => p.map(([x, y]) => `${n1(x)},${n1(y)}`).join(" ");
const poly = (p: Pt[], attrs: string) => `<polygon points="${pts(p)}" ${attrs}/>`;
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length];

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** A soft elliptical contact shadow. */
function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="url(#softShadow)" opacity="${opacity}"/>`;
}
const SHADOW_DEF = radial("softShadow", [
  [0, "#000", 0.9],
  [0.6, "#000", 0.45],
  [1, "#000", 0],
]);

function sky(w: number, h: number, top: string, bottom: string, id = "sky"): string {
  return `<defs>${linear(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

/** Vignette and light overlay that gives flat drawings some depth. */
function vignette(w: number, h: number, strength = 0.35): string {
  return (
    `<defs><radialGradient id="vig" cx="0.5" cy="0.45" r="0.75">` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/>` +
    `</radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`
  );
}

/** Small dimension label; if the build machine lacks fonts it simply does not show. */
function label(x: number, y: number, text: string, size: number, anchor = "start"): string {
  return (
    `<text x="${n1(x)}" y="${n1(y)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${n1(size)}" ` +
    `font-weight="600" fill="#ffffff" text-anchor="${anchor}" stroke="#1f2937" stroke-width="${n1(size / 5)}" paint-order="stroke">${text}</text>`
  );
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
function paletteOf(colorSpec: string | null | undefined, fallback = "#a4a39d"): string[] {
  const found = (colorSpec ?? "")
    .toLowerCase()
    .split(/[,/]|\band\b/)
    .map((s) => COLOR_NAMES[s.trim()])
    .filter((c): c is string => Boolean(c));
  return found.length ? found : [fallback];
}

// ─── perspective camera (ground plane Y = 0, camera looking down +Z) ─────────

interface Camera {
  p: (x: number, y: number, z: number) => Pt;
  horizon: number;
}

function camera(w: number, h: number, horizonFrac: number, focal: number, camHeight: number): Camera {
  const horizon = h * horizonFrac;
  const f = focal * w;
  return { horizon, p: (x, y, z) => [w / 2 + (f * x) / z, horizon - (f * (y - camHeight)) / z] };
}

/** Signed area: positive when the screen polygon winds clockwise (faces the viewer for our boxes). */
function area(p: Pt[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i];
    const [x2, y2] = p[(i + 1) % p.length];
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
}

/**
 * A box in perspective, given its footprint corner, an along-wall direction (dx, dz),
 * length, depth and height. Draws the faces that face the camera, each shaded by its direction.
 */
function perspBox(
  cam: Camera,
  o: { x: number; z: number; y?: number },
  dir: [number, number],
  l: number,
  d: number,
  hgt: number,
  color: string,
  extra?: (face: "front" | "top" | "end", corners: Pt[]) => string,
): string {
  const [ux, uz] = dir;
  const [nx, nz] = [uz, -ux]; // towards the camera side
  const y0 = o.y ?? 0;
  const corner = (a: number, b: number, y: number) => cam.p(o.x + ux * a + nx * b, y, o.z + uz * a + nz * b);
  const faces: { name: "front" | "top" | "end" | "back" | "start"; p: Pt[]; tone: number }[] = [
    { name: "front", p: [corner(0, 0, y0 + hgt), corner(l, 0, y0 + hgt), corner(l, 0, y0), corner(0, 0, y0)], tone: -0.02 },
    { name: "back", p: [corner(l, -d, y0 + hgt), corner(0, -d, y0 + hgt), corner(0, -d, y0), corner(l, -d, y0)], tone: -0.25 },
    { name: "start", p: [corner(0, -d, y0 + hgt), corner(0, 0, y0 + hgt), corner(0, 0, y0), corner(0, -d, y0)], tone: -0.2 },
    { name: "end", p: [corner(l, 0, y0 + hgt), corner(l, -d, y0 + hgt), corner(l, -d, y0), corner(l, 0, y0)], tone: -0.22 },
    { name: "top", p: [corner(0, -d, y0 + hgt), corner(l, -d, y0 + hgt), corner(l, 0, y0 + hgt), corner(0, 0, y0 + hgt)], tone: 0.14 },
  ];
  let out = "";
  for (const f of faces) {
    if (area(f.p) <= 0) continue;
    out += poly(f.p, `fill="${shade(color, f.tone)}" stroke="${shade(color, -0.4)}" stroke-width="0.8" stroke-linejoin="round"`);
    if (extra && (f.name === "front" || f.name === "top" || f.name === "end")) out += extra(f.name, f.p);
  }
  return out;
}

/** Bilinear point inside a quad given as [top-left, top-right, bottom-right, bottom-left]. */
function inQuad(q: Pt[], u: number, v: number): Pt {
  const top: Pt = [q[0][0] + (q[1][0] - q[0][0]) * u, q[0][1] + (q[1][1] - q[0][1]) * u];
  const bot: Pt = [q[3][0] + (q[2][0] - q[3][0]) * u, q[3][1] + (q[2][1] - q[3][1]) * u];
  return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v];
}

function hills(w: number, h: number, baseY: number, color: string, r: () => number, amp = 0.06): string {
  let d = `M0 ${n1(baseY)}`;
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = baseY - h * amp * (0.4 + r());
    d += ` Q${n1(x - w / steps / 2)} ${n1(y - h * amp * 0.5)} ${n1(x)} ${n1(y)}`;
  }
  return `<path d="${d} L${w} ${n1(baseY + 2)} L0 ${n1(baseY + 2)} Z" fill="${color}"/>`;
}

function tree(x: number, groundY: number, size: number, green: string): string {
  return (
    `<rect x="${n1(x - size * 0.06)}" y="${n1(groundY - size * 0.55)}" width="${n1(size * 0.12)}" height="${n1(size * 0.55)}" fill="#6b4a2f"/>` +
    `<circle cx="${n1(x)}" cy="${n1(groundY - size * 0.75)}" r="${n1(size * 0.38)}" fill="${green}"/>` +
    `<circle cx="${n1(x - size * 0.25)}" cy="${n1(groundY - size * 0.6)}" r="${n1(size * 0.26)}" fill="${shade(green, -0.12)}"/>` +
    `<circle cx="${n1(x + size * 0.22)}" cy="${n1(groundY - size * 0.62)}" r="${n1(size * 0.28)}" fill="${shade(green, 0.1)}"/>`
  );
}

// ─── isometric boxes (block stacks, bricks, pallets) ─────────────────────────

interface IsoBox {
  x: number;
  y: number;
  z: number;
  l: number;
  w: number;
  h: number;
  color: string;
  kind?: "plain" | "hollow" | "pores" | "wood";
}

/**
 * Back-to-front order for non-overlapping boxes: A goes before B when they are separated along
 * an axis with A on the far (low) side. Falls back to the centre sum when the relation has a cycle.
 */
function paintOrder(boxes: IsoBox[]): IsoBox[] {
  const eps = 1e-6;
  const behind = (a: IsoBox, b: IsoBox) => a.x + a.l <= b.x + eps || a.y + a.w <= b.y + eps || a.z + a.h <= b.z + eps;
  const centre = (b: IsoBox) => b.x + b.l / 2 + b.y + b.w / 2 + b.z + b.h / 2;
  const rest = [...boxes].sort((a, b) => centre(a) - centre(b));
  const out: IsoBox[] = [];
  while (rest.length) {
    let idx = rest.findIndex((a) => rest.every((b) => b === a || !behind(b, a) || behind(a, b)));
    if (idx < 0) idx = 0;
    out.push(rest.splice(idx, 1)[0]);
  }
  return out;
}

/** Draws isometric boxes fitted into a region; returns markup. */
function isoBoxes(boxes: IsoBox[], region: { x: number; y: number; w: number; h: number }, idPrefix: string): string {
  const raw = (x: number, y: number, z: number): Pt => [(x - y) * 0.866, (x + y) * 0.5 - z];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of boxes) {
    for (const [x, y, z] of [
      [b.x, b.y, b.z],
      [b.x + b.l, b.y, b.z],
      [b.x, b.y + b.w, b.z],
      [b.x + b.l, b.y + b.w, b.z],
      [b.x, b.y, b.z + b.h],
      [b.x + b.l, b.y + b.w, b.z + b.h],
    ]) {
      const [sx, sy] = raw(x, y, z);
      minX = Math.min(minX, sx);
      maxX = Math.max(maxX, sx);
      minY = Math.min(minY, sy);
      maxY = Math.max(maxY, sy);
    }
  }
  const s = Math.min(region.w / (maxX - minX), region.h / (maxY - minY));
  const ox = region.x + (region.w - (maxX - minX) * s) / 2 - minX * s;
  const oy = region.y + (region.h - (maxY - minY) * s) - minY * s;
  const P = (x: number, y: number, z: number): Pt => {
    const [sx, sy] = raw(x, y, z);
    return [ox + sx * s, oy + sy * s];
  };

  const sorted = paintOrder(boxes);
  let defs = "";
  let out = "";
  let clip = 0;
  // contact shadows under the boxes that stand on the ground, cast away from the light (upper left)
  const groundZ = Math.min(...boxes.map((b) => b.z));
  for (const [grow, opacity] of [
    [0.6, 0.1],
    [0.22, 0.18],
  ] as const) {
    out += `<g fill="#000" opacity="${opacity}">`;
    for (const b of boxes) {
      if (b.z !== groundZ) continue;
      const z = groundZ;
      out += poly(
        [
          P(b.x - 0.05, b.y - 0.05, z),
          P(b.x + b.l + grow, b.y - 0.05, z),
          P(b.x + b.l + grow, b.y + b.w + grow * 0.6, z),
          P(b.x - 0.05, b.y + b.w + grow * 0.6, z),
        ],
        "",
      );
    }
    out += "</g>";
  }
  for (const b of sorted) {
    const { x, y, z, l, w, h, color } = b;
    const top: Pt[] = [P(x, y, z + h), P(x + l, y, z + h), P(x + l, y + w, z + h), P(x, y + w, z + h)];
    const left: Pt[] = [P(x, y + w, z), P(x + l, y + w, z), P(x + l, y + w, z + h), P(x, y + w, z + h)];
    const right: Pt[] = [P(x + l, y, z), P(x + l, y + w, z), P(x + l, y + w, z + h), P(x + l, y, z + h)];
    const edge = `stroke="${shade(color, -0.38)}" stroke-width="${n1(Math.max(0.6, s * 0.02))}" stroke-linejoin="round"`;
    out += poly(top, `fill="${shade(color, 0.16)}" ${edge}`);
    out += poly(left, `fill="${shade(color, -0.04)}" ${edge}`);
    out += poly(right, `fill="${shade(color, -0.24)}" ${edge}`);
    if (b.kind === "pores") {
      for (const f of [top, left, right]) out += poly(f, `fill="url(#${idPrefix}pores)"`);
    }
    if (b.kind === "wood") {
      for (let i = 1; i < 4; i++) {
        const a = P(x + (l * i) / 4, y + w, z);
        const c = P(x + (l * i) / 4, y + w, z + h);
        out += `<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(c[0])}" y2="${n1(c[1])}" stroke="${shade(color, -0.45)}" stroke-width="${n1(s * 0.05)}"/>`;
      }
    }
    if (b.kind === "hollow") {
      // two cavities seen from above: cavity walls in mid tone, the floor below in deep shadow
      const depth = h * 0.9;
      for (const [x0, x1] of [
        [0.1, 0.46],
        [0.54, 0.9],
      ]) {
        const hx0 = x + l * x0;
        const hx1 = x + l * x1;
        const hy0 = y + w * 0.22;
        const hy1 = y + w * 0.78;
        const hole: Pt[] = [P(hx0, hy0, z + h), P(hx1, hy0, z + h), P(hx1, hy1, z + h), P(hx0, hy1, z + h)];
        const floor: Pt[] = [P(hx0, hy0, z + h - depth), P(hx1, hy0, z + h - depth), P(hx1, hy1, z + h - depth), P(hx0, hy1, z + h - depth)];
        const id = `${idPrefix}c${clip++}`;
        defs += `<clipPath id="${id}">${poly(hole, "")}</clipPath>`;
        out += poly(hole, `fill="${shade(color, -0.3)}" ${edge}`);
        out += `<g clip-path="url(#${id})">${poly(floor, `fill="${shade(color, -0.62)}"`)}</g>`;
      }
    }
  }
  const pores =
    `<pattern id="${idPrefix}pores" width="9" height="9" patternUnits="userSpaceOnUse">` +
    `<circle cx="2" cy="3" r="0.9" fill="#000" fill-opacity="0.18"/><circle cx="6.5" cy="7" r="0.7" fill="#000" fill-opacity="0.14"/>` +
    `<circle cx="7" cy="1.5" r="0.5" fill="#000" fill-opacity="0.12"/></pattern>`;
  return `<defs>${defs}${pores}</defs>${out}`;
}

/** Background for stacked-product shots: a calm yard with a low wall and soft sky. */
function yard(w: number, h: number, r: () => number, tint: string): string {
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

// ─── motif: paver blocks ──────────────────────────────────────────────────────

type PaverShape = "zigzag" | "ishape" | "chequered" | "herringbone";

/** One paver outline in ground units with its origin at the block's top-left. */
function paverOutline(shape: PaverShape, u: number): Pt[] {
  switch (shape) {
    case "zigzag": {
      const a = u * 0.7;
      const W = 2 * a;
      const d = a * 0.55;
      return [
        [0, 0],
        [a, -d],
        [2 * a, 0],
        [3 * a, -d],
        [4 * a, 0],
        [4 * a, W],
        [3 * a, W - d],
        [2 * a, W],
        [a, W - d],
        [0, W],
      ];
    }
    case "ishape": {
      const L = 3 * u;
      const W = 1.3 * u;
      const d = 0.3 * u;
      const e = L / 4;
      const s = 0.25 * u;
      return [
        [0, -d],
        [e, -d],
        [e + s, 0],
        [L - e, 0],
        [L - e + s, -d],
        [L, -d],
        [L, W + d],
        [L - e + s, W + d],
        [L - e, W],
        [e + s, W],
        [e, W + d],
        [0, W + d],
      ];
    }
    case "chequered":
      return [
        [0, 0],
        [3.2 * u, 0],
        [3.2 * u, 3.2 * u],
        [0, 3.2 * u],
      ];
    case "herringbone":
      return [
        [0, 0],
        [2 * u, 0],
        [2 * u, u],
        [0, u],
      ];
  }
}

/** Laid pavement tiles for a shape: outlines translated (and rotated for herringbone) in ground units. */
function* paverTiling(shape: PaverShape, u: number, range: number): Generator<Pt[]> {
  const base = paverOutline(shape, u);
  const move = (p: Pt[], dx: number, dy: number): Pt[] => p.map(([x, y]) => [x + dx, y + dy]);
  if (shape === "zigzag") {
    const a = u * 0.7;
    for (let j = -range; j <= range; j++) for (let i = -range; i <= range; i++) yield move(base, i * 4 * a + (j & 1) * 2 * a, j * 2 * a);
  } else if (shape === "ishape") {
    const L = 3 * u;
    const pitch = 1.6 * u;
    for (let j = -range; j <= range; j++) for (let i = -range; i <= range; i++) yield move(base, i * L + (j & 1) * (L / 2), j * pitch);
  } else if (shape === "chequered") {
    for (let j = -range; j <= range; j++) for (let i = -range; i <= range; i++) yield move(base, i * 3.2 * u, j * 3.2 * u);
  } else {
    const vertical: Pt[] = [
      [0, 0],
      [u, 0],
      [u, 2 * u],
      [0, 2 * u],
    ];
    for (let i = -range * 2; i <= range * 2; i++)
      for (let j = -range; j <= range; j++) {
        const cx = i + 2 * j;
        const cy = i - 2 * j;
        yield move(base, cx * u, cy * u);
        yield move(vertical, cx * u, (cy + 1) * u);
      }
  }
}

/** A laid pavement seen at an angle, filling the canvas. */
function pavement(
  w: number,
  h: number,
  shape: PaverShape,
  colors: string[],
  r: () => number,
  opts: { u: number; theta: number; k: number; joint?: string },
): string {
  const { u, theta, k } = opts;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const cx = w / 2;
  const cy = h / 2;
  const toScreen = ([x, y]: Pt): Pt => [cx + x * cos - y * sin, cy + k * (x * sin + y * cos)];
  const unitsAcross = Math.hypot(w, h / k) / (u * 2);
  const range = Math.ceil(unitsAcross / (shape === "chequered" ? 2.6 : shape === "herringbone" ? 1.3 : 1.6)) + 2;
  const joint = opts.joint ?? "#7d766a";
  let out = `<rect width="${w}" height="${h}" fill="${joint}"/>`;
  const margin = u * 4;
  for (const tile of paverTiling(shape, u, range)) {
    const sp = tile.map(toScreen);
    const mx = sp.reduce((a, p) => a + p[0], 0) / sp.length;
    const my = sp.reduce((a, p) => a + p[1], 0) / sp.length;
    if (mx < -margin || mx > w + margin || my < -margin || my > h + margin) continue;
    const c = shade(pick(r, colors), (r() - 0.5) * 0.14);
    out += poly(sp, `fill="${c}" stroke="${joint}" stroke-width="${n1(u * 0.09)}" stroke-linejoin="round"`);
    if (shape === "chequered") {
      // raised grip squares
      const g = (3.2 * u) / 4;
      const [ox, oy] = tile[0];
      for (let a = 0; a < 4; a++)
        for (let b = 0; b < 4; b++) {
          const sq: Pt[] = [
            [ox + a * g + g * 0.18, oy + b * g + g * 0.18],
            [ox + a * g + g * 0.82, oy + b * g + g * 0.18],
            [ox + a * g + g * 0.82, oy + b * g + g * 0.82],
            [ox + a * g + g * 0.18, oy + b * g + g * 0.82],
          ];
          out += poly(sq.map(toScreen), `fill="${shade(c, 0.12)}" stroke="${shade(c, -0.18)}" stroke-width="${n1(u * 0.05)}"`);
        }
    } else {
      // a light bevel line on each block
      out += poly(
        sp,
        `fill="none" stroke="${shade(c, 0.18)}" stroke-width="${n1(u * 0.035)}" stroke-linejoin="round" transform="translate(${n1(-u * 0.03)} ${n1(-u * 0.04)})"`,
      );
    }
  }
  out += `<defs>${linear("paveLight", [
    [0, "#ffffff", 0.22],
    [0.45, "#ffffff", 0],
    [1, "#000000", 0.18],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#paveLight)"/>`;
  return out;
}

/** A single loose paver drawn as an extruded block standing on the pavement. */
function loosePaver(
  shape: PaverShape,
  cx: number,
  cy: number,
  size: number,
  color: string,
  thickRatio: number,
  theta: number,
  k: number,
): { svg: string; top: number; bottom: number; right: number } {
  const outline = paverOutline(shape, 1);
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const mx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const my = (Math.min(...ys) + Math.max(...ys)) / 2;
  const span = Math.max(...xs) - Math.min(...xs);
  const scale = size / span;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const topFace = outline.map(([x, y]): Pt => {
    const gx = (x - mx) * scale;
    const gy = (y - my) * scale;
    return [cx + gx * cos - gy * sin, cy + k * (gx * sin + gy * cos)];
  });
  const thick = size * thickRatio;
  let svg = shadow(cx + size * 0.05, cy + thick + size * 0.12, size * 0.62, size * 0.24, 0.55);
  const side = shade(color, -0.32);
  for (let t = thick; t > 0; t -= 1.2)
    svg += poly(
      topFace.map(([x, y]) => [x, y + t]),
      `fill="${side}"`,
    );
  svg += poly(
    topFace.map(([x, y]) => [x, y + thick]),
    `fill="none" stroke="${shade(color, -0.55)}" stroke-width="1.2"`,
  );
  svg += poly(topFace, `fill="${shade(color, 0.08)}" stroke="${shade(color, 0.32)}" stroke-width="1.4" stroke-linejoin="round"`);
  const top = Math.min(...topFace.map((p) => p[1]));
  const bottom = Math.max(...topFace.map((p) => p[1])) + thick;
  const right = Math.max(...topFace.map((p) => p[0]));
  return { svg, top, bottom, right };
}

function paverArt(opts: { shape: PaverShape; colors: string[]; thicknessMm: number; lengthMm: number; seed: string; loose?: boolean }): Draw {
  return (w, h) => {
    const r = makeRng(opts.seed);
    const theta = -0.5 + r() * 0.25;
    const k = 0.52;
    const u = Math.min(w, h * 1.6) / (opts.shape === "chequered" ? 16 : 22);
    let out = pavement(w, h, opts.shape, opts.colors, r, { u, theta, k });
    if (opts.loose !== false) {
      const size = Math.min(w, h * 1.33) * (opts.shape === "chequered" ? 0.3 : 0.36);
      const color = opts.colors[opts.colors.length > 1 ? 1 : 0];
      const block = loosePaver(opts.shape, w * 0.63, h * 0.6, size, color, opts.thicknessMm / opts.lengthMm, theta + 0.35, k);
      out += block.svg;
      const x = block.right + w * 0.03;
      const yTop = block.bottom - size * (opts.thicknessMm / opts.lengthMm);
      out +=
        `<g stroke="#ffffff" stroke-width="2"><line x1="${n1(x)}" y1="${n1(yTop)}" x2="${n1(x)}" y2="${n1(block.bottom)}"/>` +
        `<line x1="${n1(x - 6)}" y1="${n1(yTop)}" x2="${n1(x + 6)}" y2="${n1(yTop)}"/><line x1="${n1(x - 6)}" y1="${n1(block.bottom)}" x2="${n1(x + 6)}" y2="${n1(block.bottom)}"/></g>` +
        label(x + 10, (yTop + block.bottom) / 2 + h * 0.014, `${opts.thicknessMm} mm`, h * 0.04);
    }
    return out + vignette(w, h, 0.3);
  };
}

// ─── motif: walls in perspective (boundary walls, precast walls) ─────────────

interface WallOpts {
  seed: string;
  color: string;
  bays: number;
  heightM: number;
  style: "rcc" | "farm" | "jali" | "panel-erecting" | "columns";
  skyTop: string;
  skyBottom: string;
}

function wallArt(o: WallOpts): Draw {
  return (w, h) => {
    const r = makeRng(o.seed);
    const cam = camera(w, h, 0.5, 0.75, 1.5);
    let out = sky(w, h, o.skyTop, o.skyBottom);
    out += hills(w, h, cam.horizon, "#9fb39a", r, 0.05);
    out += `<defs>${linear("grass", [
      [0, "#a8b67f"],
      [1, "#6f8a4a"],
    ])}</defs><rect x="0" y="${n1(cam.horizon)}" width="${w}" height="${n1(h - cam.horizon)}" fill="url(#grass)"/>`;

    const phi = 0.62;
    const dir: [number, number] = [Math.cos(phi), Math.sin(phi)];
    const start = { x: -4.2, z: 4.2 };
    const bay = 1.83;
    const col = o.style === "columns" ? 0.22 : 0.16;
    const at = (a: number, b = 0) => ({ x: start.x + dir[0] * a + dir[1] * b, z: start.z + dir[1] * a - dir[0] * b });

    // things behind the wall first: trees, a roof
    if (o.style === "farm" || o.style === "rcc" || o.style === "jali") {
      for (let i = 0; i < 9; i++) {
        const a = 1.5 + i * 2.6 + r() * 1.2;
        const p = at(a, -3 - r() * 4);
        const [sx, sy] = cam.p(p.x, 0, p.z);
        const size = (w * 2.6) / p.z;
        out += tree(sx, sy, size * (0.9 + r() * 0.5), pick(r, ["#4f7a3a", "#5d8a40", "#46703a"]));
      }
    }
    if (o.style === "jali") {
      const p = at(o.bays * bay * 0.45, -5);
      const [sx, sy] = cam.p(p.x, 0, p.z);
      const s = w / p.z;
      out +=
        `<rect x="${n1(sx - s * 2.5)}" y="${n1(sy - s * 4.2)}" width="${n1(s * 5.2)}" height="${n1(s * 4.2)}" fill="#efe6d6"/>` +
        poly(
          [
            [sx - s * 2.9, sy - s * 4.1],
            [sx + s * 0.1, sy - s * 5.6],
            [sx + s * 3, sy - s * 4.1],
          ],
          `fill="#b5523b"`,
        ) +
        `<rect x="${n1(sx - s * 1.7)}" y="${n1(sy - s * 3.2)}" width="${n1(s * 1)}" height="${n1(s * 1)}" fill="#6d8aa0"/>` +
        `<rect x="${n1(sx + s * 0.6)}" y="${n1(sy - s * 3.2)}" width="${n1(s * 1)}" height="${n1(s * 1)}" fill="#6d8aa0"/>`;
    }

    // wall, far bays first
    const panelH = 0.3;
    const rows = Math.round(o.heightM / panelH);
    const built = o.style === "panel-erecting" ? o.bays - 2 : o.style === "columns" ? 0 : o.bays;
    for (let i = o.bays; i >= 0; i--) {
      const a = i * bay;
      if (i < o.bays) {
        const filled = o.style === "panel-erecting" && i === built ? rows - 2 : i < built ? rows : 0;
        for (let j = filled - 1; j >= 0; j--) {
          const p = { ...at(a + col / 2, -0.02), y: j * panelH };
          const tone = (r() - 0.5) * 0.08;
          const isJaliRow = o.style === "jali" && j === rows - 1;
          out += perspBox(cam, p, dir, bay - col, 0.05, panelH - 0.01, shade(o.color, tone), (face, q) => {
            if (face !== "front") return "";
            let s = "";
            if (isJaliRow) {
              for (let m = 0; m < 6; m++) {
                const uc = (m + 0.5) / 6;
                const dq: Pt[] = [inQuad(q, uc, 0.15), inQuad(q, uc + 0.06, 0.5), inQuad(q, uc, 0.85), inQuad(q, uc - 0.06, 0.5)];
                s += poly(dq, `fill="${shade(o.color, -0.5)}"`);
              }
            } else {
              s += `<line x1="${n1(q[3][0])}" y1="${n1(q[3][1])}" x2="${n1(q[2][0])}" y2="${n1(q[2][1])}" stroke="${shade(o.color, -0.3)}" stroke-width="1"/>`;
            }
            return s;
          });
        }
        if (o.style === "panel-erecting" && i === built) {
          // the next panel hanging from the crane hook
          const hang = at(a + col / 2, 0.4);
          const yHang = (rows - 1) * panelH + 0.9;
          out += perspBox(cam, { ...hang, y: yHang }, dir, bay - col, 0.05, panelH - 0.01, shade(o.color, 0.05));
          const mid = at(a + bay / 2, 0.4);
          const [hx, hy] = cam.p(mid.x, yHang + panelH, mid.z);
          const [lx, ly] = cam.p(hang.x, yHang + panelH, hang.z);
          const end = at(a + bay - col / 2, 0.4);
          const [rx, ry] = cam.p(end.x, yHang + panelH, end.z);
          out +=
            `<g stroke="#2b2b2b" stroke-width="1.6" fill="none"><line x1="${n1(hx)}" y1="0" x2="${n1(hx)}" y2="${n1(hy - h * 0.08)}"/>` +
            `<path d="M${n1(lx)} ${n1(ly)} L${n1(hx)} ${n1(hy - h * 0.08)} L${n1(rx)} ${n1(ry)}"/></g>` +
            `<circle cx="${n1(hx)}" cy="${n1(hy - h * 0.08)}" r="${n1(h * 0.008)}" fill="#e0a100"/>`;
        }
      }
      const colH = o.heightM + 0.15;
      out += perspBox(cam, at(a - col / 2, col / 2 - 0.025), dir, col, col, colH, shade(o.color, -0.06), (face, q) => {
        if (face !== "end" && face !== "front") return "";
        // the panel groove down the column
        const g: Pt[] = [inQuad(q, 0.4, 0.02), inQuad(q, 0.6, 0.02), inQuad(q, 0.6, 0.98), inQuad(q, 0.4, 0.98)];
        return o.style === "columns" ? poly(g, `fill="${shade(o.color, -0.45)}"`) : "";
      });
      if (o.style === "jali" || o.style === "rcc") {
        const cap = at(a - col / 2 - 0.03, col / 2 + 0.005);
        out += perspBox(cam, { ...cap, y: colH }, dir, col + 0.06, col + 0.06, 0.08, shade(o.color, 0.05));
      }
    }
    if (o.style === "panel-erecting" || o.style === "columns") {
      // a stack of spare panels (lying flat) or columns in front
      const columns = o.style === "columns";
      if (columns) {
        for (const [row, n] of [
          [0, 3],
          [1, 2],
          [2, 1],
        ]) {
          for (let k = 0; k < n; k++) {
            const lay = { ...at(o.bays * bay * 0.25, 1.6 + (k + row * 0.5) * 0.26), y: row * 0.22 };
            out += perspBox(cam, lay, dir, 2.44, 0.22, 0.22, shade(o.color, (r() - 0.5) * 0.08), (face, q) =>
              face === "top" ? poly([inQuad(q, 0, 0.4), inQuad(q, 1, 0.4), inQuad(q, 1, 0.6), inQuad(q, 0, 0.6)], `fill="${shade(o.color, -0.4)}"`) : "",
            );
          }
        }
      } else {
        for (let j = 0; j < 5; j++) {
          const lay = { ...at(o.bays * bay * 0.3 + (j % 2) * 0.03, 2.2), y: j * 0.06 };
          out += perspBox(cam, lay, dir, bay - col, 0.3, 0.05, shade(o.color, (r() - 0.5) * 0.08));
        }
      }
    }
    return out + vignette(w, h, 0.25);
  };
}

/** Frontal close-up of a panel with a stone-cladding face between two columns. */
function designerPanelArt(seed: string, colors: string[]): Draw {
  return (w, h) => {
    const r = makeRng(seed);
    const stone = colors[0];
    let out = sky(w, h, "#cfe0ec", "#f3efe6");
    out += `<rect x="0" y="${n1(h * 0.84)}" width="${w}" height="${n1(h * 0.16)}" fill="#9aa67a"/>`;
    const x0 = w * 0.14;
    const x1 = w * 0.86;
    const y0 = h * 0.12;
    const y1 = h * 0.86;
    out += `<rect x="${n1(x0)}" y="${n1(y0)}" width="${n1(x1 - x0)}" height="${n1(y1 - y0)}" fill="${shade(stone, -0.45)}"/>`;
    const rowsN = 7;
    const rh = (y1 - y0) / rowsN;
    for (let j = 0; j < rowsN; j++) {
      let x = x0 + (j % 2) * rh * 0.4;
      if (j % 2) {
        out += poly(
          [
            [x0 + 2, y0 + j * rh + 2],
            [x - 2, y0 + j * rh + 2],
            [x - 2, y0 + (j + 1) * rh - 2],
            [x0 + 2, y0 + (j + 1) * rh - 2],
          ],
          `fill="${shade(pick(r, colors), (r() - 0.5) * 0.2)}"`,
        );
      }
      while (x < x1 - 2) {
        const sw = Math.min(rh * (1 + r() * 1.4), x1 - x);
        const jit = () => (r() - 0.5) * rh * 0.12;
        const q: Pt[] = [
          [x + 2 + jit(), y0 + j * rh + 2 + jit()],
          [x + sw - 2 + jit(), y0 + j * rh + 2 + jit()],
          [x + sw - 2 + jit(), y0 + (j + 1) * rh - 2 + jit()],
          [x + 2 + jit(), y0 + (j + 1) * rh - 2 + jit()],
        ];
        const c = shade(pick(r, colors), (r() - 0.5) * 0.22);
        out += poly(q, `fill="${c}" stroke="${shade(c, 0.2)}" stroke-width="1.5" stroke-linejoin="round"`);
        out += `<line x1="${n1(q[3][0])}" y1="${n1(q[3][1])}" x2="${n1(q[2][0])}" y2="${n1(q[2][1])}" stroke="${shade(c, -0.35)}" stroke-width="2.5"/>`;
        x += sw;
      }
    }
    // H-columns either side
    for (const cx of [x0, x1]) {
      out += `<rect x="${n1(cx - w * 0.045)}" y="${n1(y0 - h * 0.05)}" width="${n1(w * 0.09)}" height="${n1(y1 - y0 + h * 0.05)}" fill="#b6b4ad" stroke="#77756f"/>`;
      out += `<rect x="${n1(cx - w * 0.045)}" y="${n1(y0 - h * 0.05)}" width="${n1(w * 0.018)}" height="${n1(y1 - y0 + h * 0.05)}" fill="#cfcdc6"/>`;
    }
    out += shadow(w / 2, y1 + h * 0.02, w * 0.42, h * 0.03, 0.5);
    return out + vignette(w, h, 0.28);
  };
}

// ─── motif: stacked blocks and bricks ─────────────────────────────────────────

function blockStackArt(opts: {
  seed: string;
  color: string;
  l: number;
  w: number;
  h: number;
  kind: "plain" | "hollow" | "pores";
  pallets?: number;
  tint?: string;
}): Draw {
  return (W, H) => {
    const r = makeRng(opts.seed);
    const { l, w: d, h: t, color, kind } = opts;
    const boxes: IsoBox[] = [];
    const gap = 0.04;
    const block = (x: number, y: number, z: number) => boxes.push({ x, y, z, l, w: d, h: t, color: shade(color, (r() - 0.5) * 0.08), kind });
    if (opts.pallets) {
      // shrink-wrapped pallets as they leave the plant: about 3 units wide, four courses high
      const across = Math.max(2, Math.round(3 / d));
      for (let p = 0; p < opts.pallets; p++) {
        const px = p * (l + 0.7);
        const py = p * -0.4;
        boxes.push({ x: px - 0.1, y: py - 0.1, z: 0, l: l + 0.2, w: across * (d + gap) + 0.16, h: 0.35, color: "#9c7a52", kind: "wood" });
        const courses = p === 1 ? 3 : 4;
        for (let k = 0; k < courses; k++) for (let j = 0; j < across; j++) block(px, py + j * (d + gap), 0.35 + k * (t + gap));
      }
      block(l * 0.2, across * (d + gap) + 0.9, 0);
    } else {
      // a stepped stack of three courses, one block set aside in front
      for (let k = 0; k < 3; k++) {
        const alongN = k === 2 ? 1 : 2;
        for (let i = 0; i < alongN; i++) for (let j = 0; j < 3 - k; j++) block(i * (l + gap) + k * l * 0.25, j * (d + gap) + k * d * 0.5, k * (t + gap));
      }
      block(l * 2.5, d * 2.6, 0);
    }
    const region = W / H > 2 ? { x: W * 0.42, y: H * 0.1, w: W * 0.5, h: H * 0.82 } : { x: W * 0.1, y: H * 0.1, w: W * 0.8, h: H * 0.8 };
    return yard(W, H, r, opts.tint ?? "#c8b08a") + isoBoxes(boxes, region, "b") + vignette(W, H, 0.25);
  };
}

function brickArt(opts: { seed: string; color: string; tall?: boolean }): Draw {
  return (W, H) => {
    const r = makeRng(opts.seed);
    const bl = 2.3;
    const bw = 1.1;
    const bh = opts.tall ? 1.0 : 0.75;
    // a wall of the same bricks behind, in stretcher bond
    let back = `<rect width="${W}" height="${n1(H * 0.62)}" fill="${shade(opts.color, -0.35)}"/>`;
    const cw = W / 9;
    const ch = cw * (bh / bl);
    for (let j = 0; j * ch < H * 0.62; j++)
      for (let i = -1; i < 10; i++) {
        const x = i * cw + (j % 2) * cw * 0.5;
        back += `<rect x="${n1(x + 2)}" y="${n1(j * ch + 2)}" width="${n1(cw - 4)}" height="${n1(ch - 4)}" rx="1.5" fill="${shade(opts.color, -0.12 + (r() - 0.5) * 0.1)}"/>`;
      }
    back += `<defs>${linear("wallFade", [
      [0, "#ffffff", 0.1],
      [1, "#000000", 0.35],
    ])}</defs><rect width="${W}" height="${n1(H * 0.62)}" fill="url(#wallFade)"/>`;
    back += `<defs>${linear("brickGround", [
      [0, "#b9b09d"],
      [1, "#8f8676"],
    ])}</defs><rect x="0" y="${n1(H * 0.62)}" width="${W}" height="${n1(H * 0.38)}" fill="url(#brickGround)"/>`;

    const boxes: IsoBox[] = [];
    const g = 0.06;
    for (let k = 0; k < 7; k++) {
      const along = k % 2 === 0;
      for (let a = 0; a < 2; a++)
        for (let b = 0; b < 4; b++) {
          const c = shade(opts.color, (r() - 0.5) * 0.1);
          if (along) boxes.push({ x: a * (bl + g), y: b * (bw + g), z: k * (bh + g), l: bl, w: bw, h: bh, color: c });
          else boxes.push({ x: b * (bw + g), y: a * (bl + g), z: k * (bh + g), l: bw, w: bl, h: bh, color: c });
        }
    }
    boxes.push({ x: 6.2, y: 3.2, z: 0, l: bl, w: bw, h: bh, color: opts.color });
    boxes.push({ x: 6.0, y: 4.7, z: 0, l: bl, w: bw, h: bh, color: shade(opts.color, 0.05) });
    boxes.push({ x: 6.1, y: 3.9, z: bh + g, l: bl, w: bw, h: bh, color: shade(opts.color, -0.03) });
    return back + isoBoxes(boxes, { x: W * 0.12, y: H * 0.08, w: W * 0.76, h: H * 0.84 }, "k") + vignette(W, H, 0.25);
  };
}

// ─── motif: kerb stones ───────────────────────────────────────────────────────

type KerbProfile = "half-battered" | "splayed" | "bullnose";

function kerbProfile(kind: KerbProfile): Pt[] {
  // (across, up) in mm, road side at across = 0; counter-clockwise in math axes
  if (kind === "half-battered")
    return [
      [0, 0],
      [150, 0],
      [150, 300],
      [55, 300],
      [20, 280],
      [0, 170],
    ];
  if (kind === "splayed")
    return [
      [0, 0],
      [170, 0],
      [170, 300],
      [95, 300],
      [0, 110],
    ];
  const out: Pt[] = [
    [0, 0],
    [110, 0],
    [110, 200],
  ];
  for (let i = 1; i < 12; i++) {
    const a = (Math.PI * i) / 12;
    out.push([55 + 55 * Math.cos(a), 200 + 55 * Math.sin(a)]);
  }
  out.push([0, 200]);
  return out;
}

/** Convex profile extruded along a screen vector, lit from the upper left. */
function extrudeConvex(front: Pt[], v: Pt, color: string): string {
  let out = "";
  // front is given in screen coords; its winding decides the outward normal side
  const sign = area(front) > 0 ? 1 : -1;
  const light: Pt = [-0.45, -0.89];
  for (let i = 0; i < front.length; i++) {
    const a = front[i];
    const b = front[(i + 1) % front.length];
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const len = Math.hypot(ex, ey) || 1;
    const nrm: Pt = [(-ey / len) * sign * -1, (ex / len) * sign * -1];
    if (nrm[0] * v[0] + nrm[1] * v[1] <= 0) continue;
    const lit = nrm[0] * light[0] + nrm[1] * light[1];
    const quad: Pt[] = [a, b, [b[0] + v[0], b[1] + v[1]], [a[0] + v[0], a[1] + v[1]]];
    out += poly(quad, `fill="${shade(color, lit * 0.32 - 0.04)}" stroke="${shade(color, -0.35)}" stroke-width="0.8" stroke-linejoin="round"`);
  }
  out += poly(front, `fill="${shade(color, -0.12)}" stroke="${shade(color, -0.4)}" stroke-width="1" stroke-linejoin="round"`);
  return out;
}

function kerbArt(opts: { seed: string; profile: KerbProfile; colors: string[]; lengthMm: number; painted?: boolean; garden?: boolean }): Draw {
  return (w, h) => {
    const r = makeRng(opts.seed);
    const s = h / (w / h > 2 ? 1700 : 1150); // px per mm
    const alpha = 0.4;
    const fore = 0.6;
    const O: Pt = [w * 0.1, h * 0.8];
    // across (u, towards the road on the right), up (v), along the kerb line (t, receding up-right)
    const P = (u: number, v: number, t: number): Pt => [O[0] + u * s + t * s * fore * Math.cos(alpha), O[1] - v * s - t * s * fore * Math.sin(alpha)];
    const raw = kerbProfile(opts.profile);
    const kerbW = Math.max(...raw.map((p) => p[0]));
    const prof = raw.map(([u, v]): Pt => [kerbW - u, v]); // road face on the right, facing the viewer
    const kerbTop = Math.max(...prof.map((p) => p[1]));
    const roadV = 120;
    const pathV = kerbTop - (opts.garden ? 80 : 20);
    const far = 30000;
    const band = (u0: number, u1: number, v: number, fill: string) => poly([P(u0, v, 0), P(u0, v, far), P(u1, v, far), P(u1, v, 0)], `fill="${fill}"`);
    let out = `<rect width="${w}" height="${h}" fill="#8aa35e"/>`;

    // footpath pavers (or a flower bed) behind the kerb, on the left
    const pathW = 1500;
    out += band(-far, 0, pathV, opts.garden ? "#7a5a3c" : "#756e63");
    if (!opts.garden) {
      const pl = 200;
      const pw = 100;
      for (let row = 0; row * pw < pathW; row++)
        for (let t = (row % 2) * (-pl / 2); t < 14000; t += pl) {
          const u0 = -(row + 1) * pw;
          const t1 = Math.max(t, 0);
          const q: Pt[] = [P(u0 + 7, pathV, t1 + 7), P(u0 + 7, pathV, t + pl - 7), P(u0 + pw - 7, pathV, t + pl - 7), P(u0 + pw - 7, pathV, t1 + 7)];
          if (Math.min(...q.map((p) => p[0])) > w + 40 || Math.max(...q.map((p) => p[1])) < -40 || Math.min(...q.map((p) => p[1])) > h + 40) continue;
          const c = row < 2 || row > 12 ? "#a14a35" : "#8f8a80";
          out += poly(q, `fill="${shade(c, (r() - 0.5) * 0.12)}"`);
        }
      out += band(-far, -pathW, pathV, "#8aa35e");
    } else {
      for (let i = 0; i < 45; i++) {
        const [fx, fy] = P(-150 - r() * 1200, pathV, 200 + r() * 12000);
        out +=
          `<circle cx="${n1(fx + 6)}" cy="${n1(fy + 5)}" r="${n1(7 + r() * 6)}" fill="#4f7f3a"/>` +
          `<circle cx="${n1(fx)}" cy="${n1(fy)}" r="${n1(4 + r() * 5)}" fill="${pick(r, ["#d2473c", "#f0b429", "#e77fb0", "#f6f1e7"])}"/>`;
      }
    }

    // road (or lawn) on the right
    out += band(kerbW, far, roadV, opts.garden ? "#6f9a4a" : "#4b4d50");
    if (!opts.garden) {
      out += band(kerbW, kerbW + 90, roadV, "#3f4144");
      for (let t = 800; t < 16000; t += 3000)
        out += poly([P(2600, roadV, t), P(2750, roadV, t), P(2750, roadV, t + 1500), P(2600, roadV, t + 1500)], `fill="#ece6d2" opacity="0.9"`);
    } else {
      for (let i = 0; i < 70; i++) {
        const [gx, gy] = P(kerbW + 100 + r() * 3000, roadV, r() * 12000);
        out += `<circle cx="${n1(gx)}" cy="${n1(gy)}" r="${n1(2 + r() * 3)}" fill="${shade("#6f9a4a", (r() - 0.5) * 0.3)}"/>`;
      }
    }

    // kerb row, far to near
    const L = opts.lengthMm;
    const gap = 12;
    const count = Math.ceil(16000 / (L + gap));
    for (let i = count; i >= 0; i--) {
      const t0 = i * (L + gap);
      const front = prof.map(([u, v]) => P(u, v, t0));
      const near = P(0, 0, t0);
      const back = P(0, 0, t0 + L);
      const v: Pt = [back[0] - near[0], back[1] - near[1]];
      const color = opts.painted ? (i % 2 ? "#f2c230" : "#2c2c2e") : shade(pick(r, opts.colors), (r() - 0.5) * 0.06);
      out += extrudeConvex(front, v, color);
    }
    // soil in front of the cut end
    out += poly([P(-far, 0, 0), P(kerbW + far, 0, 0), [w + 10, h + 10], [-10, h + 10]], `fill="#7b6248"`);
    out += poly([P(-far, pathV, 0), P(0, pathV, 0), P(0, 0, 0), P(-far, 0, 0)], `fill="#8c7254"`);
    out += poly([P(kerbW, roadV, 0), P(kerbW + far, roadV, 0), P(kerbW + far, 0, 0), P(kerbW, 0, 0)], `fill="#6d6a64"`);
    out += poly([P(kerbW, roadV, 0), P(kerbW + far, roadV, 0), P(kerbW + far, roadV - 40, 0), P(kerbW, roadV - 40, 0)], `fill="#3a3b3d"`);
    return out + vignette(w, h, 0.3);
  };
}

// ─── motif: fencing poles ─────────────────────────────────────────────────────

function fenceArt(opts: { seed: string; heightM: number; slots: number; yAngle?: boolean; mood: "day" | "haze" | "dusk"; tone: string; wide?: boolean }): Draw {
  return (w, h) => {
    const r = makeRng(opts.seed);
    const cam = camera(w, h, opts.wide ? 0.58 : 0.52, opts.wide ? 0.45 : 0.62, 1.3);
    const skies = { day: ["#7fb3de", "#e6f0f6"], haze: ["#a9bccb", "#eae6dc"], dusk: ["#4d5a8c", "#f3a76a"] } as const;
    const [top, bottom] = skies[opts.mood];
    let out = sky(w, h, top, bottom);
    if (opts.mood === "dusk") out += `<circle cx="${n1(w * 0.72)}" cy="${n1(cam.horizon - h * 0.06)}" r="${n1(h * 0.07)}" fill="#ffd58a" opacity="0.9"/>`;
    out += hills(w, h, cam.horizon, opts.mood === "dusk" ? "#5e5a6e" : "#8ea394", r, 0.05);
    if (opts.mood === "haze") {
      // warehouses on the horizon
      for (let i = 0; i < 4; i++) {
        const x = w * (0.12 + i * 0.22);
        const bw = w * (0.12 + r() * 0.06);
        const bh = h * (0.05 + r() * 0.04);
        out +=
          `<rect x="${n1(x)}" y="${n1(cam.horizon - bh)}" width="${n1(bw)}" height="${n1(bh)}" fill="#9aa3ab"/>` +
          poly(
            [
              [x - 4, cam.horizon - bh],
              [x + bw / 2, cam.horizon - bh - h * 0.025],
              [x + bw + 4, cam.horizon - bh],
            ],
            `fill="#8a939b"`,
          );
      }
    }
    const field = opts.mood === "dusk" ? ["#7b7a4a", "#3f4a2c"] : ["#b8b77a", "#6f8a45"];
    out += `<defs>${linear("field", [
      [0, field[0]],
      [1, field[1]],
    ])}</defs><rect x="0" y="${n1(cam.horizon)}" width="${w}" height="${n1(h - cam.horizon)}" fill="url(#field)"/>`;
    // crop furrows converging to the horizon
    for (let i = -14; i <= 14; i++) {
      const [x1, y1] = cam.p(i * 1.4 + 6, 0, 1.2);
      const [x2, y2] = cam.p(i * 1.4 + 6, 0, 80);
      out += `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}" stroke="${shade(field[1], -0.15)}" stroke-width="2" opacity="0.35"/>`;
    }

    const poles: { x: number; z: number }[] = [];
    for (let i = 0; i < 16; i++) poles.push({ x: -1.6 + i * 1.05, z: 2.6 + i * 2.6 });
    const slotY = (j: number) => 0.25 + ((opts.heightM - 0.45) * j) / Math.max(1, opts.slots - 1);
    const pw = 0.1;
    // wires and coils between poles, far first, then poles over them
    let wires = "";
    for (let i = poles.length - 2; i >= 0; i--) {
      const a = poles[i];
      const b = poles[i + 1];
      for (let j = 0; j < opts.slots; j++) {
        const y = slotY(j);
        const [x1, y1] = cam.p(a.x + pw / 2, y, a.z);
        const [x2, y2] = cam.p(b.x + pw / 2, y, b.z);
        const sag = (h * 0.006) / Math.max(1, i * 0.5);
        wires += `<path d="M${n1(x1)} ${n1(y1)} Q${n1((x1 + x2) / 2)} ${n1((y1 + y2) / 2 + sag)} ${n1(x2)} ${n1(y2)}" stroke="#3d3f42" stroke-width="${n1(Math.max(0.6, 2.6 / (1 + i * 0.35)))}" fill="none"/>`;
        if (i < 3) {
          for (let m = 1; m < 9; m++) {
            const t = m / 9;
            const bx = x1 + (x2 - x1) * t;
            const by = y1 + (y2 - y1) * t + sag * 4 * t * (1 - t) * 0.5;
            const k = 5 / (1 + i);
            wires += `<path d="M${n1(bx - k)} ${n1(by - k)} L${n1(bx + k)} ${n1(by + k)} M${n1(bx + k)} ${n1(by - k)} L${n1(bx - k)} ${n1(by + k)}" stroke="#3d3f42" stroke-width="1.2"/>`;
          }
        }
      }
      if (opts.yAngle && i < 10) {
        for (const side of [-1, 1]) {
          const arm = (p: { x: number; z: number }) => ({ x: p.x + pw / 2 + side * 0.28, y: opts.heightM + 0.32, z: p.z - side * 0.1 });
          const pa = arm(a);
          const pb = arm(b);
          for (let m = 0; m < 8; m++) {
            const t = m / 8;
            const cx = pa.x + (pb.x - pa.x) * t;
            const cz = pa.z + (pb.z - pa.z) * t;
            const [sx, sy] = cam.p(cx, pa.y + 0.12, cz);
            const rad = (cam.p(cx, pa.y, cz)[1] - cam.p(cx, pa.y + 0.22, cz)[1]) * 0.9;
            wires += `<ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(rad * 0.55)}" ry="${n1(rad)}" fill="none" stroke="#74797e" stroke-width="${n1(Math.max(0.5, rad * 0.08))}"/>`;
          }
        }
      }
    }
    let posts = "";
    for (let i = poles.length - 1; i >= 0; i--) {
      const p = poles[i];
      posts += perspBox(cam, { x: p.x, z: p.z }, [1, 0], pw, pw, opts.heightM, shade(opts.tone, (r() - 0.5) * 0.06), (face, q) => {
        if (face !== "front") return "";
        let s = "";
        for (let j = 0; j < opts.slots; j++) {
          const v = 1 - slotY(j) / opts.heightM;
          s += poly(
            [inQuad(q, 0.35, v - 0.012), inQuad(q, 0.65, v - 0.012), inQuad(q, 0.65, v + 0.012), inQuad(q, 0.35, v + 0.012)],
            `fill="${shade(opts.tone, -0.55)}"`,
          );
        }
        return s;
      });
      if (opts.yAngle) {
        const [bx, by] = cam.p(p.x + pw / 2, opts.heightM - 0.02, p.z);
        const [lx, ly] = cam.p(p.x + pw / 2 - 0.28, opts.heightM + 0.32, p.z + 0.1);
        const [rx, ry] = cam.p(p.x + pw / 2 + 0.28, opts.heightM + 0.32, p.z - 0.1);
        const sw = Math.max(1, (w * 0.05) / p.z);
        posts += `<path d="M${n1(lx)} ${n1(ly)} L${n1(bx)} ${n1(by)} L${n1(rx)} ${n1(ry)}" stroke="${shade(opts.tone, -0.1)}" stroke-width="${n1(sw)}" fill="none" stroke-linecap="round"/>`;
      }
      const [gx, gy] = cam.p(p.x + pw / 2, 0, p.z);
      posts = shadow(gx + (w * 0.02) / p.z, gy, (w * 0.12) / p.z, (w * 0.02) / p.z, 0.45) + posts;
    }
    return out + wires + posts + vignette(w, h, 0.28);
  };
}

// ─── motif: buildings, sites, people ──────────────────────────────────────────

function windowsGrid(x: number, y: number, w: number, h: number, cols: number, rows: number, frame: string, glass: string, r: () => number): string {
  let out = "";
  const cw = w / cols;
  const rh = h / rows;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const lit = r() < 0.2;
      out += `<rect x="${n1(x + i * cw + cw * 0.18)}" y="${n1(y + j * rh + rh * 0.22)}" width="${n1(cw * 0.64)}" height="${n1(rh * 0.56)}" fill="${lit ? "#f6e7b5" : glass}" stroke="${frame}" stroke-width="1.2"/>`;
    }
  return out;
}

/** Perspective ground paved with blocks: converging joints and a contrasting border band. */
function pavedGround(cam: Camera, colors: [string, string], xRange: [number, number], zRange: [number, number]): string {
  const [x0, x1] = xRange;
  const [z0, z1] = zRange;
  const quad = (ax: number, az: number, bx: number, bz: number) => [cam.p(ax, 0, az), cam.p(bx, 0, az), cam.p(bx, 0, bz), cam.p(ax, 0, bz)] as Pt[];
  let out = poly(quad(x0, z0, x1, z1), `fill="${colors[0]}"`);
  out += poly(quad(x0, z0, x0 + 1.2, z1), `fill="${colors[1]}"`) + poly(quad(x1 - 1.2, z0, x1, z1), `fill="${colors[1]}"`);
  const joint = shade(colors[0], -0.28);
  for (let x = x0; x <= x1; x += 0.4) {
    const [ax, ay] = cam.p(x, 0, z0);
    const [bx, by] = cam.p(x, 0, z1);
    out += `<line x1="${n1(ax)}" y1="${n1(ay)}" x2="${n1(bx)}" y2="${n1(by)}" stroke="${joint}" stroke-width="0.9" opacity="0.7"/>`;
  }
  let last = Infinity;
  for (let z = z0; z <= z1; z += 0.2) {
    const [, y] = cam.p(0, 0, z);
    if (last - y < 3.5) continue;
    last = y;
    const [ax] = cam.p(x0, 0, z);
    const [bx] = cam.p(x1, 0, z);
    out += `<line x1="${n1(ax)}" y1="${n1(y)}" x2="${n1(bx)}" y2="${n1(y)}" stroke="${joint}" stroke-width="0.9" opacity="0.7"/>`;
  }
  return out;
}

/** A row of kerbs along the Z direction at lateral position x. */
function kerbLine(cam: Camera, x: number, z0: number, z1: number, paint: boolean): string {
  let out = "";
  let i = 0;
  const items: string[] = [];
  for (let z = z0; z < z1; z += 1.0) {
    items.push(perspBox(cam, { x, z: z + 1.0 }, [0, -1], 0.97, 0.15, 0.18, paint ? (i % 2 ? "#f0c233" : "#2f2f31") : "#b9b7b0"));
    i++;
  }
  for (let k = items.length - 1; k >= 0; k--) out += items[k];
  return out;
}

function hospitalArt(variant: 1 | 2 | 3): Draw {
  return (w, h) => {
    const r = makeRng(`hospital-${variant}`);
    const skyCols = variant === 3 ? ["#f0b27a", "#fbe3c2"] : ["#86b7e0", "#e9f2f8"];
    let out = sky(w, h, skyCols[0], skyCols[1]);
    const cam = camera(w, h, variant === 2 ? 0.5 : 0.56, 0.55, 1.6);
    out += hills(w, h, cam.horizon, "#a7b7a0", r, 0.03);
    out += `<rect x="0" y="${n1(cam.horizon)}" width="${w}" height="${n1(h - cam.horizon)}" fill="#9db07a"/>`;
    // hospital block
    const bz = variant === 2 ? 30 : 22;
    const [bl, by] = cam.p(variant === 1 ? -11 : -8, 0, bz);
    const [br] = cam.p(variant === 1 ? 11 : 12, 0, bz);
    const [, bt] = cam.p(0, 14, bz);
    const bwid = br - bl;
    out += `<rect x="${n1(bl)}" y="${n1(bt)}" width="${n1(bwid)}" height="${n1(by - bt)}" fill="#eef0f1" stroke="#c9ced3"/>`;
    out += `<rect x="${n1(bl)}" y="${n1(bt)}" width="${n1(bwid)}" height="${n1((by - bt) * 0.06)}" fill="#2b7a9c"/>`;
    out += windowsGrid(bl + bwid * 0.03, bt + (by - bt) * 0.1, bwid * 0.94, (by - bt) * 0.62, 10, 4, "#9fb0bf", "#7fa6c2", r);
    // entrance canopy and the red cross sign
    const mid = bl + bwid * 0.5;
    out += `<rect x="${n1(mid - bwid * 0.12)}" y="${n1(by - (by - bt) * 0.24)}" width="${n1(bwid * 0.24)}" height="${n1((by - bt) * 0.24)}" fill="#5d86a3"/>`;
    out += `<rect x="${n1(mid - bwid * 0.16)}" y="${n1(by - (by - bt) * 0.27)}" width="${n1(bwid * 0.32)}" height="${n1((by - bt) * 0.04)}" fill="#2b7a9c"/>`;
    const cs = (by - bt) * 0.09;
    out += `<rect x="${n1(bl + bwid * 0.86)}" y="${n1(bt + (by - bt) * 0.12)}" width="${n1(cs * 1.4)}" height="${n1(cs * 1.4)}" rx="3" fill="#ffffff" stroke="#d9dde1"/>`;
    out += `<path d="M${n1(bl + bwid * 0.86 + cs * 0.5)} ${n1(bt + (by - bt) * 0.12 + cs * 0.2)} h${n1(cs * 0.4)} v${n1(cs * 0.3)} h${n1(cs * 0.3)} v${n1(cs * 0.4)} h${n1(-cs * 0.3)} v${n1(cs * 0.3)} h${n1(-cs * 0.4)} v${n1(-cs * 0.3)} h${n1(-cs * 0.3)} v${n1(-cs * 0.4)} h${n1(cs * 0.3)} Z" fill="#d62f2f"/>`;
    for (const f of [-0.14, -0.02, 0.1, 0.9, 1.02, 1.14]) out += tree(bl + bwid * f, by, (w * 3) / bz, pick(r, ["#4f7a3a", "#5d8a40"]));

    // forecourt paved with blocks and lined with kerbs
    if (variant === 2) {
      out += pavedGround(cam, ["#8f8b84", "#a5503a"], [-3.5, 3.5], [1.5, bz]);
      out += kerbLine(cam, -3.65, 1.5, bz, false) + kerbLine(cam, 3.5, 1.5, bz, false);
      out += pavedGround(cam, ["#b9ab92", "#b9ab92"], [3.65, 9], [1.5, bz]);
    } else {
      if (variant === 1) {
        out += pavedGround(cam, ["#b9ab92", "#b9ab92"], [-16, -4.15], [1.5, bz - 0.5]) + pavedGround(cam, ["#b9ab92", "#b9ab92"], [4.15, 16], [1.5, bz - 0.5]);
        out += pavedGround(cam, ["#9a958c", "#a5503a"], [-4, 4], [1.5, bz - 0.5]);
        out += kerbLine(cam, -4.15, 1.5, bz - 0.5, false) + kerbLine(cam, 4, 1.5, bz - 0.5, false);
      } else {
        out += pavedGround(cam, ["#86827b", "#c89a3c"], [-14, 14], [1.5, bz - 0.5]);
        out += kerbLine(cam, -14.15, 1.5, bz - 0.5, false) + kerbLine(cam, 14, 1.5, bz - 0.5, false);
      }
      if (variant === 3) {
        for (let i = -6; i <= 6; i++) {
          const x = i * 2.4;
          const [ax, ay] = cam.p(x, 0, 6);
          const [bx, byy] = cam.p(x, 0, 11);
          out += `<line x1="${n1(ax)}" y1="${n1(ay)}" x2="${n1(bx)}" y2="${n1(byy)}" stroke="#f4f1e6" stroke-width="2.5"/>`;
        }
        for (const x of [-9.6, -4.8, 2.4, 7.2]) {
          const car = pick(r, ["#c9463d", "#e6e8ea", "#2f6fa3", "#4c5157"]);
          out += perspBox(cam, { x: x + 0.4, z: 10.2 }, [1, 0], 1.7, 4.2, 0.75, car);
          out += perspBox(cam, { x: x + 0.55, z: 11.0, y: 0.75 }, [1, 0], 1.4, 2.2, 0.55, "#9cc3de");
        }
      }
    }
    return out + vignette(w, h, 0.22);
  };
}

function factoryArt(opts: { seed: string; people?: number; wide?: boolean; evening?: boolean }): Draw {
  return (w, h) => {
    const r = makeRng(opts.seed);
    const groundY = h * 0.7;
    let out = sky(w, h, opts.evening ? "#f1a76b" : "#8fbde0", opts.evening ? "#fde3c4" : "#eef4f7");
    out += hills(w, h, groundY - h * 0.05, "#a6b6a8", r, 0.04);
    // cement silos
    for (let i = 0; i < 3; i++) {
      const x = w * 0.08 + i * w * 0.07;
      const sw = w * 0.055;
      const top = groundY - h * 0.52;
      out += `<rect x="${n1(x)}" y="${n1(top)}" width="${n1(sw)}" height="${n1(h * 0.34)}" fill="#d9dcdf" stroke="#a9afb5"/>`;
      out += `<rect x="${n1(x)}" y="${n1(top)}" width="${n1(sw * 0.25)}" height="${n1(h * 0.34)}" fill="#eef0f2"/>`;
      out += poly(
        [
          [x, top + h * 0.34],
          [x + sw, top + h * 0.34],
          [x + sw * 0.6, top + h * 0.44],
          [x + sw * 0.4, top + h * 0.44],
        ],
        `fill="#bfc4c9"`,
      );
      out += `<rect x="${n1(x + sw * 0.1)}" y="${n1(top + h * 0.44)}" width="${n1(sw * 0.08)}" height="${n1(groundY - top - h * 0.44)}" fill="#8b9299"/><rect x="${n1(x + sw * 0.82)}" y="${n1(top + h * 0.44)}" width="${n1(sw * 0.08)}" height="${n1(groundY - top - h * 0.44)}" fill="#8b9299"/>`;
    }
    // shed with a sawtooth roof
    const sx = w * 0.3;
    const sw = w * 0.62;
    const st = groundY - h * 0.3;
    out += `<rect x="${n1(sx)}" y="${n1(st)}" width="${n1(sw)}" height="${n1(groundY - st)}" fill="#c8ced3"/>`;
    const teeth = 6;
    for (let i = 0; i < teeth; i++) {
      const x = sx + (sw * i) / teeth;
      out += poly(
        [
          [x, st],
          [x + sw / teeth, st],
          [x + sw / teeth, st - h * 0.08],
        ],
        `fill="#6d7f91"`,
      );
      out += poly(
        [
          [x + sw / teeth - 3, st - h * 0.075],
          [x + sw / teeth, st - h * 0.08],
          [x + sw / teeth, st],
        ],
        `fill="#bcd5e6"`,
      );
    }
    for (let i = 0; i < 10; i++)
      out += `<rect x="${n1(sx + sw * 0.02 + i * sw * 0.098)}" y="${n1(st)}" width="${n1(sw * 0.012)}" height="${n1(groundY - st)}" fill="#aab2b9"/>`;
    out += `<rect x="${n1(sx + sw * 0.38)}" y="${n1(st + (groundY - st) * 0.3)}" width="${n1(sw * 0.22)}" height="${n1((groundY - st) * 0.7)}" fill="#4e5a66"/>`;
    out += `<rect x="${n1(sx + sw * 0.38)}" y="${n1(st + (groundY - st) * 0.3)}" width="${n1(sw * 0.22)}" height="${n1((groundY - st) * 0.08)}" fill="#ea580c"/>`;
    out += `<rect x="${n1(sx + sw * 0.8)}" y="${n1(st - h * 0.22)}" width="${n1(w * 0.025)}" height="${n1(h * 0.22)}" fill="#9a7f6a"/>`;
    out += `<defs>${linear("yardFloor", [
      [0, "#bfb6a4"],
      [1, "#958c7c"],
    ])}</defs><rect x="0" y="${n1(groundY)}" width="${w}" height="${n1(h - groundY)}" fill="url(#yardFloor)"/>`;
    // pallets of pavers and blocks in the yard
    const palette = ["#a14a35", "#9c9d9b", "#c9c8c2", "#6f7173"];
    const ps = h * 0.05;
    for (let i = 0; i < (opts.wide ? 9 : 5); i++) {
      const x = w * 0.05 + i * (opts.wide ? w * 0.1 : w * 0.18) + r() * w * 0.03;
      const y = groundY + h * 0.06 + r() * h * 0.05;
      const c = pick(r, palette);
      out += `<rect x="${n1(x - ps * 0.1)}" y="${n1(y + ps * 1.2)}" width="${n1(ps * 2.2)}" height="${n1(ps * 0.2)}" fill="#8a6a45"/>`;
      out += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(ps * 2)}" height="${n1(ps * 1.2)}" fill="${c}" stroke="${shade(c, -0.3)}"/>`;
      for (let k = 1; k < 4; k++)
        out += `<line x1="${n1(x)}" y1="${n1(y + k * ps * 0.3)}" x2="${n1(x + ps * 2)}" y2="${n1(y + k * ps * 0.3)}" stroke="${shade(c, -0.25)}"/>`;
      out += poly(
        [
          [x, y],
          [x + ps * 2, y],
          [x + ps * 2.5, y - ps * 0.4],
          [x + ps * 0.5, y - ps * 0.4],
        ],
        `fill="${shade(c, 0.15)}" stroke="${shade(c, -0.3)}"`,
      );
      out += poly(
        [
          [x + ps * 2, y],
          [x + ps * 2.5, y - ps * 0.4],
          [x + ps * 2.5, y + ps * 0.8],
          [x + ps * 2, y + ps * 1.2],
        ],
        `fill="${shade(c, -0.2)}" stroke="${shade(c, -0.3)}"`,
      );
    }
    if (opts.people) out += people(w, h, opts.people, r, groundY + h * 0.27, h * 0.26);
    return out + vignette(w, h, 0.22);
  };
}

function constructionSiteArt(seed: string, evening = false): Draw {
  return (w, h) => {
    const r = makeRng(seed);
    const groundY = h * 0.74;
    let out = sky(w, h, evening ? "#e79a62" : "#8ec0e4", evening ? "#fbe0bf" : "#eef5f8");
    out += hills(w, h, groundY - h * 0.04, "#aab9a7", r, 0.03);
    // building frame: columns, slabs and some block infill
    const bx = w * 0.18;
    const bw = w * 0.5;
    const floors = 5;
    const fh = h * 0.1;
    for (let f = 0; f < floors; f++) {
      const y = groundY - (f + 1) * fh;
      out += `<rect x="${n1(bx)}" y="${n1(y)}" width="${n1(bw)}" height="${n1(fh * 0.12)}" fill="#b9b7b1"/>`;
      for (let c = 0; c <= 5; c++) out += `<rect x="${n1(bx + (c * bw) / 5 - 4)}" y="${n1(y)}" width="8" height="${n1(fh)}" fill="#a9a7a1"/>`;
      if (f < 3)
        for (let c = 0; c < 5; c++) {
          if (r() < 0.35) continue;
          const x0 = bx + (c * bw) / 5 + 4;
          const cw = bw / 5 - 8;
          const rowsN = f === 2 ? 2 : 4;
          for (let k = 0; k < rowsN; k++) {
            for (let m = 0; m < 4; m++) {
              const off = (k % 2) * (cw / 8);
              out += `<rect x="${n1(x0 + m * (cw / 4) + off)}" y="${n1(y + fh - ((k + 1) * (fh * 0.88)) / 4)}" width="${n1(cw / 4 - 2)}" height="${n1((fh * 0.88) / 4 - 2)}" fill="${shade("#c9c8c2", (r() - 0.5) * 0.1)}"/>`;
            }
          }
        }
    }
    out += `<rect x="${n1(bx)}" y="${n1(groundY - floors * fh - fh * 0.12)}" width="${n1(bw)}" height="${n1(fh * 0.12)}" fill="#b9b7b1"/>`;
    // scaffolding
    for (let i = 0; i < 8; i++)
      out += `<line x1="${n1(bx - 14 + (i * (bw + 28)) / 7)}" y1="${n1(groundY)}" x2="${n1(bx - 14 + (i * (bw + 28)) / 7)}" y2="${n1(groundY - floors * fh - 10)}" stroke="#8a6a3c" stroke-width="2"/>`;
    // tower crane
    const cx = w * 0.78;
    const top = h * 0.1;
    out += `<rect x="${n1(cx - 7)}" y="${n1(top)}" width="14" height="${n1(groundY - top)}" fill="none" stroke="#e0a100" stroke-width="2.5"/>`;
    for (let y = top; y < groundY; y += 18)
      out += `<line x1="${n1(cx - 7)}" y1="${n1(y)}" x2="${n1(cx + 7)}" y2="${n1(y + 18)}" stroke="#e0a100" stroke-width="1.6"/>`;
    out += `<rect x="${n1(cx - w * 0.42)}" y="${n1(top)}" width="${n1(w * 0.55)}" height="10" fill="none" stroke="#e0a100" stroke-width="2.5"/>`;
    for (let x = cx - w * 0.42; x < cx + w * 0.13; x += 14)
      out += `<line x1="${n1(x)}" y1="${n1(top)}" x2="${n1(x + 14)}" y2="${n1(top + 10)}" stroke="#e0a100" stroke-width="1.4"/>`;
    out += `<rect x="${n1(cx + w * 0.08)}" y="${n1(top + 10)}" width="${n1(w * 0.05)}" height="${n1(h * 0.05)}" fill="#6b7075"/>`;
    const hookX = cx - w * 0.25;
    out += `<line x1="${n1(hookX)}" y1="${n1(top + 10)}" x2="${n1(hookX)}" y2="${n1(h * 0.42)}" stroke="#333" stroke-width="1.5"/>`;
    out += `<rect x="${n1(hookX - 18)}" y="${n1(h * 0.42)}" width="36" height="16" fill="#9c9d9b" stroke="#666"/>`;
    out += `<defs>${linear("site", [
      [0, "#c2a77f"],
      [1, "#9b8262"],
    ])}</defs><rect x="0" y="${n1(groundY)}" width="${w}" height="${n1(h - groundY)}" fill="url(#site)"/>`;
    // block stacks on the ground
    const boxes: IsoBox[] = [];
    for (let k = 0; k < 3; k++)
      for (let i = 0; i < 2; i++)
        for (let j = 0; j < 3 - k; j++)
          boxes.push({
            x: i * 2.05 + k * 0.5,
            y: j * 1.05 + k * 0.5,
            z: k * 1.02,
            l: 2,
            w: 1,
            h: 1,
            color: shade("#9c9d9b", (r() - 0.5) * 0.08),
            kind: "hollow",
          });
    out += isoBoxes(boxes, { x: w * 0.58, y: groundY - h * 0.02, w: w * 0.28, h: h * 0.24 }, "s");
    out += people(w, h, 2, r, groundY + h * 0.2, h * 0.2, w * 0.08, w * 0.4);
    return out + vignette(w, h, 0.22);
  };
}

function person(x: number, footY: number, height: number, shirt: string, helmet: string | null, skin: string): string {
  const u = height / 8;
  const headR = u * 0.55;
  const headY = footY - height + headR;
  let out = "";
  out += `<rect x="${n1(x - u * 0.75)}" y="${n1(footY - u * 3.6)}" width="${n1(u * 0.65)}" height="${n1(u * 3.6)}" rx="${n1(u * 0.2)}" fill="#3a4456"/>`;
  out += `<rect x="${n1(x + u * 0.1)}" y="${n1(footY - u * 3.6)}" width="${n1(u * 0.65)}" height="${n1(u * 3.6)}" rx="${n1(u * 0.2)}" fill="#333c4d"/>`;
  out += `<path d="M${n1(x - u * 1.05)} ${n1(footY - u * 3.4)} L${n1(x - u * 1.2)} ${n1(footY - u * 6.1)} Q${n1(x)} ${n1(footY - u * 6.9)} ${n1(x + u * 1.2)} ${n1(footY - u * 6.1)} L${n1(x + u * 1.05)} ${n1(footY - u * 3.4)} Z" fill="${shirt}"/>`;
  out += `<rect x="${n1(x - u * 1.55)}" y="${n1(footY - u * 6.1)}" width="${n1(u * 0.45)}" height="${n1(u * 2.6)}" rx="${n1(u * 0.22)}" fill="${shade(shirt, -0.12)}"/>`;
  out += `<rect x="${n1(x + u * 1.1)}" y="${n1(footY - u * 6.1)}" width="${n1(u * 0.45)}" height="${n1(u * 2.6)}" rx="${n1(u * 0.22)}" fill="${shade(shirt, -0.12)}"/>`;
  if (helmet === null)
    out += `<path d="M${n1(x - u * 0.3)} ${n1(footY - u * 6.55)} L${n1(x)} ${n1(footY - u * 5.6)} L${n1(x + u * 0.3)} ${n1(footY - u * 6.55)} Z" fill="#f4f4f4"/>`;
  else
    out += `<path d="M${n1(x - u * 1.12)} ${n1(footY - u * 5.2)} L${n1(x + u * 1.12)} ${n1(footY - u * 5.2)}" stroke="#f3c623" stroke-width="${n1(u * 0.22)}"/>`;
  out += `<circle cx="${n1(x)}" cy="${n1(headY)}" r="${n1(headR)}" fill="${skin}"/>`;
  if (helmet) {
    out += `<path d="M${n1(x - headR * 1.15)} ${n1(headY - headR * 0.1)} A${n1(headR * 1.1)} ${n1(headR * 1.1)} 0 0 1 ${n1(x + headR * 1.15)} ${n1(headY - headR * 0.1)} Z" fill="${helmet}"/>`;
    out += `<rect x="${n1(x - headR * 1.35)}" y="${n1(headY - headR * 0.2)}" width="${n1(headR * 2.7)}" height="${n1(headR * 0.25)}" rx="${n1(headR * 0.1)}" fill="${shade(helmet, -0.15)}"/>`;
  } else {
    out += `<path d="M${n1(x - headR)} ${n1(headY - headR * 0.1)} A${n1(headR)} ${n1(headR)} 0 0 1 ${n1(x + headR)} ${n1(headY - headR * 0.1)} Q${n1(x)} ${n1(headY - headR * 0.7)} ${n1(x - headR)} ${n1(headY - headR * 0.1)} Z" fill="#2b2320"/>`;
  }
  return shadow(x, footY, u * 1.6, u * 0.35, 0.4) + out;
}

function people(w: number, h: number, count: number, r: () => number, footY: number, height: number, xFrom = w * 0.12, xTo = w * 0.88): string {
  const skins = ["#8d5a3b", "#a86f4c", "#c48a62", "#6e4630", "#b57b55"];
  const shirts = ["#ea580c", "#2f6fa3", "#3f7d4f", "#6b4c9a", "#c2410c", "#1f2937", "#0f766e", "#9a3412"];
  const helmets = ["#f3c623", "#ffffff", "#ea580c", "#f3c623"];
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const x = xFrom + (xTo - xFrom) * t + (r() - 0.5) * (w * 0.02);
    const hgt = height * (0.92 + r() * 0.14);
    out += person(x, footY - (i % 2) * h * 0.015, hgt, pick(r, shirts), r() < 0.8 ? pick(r, helmets) : null, pick(r, skins));
  }
  return out;
}

function teamGroupArt(w: number, h: number): string {
  const r = makeRng("team-group");
  return (
    factoryArt({ seed: "team-group-bg", wide: true })(w, h) +
    `<rect width="${w}" height="${h}" fill="#ffffff" opacity="0.08"/>` +
    people(w, h, 9, r, h * 0.97, h * 0.5, w * 0.14, w * 0.86)
  );
}

function avatarArt(i: number): Draw {
  const bgs = [
    ["#ea580c", "#fdba74"],
    ["#0f766e", "#5eead4"],
    ["#1d4ed8", "#93c5fd"],
    ["#7c3aed", "#c4b5fd"],
    ["#b45309", "#fcd34d"],
    ["#be123c", "#fda4af"],
  ];
  const skins = ["#a86f4c", "#8d5a3b", "#c48a62", "#b57b55", "#6e4630", "#c99572"];
  const suits = ["#1f2937", "#334155", "#3f3f46", "#1e3a5f", "#44403c", "#312e81"];
  return (w, h) => {
    const [a, b] = bgs[i % bgs.length];
    const skin = skins[i % skins.length];
    const suit = suits[i % suits.length];
    const cx = w / 2;
    let out = `<defs>${linear(
      "av",
      [
        [0, b],
        [1, a],
      ],
      1,
      1,
    )}</defs><rect width="${w}" height="${h}" fill="url(#av)"/>`;
    out += `<circle cx="${n1(w * 0.82)}" cy="${n1(h * 0.18)}" r="${n1(w * 0.22)}" fill="#ffffff" opacity="0.12"/>`;
    // shoulders, collar and head
    out += `<path d="M${n1(w * 0.12)} ${h} Q${n1(w * 0.14)} ${n1(h * 0.7)} ${n1(cx)} ${n1(h * 0.66)} Q${n1(w * 0.86)} ${n1(h * 0.7)} ${n1(w * 0.88)} ${h} Z" fill="${suit}"/>`;
    out += poly(
      [
        [cx - w * 0.09, h * 0.67],
        [cx, h * 0.82],
        [cx + w * 0.09, h * 0.67],
      ],
      `fill="#f8fafc"`,
    );
    out += poly(
      [
        [cx - w * 0.025, h * 0.7],
        [cx + w * 0.025, h * 0.7],
        [cx + w * 0.035, h * 0.86],
        [cx, h * 0.9],
        [cx - w * 0.035, h * 0.86],
      ],
      `fill="${a}"`,
    );
    out += `<rect x="${n1(cx - w * 0.06)}" y="${n1(h * 0.52)}" width="${n1(w * 0.12)}" height="${n1(h * 0.16)}" fill="${shade(skin, -0.1)}"/>`;
    out += `<ellipse cx="${n1(cx)}" cy="${n1(h * 0.4)}" rx="${n1(w * 0.15)}" ry="${n1(h * 0.18)}" fill="${skin}"/>`;
    const hair = "#221a16";
    const styles = [
      `<path d="M${n1(cx - w * 0.155)} ${n1(h * 0.38)} Q${n1(cx - w * 0.16)} ${n1(h * 0.2)} ${n1(cx)} ${n1(h * 0.2)} Q${n1(cx + w * 0.16)} ${n1(h * 0.2)} ${n1(cx + w * 0.155)} ${n1(h * 0.38)} Q${n1(cx + w * 0.1)} ${n1(h * 0.27)} ${n1(cx)} ${n1(h * 0.28)} Q${n1(cx - w * 0.1)} ${n1(h * 0.27)} ${n1(cx - w * 0.155)} ${n1(h * 0.38)} Z" fill="${hair}"/>`,
      `<path d="M${n1(cx - w * 0.17)} ${n1(h * 0.62)} Q${n1(cx - w * 0.22)} ${n1(h * 0.18)} ${n1(cx)} ${n1(h * 0.19)} Q${n1(cx + w * 0.22)} ${n1(h * 0.18)} ${n1(cx + w * 0.17)} ${n1(h * 0.62)} L${n1(cx + w * 0.13)} ${n1(h * 0.62)} Q${n1(cx + w * 0.15)} ${n1(h * 0.3)} ${n1(cx)} ${n1(h * 0.29)} Q${n1(cx - w * 0.15)} ${n1(h * 0.3)} ${n1(cx - w * 0.13)} ${n1(h * 0.62)} Z" fill="${hair}"/>`,
      `<path d="M${n1(cx - w * 0.16)} ${n1(h * 0.36)} Q${n1(cx - w * 0.12)} ${n1(h * 0.14)} ${n1(cx + w * 0.05)} ${n1(h * 0.19)} Q${n1(cx + w * 0.18)} ${n1(h * 0.24)} ${n1(cx + w * 0.16)} ${n1(h * 0.36)} Q${n1(cx + w * 0.02)} ${n1(h * 0.24)} ${n1(cx - w * 0.16)} ${n1(h * 0.36)} Z" fill="#5b5b5b"/>`,
      `<path d="M${n1(cx - w * 0.175)} ${n1(h * 0.36)} Q${n1(cx - w * 0.18)} ${n1(h * 0.12)} ${n1(cx)} ${n1(h * 0.13)} Q${n1(cx + w * 0.18)} ${n1(h * 0.12)} ${n1(cx + w * 0.175)} ${n1(h * 0.36)} Q${n1(cx)} ${n1(h * 0.28)} ${n1(cx - w * 0.175)} ${n1(h * 0.36)} Z" fill="#c7c9cc"/>`,
      `<path d="M${n1(cx - w * 0.155)} ${n1(h * 0.4)} Q${n1(cx - w * 0.17)} ${n1(h * 0.2)} ${n1(cx)} ${n1(h * 0.2)} Q${n1(cx + w * 0.17)} ${n1(h * 0.2)} ${n1(cx + w * 0.155)} ${n1(h * 0.4)} Q${n1(cx + w * 0.12)} ${n1(h * 0.26)} ${n1(cx)} ${n1(h * 0.27)} Q${n1(cx - w * 0.12)} ${n1(h * 0.26)} ${n1(cx - w * 0.155)} ${n1(h * 0.4)} Z" fill="${hair}"/><circle cx="${n1(cx)}" cy="${n1(h * 0.17)}" r="${n1(w * 0.06)}" fill="${hair}"/>`,
      `<path d="M${n1(cx - w * 0.15)} ${n1(h * 0.36)} Q${n1(cx - w * 0.14)} ${n1(h * 0.22)} ${n1(cx)} ${n1(h * 0.215)} Q${n1(cx + w * 0.14)} ${n1(h * 0.22)} ${n1(cx + w * 0.15)} ${n1(h * 0.36)} Q${n1(cx)} ${n1(h * 0.3)} ${n1(cx - w * 0.15)} ${n1(h * 0.36)} Z" fill="#3b2f2a"/><path d="M${n1(cx - w * 0.09)} ${n1(h * 0.5)} Q${n1(cx)} ${n1(h * 0.6)} ${n1(cx + w * 0.09)} ${n1(h * 0.5)} Q${n1(cx)} ${n1(h * 0.56)} ${n1(cx - w * 0.09)} ${n1(h * 0.5)} Z" fill="#3b2f2a"/>`,
    ];
    out += styles[i % styles.length];
    if (i % 3 === 2) {
      out += `<g fill="none" stroke="#1f2937" stroke-width="${n1(w * 0.008)}"><circle cx="${n1(cx - w * 0.06)}" cy="${n1(h * 0.4)}" r="${n1(w * 0.04)}"/><circle cx="${n1(cx + w * 0.06)}" cy="${n1(h * 0.4)}" r="${n1(w * 0.04)}"/><line x1="${n1(cx - w * 0.02)}" y1="${n1(h * 0.4)}" x2="${n1(cx + w * 0.02)}" y2="${n1(h * 0.4)}"/></g>`;
    }
    return out;
  };
}

function placeholderArt(w: number, h: number): string {
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
const MARK =
  `<rect width="64" height="64" rx="14" fill="#c2410c"/>` +
  `<rect x="11" y="36" width="19" height="14" rx="2.5" fill="#ffffff"/>` +
  `<rect x="34" y="36" width="19" height="14" rx="2.5" fill="#ffffff" fill-opacity="0.85"/>` +
  `<rect x="22.5" y="18" width="19" height="14" rx="2.5" fill="#ffffff" fill-opacity="0.95"/>` +
  `<path d="M11 54h42" stroke="#fed7aa" stroke-width="2.5" stroke-linecap="round"/>`;

function ogArt(w: number, h: number): string {
  const bg = paverArt({ shape: "herringbone", colors: ["#9a3412", "#c2410c", "#7c2d12"], thicknessMm: 80, lengthMm: 200, seed: "og", loose: false })(w, h);
  const s = h * 0.42;
  return (
    bg +
    `<rect width="${w}" height="${h}" fill="#1f2937" opacity="0.45"/>` +
    `<rect x="${n1(w / 2 - s * 0.75)}" y="${n1(h / 2 - s * 0.75)}" width="${n1(s * 1.5)}" height="${n1(s * 1.5)}" rx="${n1(s * 0.2)}" fill="#ffffff" opacity="0.95"/>` +
    `<g transform="translate(${n1(w / 2 - s / 2)} ${n1(h / 2 - s / 2)}) scale(${n1(s / 64)})">${MARK}</g>`
  );
}

// ─── what to draw ────────────────────────────────────────────────────────────

function mmDims(size: string | null | undefined): number[] {
  return (size ?? "").match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
}

function productArt(p: DemoProduct): Draw {
  const seed = slugify(p.product_name);
  const name = p.product_name.toLowerCase();
  const colors = paletteOf(p.color ?? null);
  switch (p.category_slug) {
    case "paver-blocks": {
      const shape: PaverShape = name.includes("zig") ? "zigzag" : name.includes("i-shape") ? "ishape" : name.includes("chequer") ? "chequered" : "herringbone";
      const dims = mmDims(p.size ?? null);
      const thick = Number((p.plank_thickness ?? "").match(/\d+/)?.[0] ?? dims[2] ?? 60);
      return paverArt({
        shape,
        colors: shape === "herringbone" ? [colors[0], shade(colors[0], 0.12), shade(colors[0], -0.1)] : colors,
        thicknessMm: thick,
        lengthMm: dims[0] ?? 200,
        seed,
      });
    }
    case "boundary-walls": {
      const style = name.includes("farm") ? "farm" : name.includes("jali") || name.includes("designer") ? "jali" : "rcc";
      return wallArt({
        seed,
        color: colors[0],
        bays: 7,
        heightM: style === "farm" ? 1.8 : style === "jali" ? 2.1 : 2.1,
        style,
        skyTop: style === "farm" ? "#90c2e6" : "#7fb0d9",
        skyBottom: "#eef4f6",
      });
    }
    case "precast-boundary-wall": {
      if (name.includes("designer")) return designerPanelArt(seed, colors);
      const columns = name.includes("column");
      return wallArt({
        seed,
        color: colors[0],
        bays: columns ? 4 : 6,
        heightM: 1.8,
        style: columns ? "columns" : "panel-erecting",
        skyTop: columns ? "#a7c3da" : "#86b9e3",
        skyBottom: "#f1efe8",
      });
    }
    case "concrete-blocks":
    case "ccon-blocks": {
      const [l, , t] = mmDims(p.size ?? null);
      const ccon = p.category_slug === "ccon-blocks";
      const base = ccon ? "#d6d4cd" : colors[0];
      return blockStackArt({
        seed,
        color: base,
        l: (l ?? 400) / 200,
        w: (t ?? 200) / 200,
        h: 1,
        kind: ccon ? "pores" : name.includes("hollow") ? "hollow" : "plain",
        pallets: ccon ? (name.includes("bulk") ? 2 : 1) : 0,
        tint: ccon ? "#9fb7cf" : "#c8b08a",
      });
    }
    case "kerb-stone": {
      const profile: KerbProfile = name.includes("bullnose") ? "bullnose" : name.includes("highway") ? "splayed" : "half-battered";
      return kerbArt({
        seed,
        profile,
        colors: profile === "half-battered" ? ["#a9a8a2"] : colors,
        lengthMm: mmDims(p.size ?? null)[0] ?? 500,
        painted: profile === "splayed",
        garden: profile === "bullnose",
      });
    }
    case "fencing-poles": {
      const ft = Number(name.match(/(\d+)\s*ft/)?.[1] ?? 6);
      const slots = Number((p.wire_slots ?? "").match(/\d+/)?.[0] ?? 5);
      const y = name.includes("y-angle");
      return fenceArt({
        seed,
        heightM: ft * 0.3048 * (y ? 0.85 : 1),
        slots: Math.min(slots, 6),
        yAngle: y,
        mood: y ? "dusk" : ft >= 7 ? "haze" : "day",
        tone: "#b4b2aa",
      });
    }
    case "fly-ash-bricks":
      return brickArt({ seed, color: colors[0], tall: name.includes("modular") });
    default:
      return blockStackArt({ seed, color: colors[0], l: 2, w: 1, h: 1, kind: "plain" });
  }
}

interface Job {
  /** Output files: [pixel width, path relative to public/images]. */
  outputs: [number, string][];
  /** Design-space size the motif is drawn in. */
  w: number;
  h: number;
  draw: Draw;
}

/** name-400, name-800 (and more), plus name.webp as the aliasWidth version. */
function sized(rel: string, widths: number[], aliasWidth = 800): [number, string][] {
  return [...widths.map((wd): [number, string] => [wd, `${rel}-${wd}.webp`]), [aliasWidth, `${rel}.webp`]];
}

function jobs(): Job[] {
  const list: Job[] = [];
  const photo = (rel: string, draw: Draw) => list.push({ outputs: sized(rel, [400, 800]), w: 800, h: 600, draw });

  for (const p of DEMO_PRODUCTS) photo(`products/${slugify(p.product_name)}`, productArt(p));

  const slide = (name: string, draw: Draw) => list.push({ outputs: sized(`slides/${name}`, [400, 800, 1600]), w: 1600, h: 700, draw });
  slide("paver-blocks", paverArt({ shape: "herringbone", colors: ["#a14a35", "#b6573d", "#8f8a80"], thicknessMm: 80, lengthMm: 200, seed: "slide-pavers" }));
  slide("ccon-blocks", blockStackArt({ seed: "slide-ccon", color: "#d6d4cd", l: 3, w: 1, h: 1, kind: "pores", pallets: 2, tint: "#9fb7cf" }));
  slide("kerb-stones", kerbArt({ seed: "slide-kerb", profile: "splayed", colors: ["#a9a8a2"], lengthMm: 1000, painted: true }));
  slide("fencing-poles", fenceArt({ seed: "slide-fence", heightM: 1.83, slots: 5, mood: "dusk", tone: "#b4b2aa", wide: true }));
  slide(
    "precast-boundary-walls",
    wallArt({ seed: "slide-wall", color: "#b5b3ab", bays: 9, heightM: 1.8, style: "rcc", skyTop: "#7fb0d9", skyBottom: "#f1efe8" }),
  );

  const gallery: Draw[] = [
    // products
    paverArt({ shape: "zigzag", colors: ["#b3523b", "#d2a23e"], thicknessMm: 60, lengthMm: 225, seed: "g1" }),
    paverArt({ shape: "ishape", colors: ["#8f8a80", "#6f7173"], thicknessMm: 80, lengthMm: 200, seed: "g2", loose: false }),
    brickArt({ seed: "g3", color: "#a9a9a4" }),
    blockStackArt({ seed: "g4", color: "#9c9d9b", l: 2, w: 1, h: 1, kind: "hollow" }),
    kerbArt({ seed: "g5", profile: "half-battered", colors: ["#b0aea6"], lengthMm: 450 }),
    fenceArt({ seed: "g6", heightM: 1.83, slots: 5, mood: "day", tone: "#b4b2aa" }),
    wallArt({ seed: "g7", color: "#b5b3ab", bays: 6, heightM: 1.8, style: "panel-erecting", skyTop: "#86b9e3", skyBottom: "#f1efe8" }),
    blockStackArt({ seed: "g8", color: "#d6d4cd", l: 3, w: 1, h: 1, kind: "pores", pallets: 2, tint: "#9fb7cf" }),
    // projects
    constructionSiteArt("g9"),
    hospitalArt(1),
    hospitalArt(3),
    kerbArt({ seed: "g12", profile: "splayed", colors: ["#a9a8a2"], lengthMm: 1000, painted: true }),
    wallArt({ seed: "g13", color: "#c9c3b4", bays: 8, heightM: 2.1, style: "rcc", skyTop: "#8fbbe0", skyBottom: "#f4efe4" }),
    hospitalArt(2),
    paverArt({ shape: "herringbone", colors: ["#8f8a80", "#a14a35", "#9a958c", "#9a958c"], thicknessMm: 80, lengthMm: 200, seed: "g15", loose: false }),
    constructionSiteArt("g16", true),
    // team
    factoryArt({ seed: "g17", people: 5 }),
    factoryArt({ seed: "g18", people: 3, evening: true }),
    (w, h) => factoryArt({ seed: "g19" })(w, h) + people(w, h, 6, makeRng("g19p"), h * 0.98, h * 0.48),
    (w, h) => constructionSiteArt("g20")(w, h) + people(w, h, 4, makeRng("g20p"), h * 0.98, h * 0.42, w * 0.2, w * 0.8),
    (w, h) =>
      paverArt({ shape: "zigzag", colors: ["#9c9d9b", "#a4a39d"], thicknessMm: 60, lengthMm: 225, seed: "g21", loose: false })(w, h) +
      people(w, h, 3, makeRng("g21p"), h * 0.95, h * 0.62, w * 0.25, w * 0.75),
    factoryArt({ seed: "g22", people: 7, evening: true }),
  ];
  gallery.forEach((draw, i) => photo(`gallery/gallery-${String(i + 1).padStart(2, "0")}`, draw));

  list.push({ outputs: sized("team/group", [400, 800, 1600]), w: 1600, h: 900, draw: teamGroupArt });
  for (let i = 1; i <= 6; i++) list.push({ outputs: sized(`team/leader-${i}`, [400, 800]), w: 800, h: 800, draw: avatarArt(i - 1) });
  for (const v of [1, 2, 3] as const) photo(`project/hospital-${v}`, hospitalArt(v));
  photo("placeholder", placeholderArt);
  list.push({ outputs: [[1200, "og-default.webp"]], w: 1200, h: 630, draw: ogArt });
  return list;
}

// ─── rendering ────────────────────────────────────────────────────────────────

async function mtime(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

async function render(job: Job): Promise<number> {
  const maxW = Math.max(...job.outputs.map(([wd]) => wd));
  const maxH = Math.round((maxW * job.h) / job.w);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${maxW}" height="${maxH}" viewBox="0 0 ${job.w} ${job.h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${SHADOW_DEF}</defs>${job.draw(job.w, job.h)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  const byWidth = new Map<number, Buffer>();
  for (const [wd, rel] of job.outputs) {
    let buf = byWidth.get(wd);
    if (!buf) {
      const img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      buf = await (wd < maxW ? img.resize(wd) : img).webp({ quality: QUALITY, effort: 2 }).toBuffer();
      byWidth.set(wd, buf);
    }
    const file = path.join(IMAGES, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buf);
  }
  return job.outputs.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const reference = Math.max(await mtime(fileURLToPath(import.meta.url)), await mtime(path.join(ROOT, "server/features/catalogue/demo-data.ts")));

  await mkdir(IMAGES, { recursive: true });
  await writeFile(path.join(PUBLIC, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${MARK}</svg>\n`);
  await writeFile(
    path.join(IMAGES, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="logo">${MARK}</svg>\n`,
  );

  const pending: Job[] = [];
  let skipped = 0;
  for (const job of jobs()) {
    const times = await Promise.all(job.outputs.map(([, rel]) => mtime(path.join(IMAGES, rel))));
    if (!force && times.every((t) => t > reference)) skipped += job.outputs.length;
    else pending.push(job);
  }

  let written = 0;
  const workers = Math.max(2, Math.min(4, (await import("node:os")).availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < pending.length) {
        const job = pending[next++];
        const count = await render(job);
        written += count;
      }
    }),
  );
  const ms = Math.round(performance.now() - started);
  console.log(`generated ${written} images in ${ms} ms${skipped ? ` (${skipped} up to date)` : ""}`);
}

await main();
