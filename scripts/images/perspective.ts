/** Perspective camera (ground plane Y = 0, camera looking down +Z), boxes and quads seen through it. */
import { shade } from "./color";
import { poly, type Pt } from "./svg";

export interface Camera {
  p: (x: number, y: number, z: number) => Pt;
  horizon: number;
}

export function camera(w: number, h: number, horizonFrac: number, focal: number, camHeight: number): Camera {
  const horizon = h * horizonFrac;
  const f = focal * w;
  return { horizon, p: (x, y, z) => [w / 2 + (f * x) / z, horizon - (f * (y - camHeight)) / z] };
}

/** Signed area: positive when the screen polygon winds clockwise (faces the viewer for our boxes). */
export function area(p: Pt[]): number {
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
export function perspBox(
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
export function inQuad(q: Pt[], u: number, v: number): Pt {
  const top: Pt = [q[0][0] + (q[1][0] - q[0][0]) * u, q[0][1] + (q[1][1] - q[0][1]) * u];
  const bot: Pt = [q[3][0] + (q[2][0] - q[3][0]) * u, q[3][1] + (q[2][1] - q[3][1]) * u];
  return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v];
}
