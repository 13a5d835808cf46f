/** Motif: paver blocks, laid as a pavement with one loose block and its thickness. */
import { makeRng, pick } from "./random";
import { shade } from "./color";
import { label, linear, n1, poly, shadow, vignette, type Draw, type Pt } from "./svg";

export type PaverShape = "zigzag" | "ishape" | "chequered" | "herringbone";

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

export function paverArt(opts: { shape: PaverShape; colors: string[]; thicknessMm: number; lengthMm: number; seed: string; loose?: boolean }): Draw {
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
