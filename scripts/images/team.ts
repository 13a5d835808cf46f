/** Motif: the team photo and the leaders' portraits. */
import { makeRng } from "./random";
import { shade } from "./color";
import { linear, n1, poly, type Draw } from "./svg";
import { factoryArt } from "./sites";
import { people } from "./people";

export function teamGroupArt(w: number, h: number): string {
  const r = makeRng("team-group");
  return (
    factoryArt({ seed: "team-group-bg", wide: true })(w, h) +
    `<rect width="${w}" height="${h}" fill="#ffffff" opacity="0.08"/>` +
    people(w, h, 9, r, h * 0.97, h * 0.5, w * 0.14, w * 0.86)
  );
}

export function avatarArt(i: number): Draw {
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
