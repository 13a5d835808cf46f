/** Motif: the hospital project with its paved, kerbed forecourt. */
import { makeRng, pick } from "./random";
import { shade } from "./color";
import { n1, poly, sky, vignette, type Draw, type Pt } from "./svg";
import { camera, perspBox, type Camera } from "./perspective";
import { hills, tree } from "./scenery";

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

export function hospitalArt(variant: 1 | 2 | 3): Draw {
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
