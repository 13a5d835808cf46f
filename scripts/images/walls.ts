/** Motif: walls in perspective (boundary walls, precast walls) and the designer panel close-up. */
import { makeRng, pick } from "./random";
import { shade } from "./color";
import { linear, n1, poly, shadow, sky, vignette, type Draw, type Pt } from "./svg";
import { camera, inQuad, perspBox } from "./perspective";
import { hills, tree } from "./scenery";

interface WallOpts {
  seed: string;
  color: string;
  bays: number;
  heightM: number;
  style: "rcc" | "farm" | "jali" | "panel-erecting" | "columns";
  skyTop: string;
  skyBottom: string;
}

export function wallArt(o: WallOpts): Draw {
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
export function designerPanelArt(seed: string, colors: string[]): Draw {
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
