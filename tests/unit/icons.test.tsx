import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sax from "sax";
import { describe, expect, it } from "vitest";
import { Search } from "../../app/components/site/icons";
import sprite from "~/components/site/icons.svg?raw";
import spriteUrl from "~/components/site/icons.svg?url";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");

type Element = { name: string; attributes: Record<string, string>; depth: number };

/** The sprite's elements in document order; throws where it is not well-formed XML. */
function parseXml(xml: string): Element[] {
  const elements: Element[] = [];
  // strictEntities: only XML's five entities (sax knows HTML's too); @types/sax lacks the option.
  const parser = sax.parser(true, { strictEntities: true } as sax.SAXOptions);
  let depth = 0;
  let roots = 0;
  parser.onerror = (err) => {
    throw err;
  };
  parser.onopentag = (node) => {
    // sax keeps an attribute's first value and drops a repeat without a word: read the tag itself.
    const tag = xml.slice(parser.startTagPosition - 1, parser.position).replace(/"[^"]*"|'[^']*'/g, "");
    const names = [...tag.matchAll(/\s([^\s=/>]+)\s*=/g)].map((m) => m[1]);
    const repeated = names.find((n, i) => names.indexOf(n) !== i);
    if (repeated) throw new Error(`<${node.name}> gives ${repeated} twice (line ${parser.line + 1})`);
    if (depth === 0 && ++roots > 1) throw new Error(`a second root element <${node.name}>`);
    elements.push({ name: node.name, attributes: node.attributes as Record<string, string>, depth });
    depth++;
  };
  parser.onclosetag = () => {
    depth--;
  };
  parser.write(xml).close();
  return elements;
}

/** The source files that draw icons: the ones importing `icon` from ./icons.tsx, and that module. */
function iconSources(): { file: string; text: string }[] {
  const files = fs.readdirSync(APP_DIR, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return files
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(APP_DIR, f), "utf8") }))
    .filter(
      ({ file, text }) =>
        file === path.join("components", "site", "icons.tsx") || /import\s*\{[^}]*\bicon\b[^}]*\}\s*from\s*"(~\/components\/site|\.)\/icons"/.test(text),
    );
}

/** Every symbol id an `icon("…")` call names; a call with anything but a string literal fails. */
function iconIdsInCode(): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const { file, text } of iconSources()) {
    for (const call of text.matchAll(/(?<!function )\bicon\(([^)]*)\)/g)) {
      const literal = /^\s*"([^"]+)"\s*$/.exec(call[1]);
      if (!literal) throw new Error(`${file}: icon(${call[1]}) must name its symbol with a string literal`);
      ids.set(literal[1], [...(ids.get(literal[1]) ?? []), file]);
    }
  }
  return ids;
}

describe("the public site's icon sprite", () => {
  const elements = parseXml(sprite);
  const symbols = elements.filter((e) => e.name === "symbol");

  it("is one well-formed SVG document of symbols with distinct ids", () => {
    expect(elements[0]).toMatchObject({ name: "svg", attributes: { xmlns: "http://www.w3.org/2000/svg" } });
    expect(symbols.length).toBeGreaterThan(0);
    expect(elements.filter((e) => e.depth === 1).map((e) => e.name)).toEqual(symbols.map(() => "symbol"));
    const ids = symbols.map((s) => s.attributes.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Icons are sized by their <svg>'s width and height (24 or a class): every drawing spans 24×24.
    for (const s of symbols) expect(s.attributes.viewBox, s.attributes.id).toBe("0 0 24 24");
  });

  it("has a symbol for every icon the code draws, and none it does not", () => {
    const used = iconIdsInCode();
    expect(used.size).toBeGreaterThan(0);
    const defined = new Set(symbols.map((s) => s.attributes.id));
    const missing = [...used].filter(([id]) => !defined.has(id)).map(([id, files]) => `${id} (${files.join(", ")})`);
    expect(missing, "icons without a symbol in icons.svg").toEqual([]);
    expect(
      [...defined].filter((id) => !used.has(id)),
      "symbols no icon() draws",
    ).toEqual([]);
  });

  it("is referenced by each icon's <use>, hidden from assistive technology", () => {
    expect(renderToStaticMarkup(<Search className="h-4 w-4" />)).toBe(
      `<svg aria-hidden="true" focusable="false" width="24" height="24" class="h-4 w-4"><use href="${spriteUrl}#search"></use></svg>`,
    );
  });
});

describe("the sprite check itself", () => {
  it("refuses XML that is not well-formed", () => {
    expect(() => parseXml('<svg><symbol id="a"></svg>')).toThrow();
    expect(() => parseXml("<svg><path d=x/></svg>")).toThrow();
    expect(() => parseXml('<svg><path d="1" d="2"/></svg>')).toThrow(/twice/);
    expect(() => parseXml("<svg>&nbsp;</svg>")).toThrow();
    expect(() => parseXml("<svg/><svg/>")).toThrow();
  });
});
