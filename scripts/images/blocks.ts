/** Motif: stacked concrete blocks and fly-ash bricks. */
import { makeRng } from "./random";
import { shade } from "./color";
import { linear, n1, vignette, type Draw } from "./svg";
import { isoBoxes, type IsoBox } from "./iso";
import { yard } from "./scenery";

export function blockStackArt(opts: {
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

export function brickArt(opts: { seed: string; color: string; tall?: boolean }): Draw {
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
