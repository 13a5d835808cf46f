/** What to draw: a motif per demo product, the slides, gallery, team, project and placeholder pictures. */
import { DEMO_PRODUCTS, type DemoProduct } from "../../server/features/catalogue/demo-data";
import { slugify } from "#schemas/product-fields";
import { makeRng } from "./random";
import { paletteOf, shade } from "./color";
import { type Draw } from "./svg";
import { paverArt, type PaverShape } from "./pavers";
import { designerPanelArt, wallArt } from "./walls";
import { blockStackArt, brickArt } from "./blocks";
import { kerbArt, type KerbProfile } from "./kerbs";
import { fenceArt } from "./poles";
import { hospitalArt } from "./hospital";
import { constructionSiteArt, factoryArt } from "./sites";
import { people } from "./people";
import { avatarArt, teamGroupArt } from "./team";
import { ogArt, placeholderArt } from "./brand";

function mmDims(size: string | null | undefined): number[] {
  return (size ?? "").match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
}

function productArt(p: DemoProduct): Draw {
  const seed = slugify(p.product_name);
  const name = p.product_name.toLowerCase();
  const colors = paletteOf(p.color ?? null);
  switch (p.category_slug) {
    case "paver-blocks": {
      const shape: PaverShape = name.includes("zig") ? "zigzag" : name.includes("i-shape") ? "ishape" : name.includes("chequer") ? "chequered" : "herringbone";
      const dims = mmDims(p.size ?? null);
      const thick = Number((p.plank_thickness ?? "").match(/\d+/)?.[0] ?? dims[2] ?? 60);
      return paverArt({
        shape,
        colors: shape === "herringbone" ? [colors[0], shade(colors[0], 0.12), shade(colors[0], -0.1)] : colors,
        thicknessMm: thick,
        lengthMm: dims[0] ?? 200,
        seed,
      });
    }
    case "boundary-walls": {
      const style = name.includes("farm") ? "farm" : name.includes("jali") || name.includes("designer") ? "jali" : "rcc";
      return wallArt({
        seed,
        color: colors[0],
        bays: 7,
        heightM: style === "farm" ? 1.8 : style === "jali" ? 2.1 : 2.1,
        style,
        skyTop: style === "farm" ? "#90c2e6" : "#7fb0d9",
        skyBottom: "#eef4f6",
      });
    }
    case "precast-boundary-wall": {
      if (name.includes("designer")) return designerPanelArt(seed, colors);
      const columns = name.includes("column");
      return wallArt({
        seed,
        color: colors[0],
        bays: columns ? 4 : 6,
        heightM: 1.8,
        style: columns ? "columns" : "panel-erecting",
        skyTop: columns ? "#a7c3da" : "#86b9e3",
        skyBottom: "#f1efe8",
      });
    }
    case "concrete-blocks":
    case "ccon-blocks": {
      const [l, , t] = mmDims(p.size ?? null);
      const ccon = p.category_slug === "ccon-blocks";
      const base = ccon ? "#d6d4cd" : colors[0];
      return blockStackArt({
        seed,
        color: base,
        l: (l ?? 400) / 200,
        w: (t ?? 200) / 200,
        h: 1,
        kind: ccon ? "pores" : name.includes("hollow") ? "hollow" : "plain",
        pallets: ccon ? (name.includes("bulk") ? 2 : 1) : 0,
        tint: ccon ? "#9fb7cf" : "#c8b08a",
      });
    }
    case "kerb-stone": {
      const profile: KerbProfile = name.includes("bullnose") ? "bullnose" : name.includes("highway") ? "splayed" : "half-battered";
      return kerbArt({
        seed,
        profile,
        colors: profile === "half-battered" ? ["#a9a8a2"] : colors,
        lengthMm: mmDims(p.size ?? null)[0] ?? 500,
        painted: profile === "splayed",
        garden: profile === "bullnose",
      });
    }
    case "fencing-poles": {
      const ft = Number(name.match(/(\d+)\s*ft/)?.[1] ?? 6);
      const slots = Number((p.wire_slots ?? "").match(/\d+/)?.[0] ?? 5);
      const y = name.includes("y-angle");
      return fenceArt({
        seed,
        heightM: ft * 0.3048 * (y ? 0.85 : 1),
        slots: Math.min(slots, 6),
        yAngle: y,
        mood: y ? "dusk" : ft >= 7 ? "haze" : "day",
        tone: "#b4b2aa",
      });
    }
    case "fly-ash-bricks":
      return brickArt({ seed, color: colors[0], tall: name.includes("modular") });
    default:
      return blockStackArt({ seed, color: colors[0], l: 2, w: 1, h: 1, kind: "plain" });
  }
}

export interface Job {
  /** Output files: [pixel width, path relative to public/images]. */
  outputs: [number, string][];
  /** Design-space size the motif is drawn in. */
  w: number;
  h: number;
  draw: Draw;
}

/** name-400, name-800 (and more), plus name.webp as the aliasWidth version. */
function sized(rel: string, widths: number[], aliasWidth = 800): [number, string][] {
  return [...widths.map((wd): [number, string] => [wd, `${rel}-${wd}.webp`]), [aliasWidth, `${rel}.webp`]];
}

export function jobs(): Job[] {
  const list: Job[] = [];
  const photo = (rel: string, draw: Draw) => list.push({ outputs: sized(rel, [400, 800]), w: 800, h: 600, draw });

  for (const p of DEMO_PRODUCTS) photo(`products/${slugify(p.product_name)}`, productArt(p));

  const slide = (name: string, draw: Draw) => list.push({ outputs: sized(`slides/${name}`, [400, 800, 1600]), w: 1600, h: 700, draw });
  slide("paver-blocks", paverArt({ shape: "herringbone", colors: ["#a14a35", "#b6573d", "#8f8a80"], thicknessMm: 80, lengthMm: 200, seed: "slide-pavers" }));
  slide("ccon-blocks", blockStackArt({ seed: "slide-ccon", color: "#d6d4cd", l: 3, w: 1, h: 1, kind: "pores", pallets: 2, tint: "#9fb7cf" }));
  slide("kerb-stones", kerbArt({ seed: "slide-kerb", profile: "splayed", colors: ["#a9a8a2"], lengthMm: 1000, painted: true }));
  slide("fencing-poles", fenceArt({ seed: "slide-fence", heightM: 1.83, slots: 5, mood: "dusk", tone: "#b4b2aa", wide: true }));
  slide(
    "precast-boundary-walls",
    wallArt({ seed: "slide-wall", color: "#b5b3ab", bays: 9, heightM: 1.8, style: "rcc", skyTop: "#7fb0d9", skyBottom: "#f1efe8" }),
  );

  const gallery: Draw[] = [
    // products
    paverArt({ shape: "zigzag", colors: ["#b3523b", "#d2a23e"], thicknessMm: 60, lengthMm: 225, seed: "g1" }),
    paverArt({ shape: "ishape", colors: ["#8f8a80", "#6f7173"], thicknessMm: 80, lengthMm: 200, seed: "g2", loose: false }),
    brickArt({ seed: "g3", color: "#a9a9a4" }),
    blockStackArt({ seed: "g4", color: "#9c9d9b", l: 2, w: 1, h: 1, kind: "hollow" }),
    kerbArt({ seed: "g5", profile: "half-battered", colors: ["#b0aea6"], lengthMm: 450 }),
    fenceArt({ seed: "g6", heightM: 1.83, slots: 5, mood: "day", tone: "#b4b2aa" }),
    wallArt({ seed: "g7", color: "#b5b3ab", bays: 6, heightM: 1.8, style: "panel-erecting", skyTop: "#86b9e3", skyBottom: "#f1efe8" }),
    blockStackArt({ seed: "g8", color: "#d6d4cd", l: 3, w: 1, h: 1, kind: "pores", pallets: 2, tint: "#9fb7cf" }),
    // projects
    constructionSiteArt("g9"),
    hospitalArt(1),
    hospitalArt(3),
    kerbArt({ seed: "g12", profile: "splayed", colors: ["#a9a8a2"], lengthMm: 1000, painted: true }),
    wallArt({ seed: "g13", color: "#c9c3b4", bays: 8, heightM: 2.1, style: "rcc", skyTop: "#8fbbe0", skyBottom: "#f4efe4" }),
    hospitalArt(2),
    paverArt({ shape: "herringbone", colors: ["#8f8a80", "#a14a35", "#9a958c", "#9a958c"], thicknessMm: 80, lengthMm: 200, seed: "g15", loose: false }),
    constructionSiteArt("g16", true),
    // team
    factoryArt({ seed: "g17", people: 5 }),
    factoryArt({ seed: "g18", people: 3, evening: true }),
    (w, h) => factoryArt({ seed: "g19" })(w, h) + people(w, h, 6, makeRng("g19p"), h * 0.98, h * 0.48),
    (w, h) => constructionSiteArt("g20")(w, h) + people(w, h, 4, makeRng("g20p"), h * 0.98, h * 0.42, w * 0.2, w * 0.8),
    (w, h) =>
      paverArt({ shape: "zigzag", colors: ["#9c9d9b", "#a4a39d"], thicknessMm: 60, lengthMm: 225, seed: "g21", loose: false })(w, h) +
      people(w, h, 3, makeRng("g21p"), h * 0.95, h * 0.62, w * 0.25, w * 0.75),
    factoryArt({ seed: "g22", people: 7, evening: true }),
  ];
  gallery.forEach((draw, i) => photo(`gallery/gallery-${String(i + 1).padStart(2, "0")}`, draw));

  list.push({ outputs: sized("team/group", [400, 800, 1600]), w: 1600, h: 900, draw: teamGroupArt });
  for (let i = 1; i <= 6; i++) list.push({ outputs: sized(`team/leader-${i}`, [400, 800]), w: 800, h: 800, draw: avatarArt(i - 1) });
  for (const v of [1, 2, 3] as const) photo(`project/hospital-${v}`, hospitalArt(v));
  photo("placeholder", placeholderArt);
  list.push({ outputs: [[1200, "og-default.webp"]], w: 1200, h: 630, draw: ogArt });
  return list;
}
