/** Isometric boxes: block stacks, bricks and pallets. */
import { shade } from "./color";
import { n1, poly, type Pt } from "./svg";

export interface IsoBox {
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
export function isoBoxes(boxes: IsoBox[], region: { x: number; y: number; w: number; h: number }, idPrefix: string): string {
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
