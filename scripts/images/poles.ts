/** Motif: fencing poles with wires across a field. */
import { makeRng } from "./random";
import { shade } from "./color";
import { linear, n1, poly, shadow, sky, vignette, type Draw } from "./svg";
import { camera, inQuad, perspBox } from "./perspective";
import { hills } from "./scenery";

export function fenceArt(opts: {
  seed: string;
  heightM: number;
  slots: number;
  yAngle?: boolean;
  mood: "day" | "haze" | "dusk";
  tone: string;
  wide?: boolean;
}): Draw {
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
