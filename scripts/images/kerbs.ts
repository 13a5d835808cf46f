/** Motif: kerb stones laid along a footpath or a garden bed. */
import { makeRng, pick } from "./random";
import { shade } from "./color";
import { n1, poly, vignette, type Draw, type Pt } from "./svg";
import { area } from "./perspective";

export type KerbProfile = "half-battered" | "splayed" | "bullnose";

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

export function kerbArt(opts: { seed: string; profile: KerbProfile; colors: string[]; lengthMm: number; painted?: boolean; garden?: boolean }): Draw {
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
