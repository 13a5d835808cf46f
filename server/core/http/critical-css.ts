/**
 * Critical CSS of a public page: the rules of the site's stylesheet that can apply to the page's
 * HTML, inlined in a <style> in place of the render-blocking <link rel="stylesheet">, so the first
 * paint needs no second request. The whole stylesheet is still loaded, late and without blocking:
 * the browser adds it when the app starts (app/lib/stylesheet.ts), for the classes the page only
 * gets once it runs (an opened menu, a dialog); a <noscript> link brings it without JavaScript.
 *
 * A rule is kept when, for one of its selectors, the page uses every class the selector names
 * (outside `:not()`), or when it names no class (the base styles, custom properties, keyframes).
 * Classes come from the HTML's class attributes. The stylesheet is Tailwind's minified output:
 * rules, `@layer`/`@media`/`@supports`/`@container` blocks (pruned inside), and other at-rules
 * (kept whole).
 */
import fs from "node:fs";
import path from "node:path";

type Block =
  /** `classes`: per selector of the list, the classes it needs (selectorClasses), read once. */
  | { kind: "rule"; selector: string; body: string; classes: string[][] }
  | { kind: "group"; prelude: string; children: Block[] }
  | { kind: "other"; text: string };

/** At-rules whose contents are rules to prune one by one. */
const GROUPING = /^@(layer|media|supports|container)\b/;

/** The stylesheet's blocks. Throws on unbalanced braces or an unterminated string or comment. */
export function parseStylesheet(css: string): Block[] {
  let i = 0;
  function skipString(quote: string) {
    for (i++; i < css.length && css[i] !== quote; i++) if (css[i] === "\\") i++;
    if (i >= css.length) throw new Error("unterminated string in stylesheet");
  }
  /** From `i` (just after a `{`) to its matching `}`; leaves `i` after it. */
  function skipBlock() {
    let depth = 1;
    for (; i < css.length; i++) {
      const ch = css[i];
      if (ch === '"' || ch === "'") skipString(ch);
      else if (ch === "\\") i++;
      else if (ch === "/" && css[i + 1] === "*") i = css.indexOf("*/", i + 2) + 1 || css.length;
      else if (ch === "{") depth++;
      else if (ch === "}" && --depth === 0) {
        i++;
        return;
      }
    }
    throw new Error("unbalanced braces in stylesheet");
  }
  function blocks(end: "}" | "eof"): Block[] {
    const out: Block[] = [];
    for (;;) {
      while (i < css.length && /\s/.test(css[i])) i++;
      if (css.startsWith("/*", i)) {
        const close = css.indexOf("*/", i + 2);
        if (close < 0) throw new Error("unterminated comment in stylesheet");
        i = close + 2;
        continue;
      }
      if (i >= css.length) {
        if (end === "}") throw new Error("unbalanced braces in stylesheet");
        return out;
      }
      if (css[i] === "}") {
        if (end === "eof") throw new Error("unbalanced braces in stylesheet");
        i++;
        return out;
      }
      const start = i;
      // The prelude: up to the `{` opening the block, or the `;` ending a statement (`@layer a,b;`).
      for (; i < css.length && css[i] !== "{" && css[i] !== ";" && css[i] !== "}"; i++) {
        const ch = css[i];
        if (ch === '"' || ch === "'") skipString(ch);
        else if (ch === "\\") i++;
      }
      const prelude = css.slice(start, i).trim();
      if (css[i] !== "{") {
        if (css[i] === ";") i++;
        out.push({ kind: "other", text: `${prelude};` });
        continue;
      }
      i++;
      if (GROUPING.test(prelude)) out.push({ kind: "group", prelude, children: blocks("}") });
      else {
        const bodyStart = i;
        skipBlock();
        const body = css.slice(bodyStart, i - 1);
        out.push(
          prelude.startsWith("@")
            ? { kind: "other", text: `${prelude}{${body}}` }
            : { kind: "rule", selector: prelude, body, classes: selectorClasses(prelude) },
        );
      }
    }
  }
  return blocks("eof");
}

/** The classes a selector names, unescaped (`.md\:flex` is md:flex), except inside `:not(...)`; one list per selector of the list. */
export function selectorClasses(selectorList: string): string[][] {
  const selectors: string[][] = [[]];
  let notDepth = 0;
  let parens = 0;
  const notParens: number[] = [];
  const s = selectorList;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === "\\") {
      i++;
    } else if (ch === "[") {
      // An attribute selector: skip to its end (a class may hold an escaped `[`, never a bare one).
      for (i++; i < s.length && s[i] !== "]"; i++) {
        if (s[i] === "\\") i++;
        else if (s[i] === '"' || s[i] === "'") {
          const q = s[i];
          for (i++; i < s.length && s[i] !== q; i++) if (s[i] === "\\") i++;
        }
      }
    } else if (ch === "(") {
      parens++;
      if (s.slice(Math.max(0, i - 4), i) === ":not") {
        notDepth++;
        notParens.push(parens);
      }
    } else if (ch === ")") {
      if (notParens.at(-1) === parens) {
        notParens.pop();
        notDepth--;
      }
      parens--;
    } else if (ch === "," && parens === 0) {
      selectors.push([]);
    } else if (ch === ".") {
      let name = "";
      let j = i + 1;
      for (; j < s.length; j++) {
        const c = s[j];
        if (c === "\\") {
          const hex = /^[0-9a-fA-F]{1,6} ?/.exec(s.slice(j + 1, j + 8));
          if (hex) {
            name += String.fromCodePoint(parseInt(hex[0], 16));
            j += hex[0].length;
          } else {
            name += s[j + 1] ?? "";
            j++;
          }
        } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) name += c;
        else break;
      }
      i = j - 1;
      if (name && notDepth === 0) selectors[selectors.length - 1].push(name);
    }
  }
  return selectors;
}

/** Every class of the page's class attributes (as React writes them: double quotes, entities escaped). */
export function pageClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = m[1].replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e] ?? "");
    for (const name of value.split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** The blocks whose rules can apply to a page using `used` (empty groups dropped, `@layer` kept: it fixes the layer order). */
function keptBlocks(blocks: Block[], used: Set<string>): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    if (block.kind === "rule") {
      if (block.classes.some((classes) => classes.every((c) => used.has(c)))) out.push(block);
    } else if (block.kind === "group") {
      const children = keptBlocks(block.children, used);
      if (children.length || block.prelude.startsWith("@layer")) out.push({ ...block, children });
    } else out.push(block);
  }
  return out;
}

/** A declaration block split at its top-level semicolons. */
function declarations(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '"' || ch === "'") {
      for (i++; i < body.length && body[i] !== ch; i++) if (body[i] === "\\") i++;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === ";" && depth === 0) {
      out.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (body.slice(start).trim()) out.push(body.slice(start));
  return out.map((d) => d.trim()).filter(Boolean);
}

const customName = (declaration: string) => /^(--[\w-]+)\s*:/.exec(declaration)?.[1];
const varRefs = (text: string) => Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (m) => m[1]);
/** A rule that only sets custom properties (the theme's variables, Tailwind's fallbacks for `@property`). */
const onlyCustom = (decls: string[]) => decls.length > 0 && decls.every((d) => customName(d) !== undefined);

/**
 * The stylesheet with only the rules that can apply to a page using `used`, and of the custom
 * properties (theme variables, `@property` registrations) only those something kept refers to;
 * `html` counts too (an inline style may name a variable).
 */
export function pruneStylesheet(blocks: Block[], used: Set<string>, html = ""): string {
  const kept = keptBlocks(blocks, used);
  const variableRules: string[][] = [];
  const referenced = new Set<string>(varRefs(html));
  (function scan(list: Block[]) {
    for (const block of list) {
      if (block.kind === "group") scan(block.children);
      else if (block.kind === "rule") {
        const decls = declarations(block.body);
        if (onlyCustom(decls)) variableRules.push(decls);
        else for (const name of varRefs(block.body)) referenced.add(name);
      } else if (!block.text.startsWith("@property")) for (const name of varRefs(block.text)) referenced.add(name);
    }
  })(kept);
  // A variable kept may refer to others (--default-font-family: var(--font-sans)): until nothing new.
  for (let grew = true; grew;) {
    grew = false;
    for (const d of variableRules.flat()) {
      if (!referenced.has(customName(d)!)) continue;
      for (const name of varRefs(d)) {
        if (referenced.has(name)) continue;
        referenced.add(name);
        grew = true;
      }
    }
  }
  return (function serialize(list: Block[]): string {
    let out = "";
    for (const block of list) {
      if (block.kind === "group") out += `${block.prelude}{${serialize(block.children)}}`;
      else if (block.kind === "other") {
        const property = /^@property\s+(--[\w-]+)/.exec(block.text);
        if (!property || referenced.has(property[1])) out += block.text;
      } else {
        const decls = declarations(block.body);
        if (!onlyCustom(decls)) out += `${block.selector}{${block.body}}`;
        else {
          const wanted = decls.filter((d) => referenced.has(customName(d)!));
          if (wanted.length) out += `${block.selector}{${wanted.join(";")}}`;
        }
      }
    }
    return out;
  })(kept);
}

/** The one stylesheet link React Router's root writes (app/root.tsx), with its href. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/;

/**
 * For pages the server renders from the build in `clientDir`: a function that replaces the page's
 * stylesheet link with the critical CSS (and a <noscript> link to the whole file). A page without
 * that link, or a stylesheet that cannot be read or parsed, is returned as it was.
 */
export function criticalCssInliner(clientDir: string, onError?: (err: unknown, href: string) => void): (html: string) => string {
  const parsed = new Map<string, Block[] | null>();
  function stylesheet(href: string): Block[] | null {
    let blocks = parsed.get(href);
    if (blocks === undefined) {
      try {
        blocks = parseStylesheet(fs.readFileSync(path.join(clientDir, href), "utf8"));
      } catch (err) {
        onError?.(err, href);
        blocks = null;
      }
      parsed.set(href, blocks);
    }
    return blocks;
  }
  return function inlineCriticalCss(html: string): string {
    const link = STYLESHEET_LINK.exec(html);
    if (!link || link.index > html.indexOf("</head>")) return html;
    const blocks = stylesheet(link[1]);
    if (!blocks) return html;
    const css = pruneStylesheet(blocks, pageClasses(html), html);
    // A rule's text cannot end the element early: a stylesheet holding `</style` stays linked.
    if (/<\/style/i.test(css)) return html;
    const replacement = `<style>${css}</style><noscript>${link[0]}</noscript>`;
    return html.slice(0, link.index) + replacement + html.slice(link.index + link[0].length);
  };
}
