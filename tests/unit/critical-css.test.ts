import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { criticalCssInliner, pageClasses, parseStylesheet, pruneStylesheet, selectorClasses } from "../../server/core/http/critical-css";

/** Shaped like Tailwind 4's minified output: layers, theme variables, @property, media and supports blocks. */
const CSS =
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-translate-y:0;--tw-shadow:0 0 #0000}}}" +
  "@layer theme,base,components,utilities;" +
  '@layer theme{:root,:host{--font-sans:ui-sans-serif, "Segoe UI", sans-serif;--default-font-family:var(--font-sans);--color-brand-700:#c2410c;--color-gray-600:oklch(44.6% .03 256.802);--spacing:.25rem}}' +
  "@layer base{*,:after,:before{box-sizing:border-box;margin:0}html{font-family:var(--default-font-family)}}" +
  "@layer components;" +
  "@layer utilities{.hidden{display:none}.mt-2{margin-top:calc(var(--spacing) * 2)}.text-brand-700{color:var(--color-brand-700)}" +
  ".text-gray-600{color:var(--color-gray-600)}.w-1\\/2{width:50%}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
  ".-translate-y-1\\/2{--tw-translate-y:-50%;translate:0 var(--tw-translate-y)}" +
  ".group:hover .group-hover\\:underline{text-decoration-line:underline}.peer:not(.open)~.peer-x{color:red}" +
  "@media(min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}" +
  "@media(hover:hover){.hover\\:text-brand-700:hover{color:var(--color-brand-700)}}}" +
  ':focus-visible{outline:3px solid var(--color-brand-700)}.content-\\[\\"a\\}b\\"\\]{content:"a}b"}' +
  '@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  "@keyframes spin{to{transform:rotate(360deg)}}";

const page = (classes: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-x1.css"/></head><body><div class="${classes}">x</div></body></html>`;

describe("critical CSS", () => {
  it("parses Tailwind's output and writes it back unchanged when every class is used", () => {
    const all = { has: () => true } as unknown as Set<string>;
    const blocks = parseStylesheet(CSS);
    // Unused variables go even then: --tw-shadow is set but read by nothing here.
    const out = pruneStylesheet(blocks, all);
    expect(out).toBe(
      CSS.replace("--tw-shadow:0 0 #0000", "")
        .replace(";}}}@layer theme,", "}}}@layer theme,")
        .replace('@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}', ""),
    );
  });

  it("reads the classes a selector names, unescaped, except those under :not()", () => {
    expect(selectorClasses(".md\\:flex")).toEqual([["md:flex"]]);
    expect(selectorClasses(".w-1\\/2,.mt-0\\.5")).toEqual([["w-1/2"], ["mt-0.5"]]);
    expect(selectorClasses(".\\[\\&\\>svg\\]\\:size-4>svg")).toEqual([["[&>svg]:size-4"]]);
    expect(selectorClasses(".group:hover .group-hover\\:underline")).toEqual([["group", "group-hover:underline"]]);
    expect(selectorClasses(".peer:not(.open)~.peer-x")).toEqual([["peer", "peer-x"]]);
    expect(selectorClasses('a[href$=".pdf"]')).toEqual([[]]);
    expect(selectorClasses(".\\32 xl\\:grid")).toEqual([["2xl:grid"]]);
  });

  it("reads a page's classes from its class attributes, entities decoded", () => {
    expect([...pageClasses('<p class="mt-2 [&amp;&gt;svg]:size-4"></p><svg class="lucide h-4"></svg>')]).toEqual(["mt-2", "[&>svg]:size-4", "lucide", "h-4"]);
  });

  it("keeps the rules a page can use, the base styles, and only the variables they read", () => {
    const css = pruneStylesheet(parseStylesheet(CSS), pageClasses(page("mt-2 md:flex -translate-y-1/2")));
    expect(css).toContain(".mt-2{");
    expect(css).toContain("@media(min-width:48rem){.md\\:flex{display:flex}}");
    expect(css).not.toContain(".md\\:grid");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("@media(hover:hover)");
    // The layer order stays declared even where a layer keeps nothing.
    expect(css).toContain("@layer theme,base,components,utilities;");
    expect(css).toContain("html{font-family:var(--default-font-family)}");
    expect(css).toContain("--spacing:.25rem");
    expect(css).toContain("--default-font-family:var(--font-sans)");
    expect(css).toContain('--font-sans:ui-sans-serif, "Segoe UI", sans-serif');
    // :focus-visible (kept: it names no class) reads the brand colour.
    expect(css).toContain("--color-brand-700:#c2410c");
    expect(css).not.toContain("--color-gray-600");
    expect(css).toContain("@property --tw-translate-y");
    expect(css).not.toContain("@property --tw-shadow");
    expect(css).toContain("--tw-translate-y:0");
    expect(css).toContain("@keyframes spin");
  });

  it("counts a variable an inline style reads", () => {
    const html = `${page("mt-2")}<div style="color: var(--color-gray-600)"></div>`;
    expect(pruneStylesheet(parseStylesheet(CSS), pageClasses(html), html)).toContain("--color-gray-600:");
  });

  it("refuses a stylesheet with unbalanced braces or an unterminated string", () => {
    expect(() => parseStylesheet(".a{color:red")).toThrow();
    expect(() => parseStylesheet(".a{color:red}}")).toThrow();
    expect(() => parseStylesheet('.a{content:"x}')).toThrow();
  });

  describe("in a page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app-x1.css"), CSS);
    fs.writeFileSync(path.join(dir, "assets", "app-bad.css"), ".a{color:red");
    fs.writeFileSync(path.join(dir, "assets", "app-end.css"), '.a{content:"</style>"}');
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("replaces the stylesheet link with the critical CSS and a <noscript> link to the whole file", () => {
      const out = criticalCssInliner(dir)(page("hidden"));
      expect(out).toMatch(
        /^<!DOCTYPE html><html><head><style>@layer properties\{.*\.hidden\{display:none\}.*<\/style><noscript><link rel="stylesheet" href="\/assets\/app-x1.css"\/><\/noscript><\/head>/,
      );
      expect(out).not.toContain(".mt-2{");
    });

    it("leaves a page as it was when the stylesheet is missing, cannot be parsed or would end the <style> early", () => {
      const errors: string[] = [];
      const inline = criticalCssInliner(dir, (_err, href) => errors.push(href));
      for (const name of ["app-missing.css", "app-bad.css", "app-end.css"]) {
        const html = page("a").replace("app-x1.css", name);
        expect(inline(html)).toBe(html);
      }
      expect(errors).toEqual(["/assets/app-missing.css", "/assets/app-bad.css"]);
      const noLink = "<html><head></head><body></body></html>";
      expect(inline(noLink)).toBe(noLink);
    });
  });
});
