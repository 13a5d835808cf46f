/** Motif: the factory yard and a construction site. */
import { makeRng, pick } from "./random";
import { shade } from "./color";
import { linear, n1, poly, sky, vignette, type Draw } from "./svg";
import { isoBoxes, type IsoBox } from "./iso";
import { hills } from "./scenery";
import { people } from "./people";

export function factoryArt(opts: { seed: string; people?: number; wide?: boolean; evening?: boolean }): Draw {
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

export function constructionSiteArt(seed: string, evening = false): Draw {
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
