/**
 * The client build's files answered from the brotli and gzip copies `npm run build` writes
 * (scripts/precompress.ts): chosen by Accept-Encoding, with the original's type and cache headers,
 * for GET and HEAD (a Range is answered with the whole file); the original when the client takes neither.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { httpRequests } from "../../server/core/metrics";
import { precompress } from "../../scripts/precompress";
import { createTestApp } from "../helpers/app";

/** Script-like text that compresses as real bundles do: repetitive, but not a single repeated byte. */
function bundleText(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(`export function part${i}(value){return value.map((x)=>x*${i % 17}+${(i * 7919) % 1000}).filter(Boolean);}`);
  return out.join("\n");
}

describe("precompressed static files", () => {
  let dir: string;
  let request: (p: string, init?: RequestInit) => Promise<Response>;
  const js = bundleText(400);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${Array.from({ length: 60 }, (_, i) => `<circle cx="${i}" cy="${i % 9}" r="3" fill="#a${i % 10}a"/>`).join("")}</svg>`;
  const webp = Buffer.concat([
    Buffer.from("RIFF\x00\x10\x00\x00WEBPVP8 ", "latin1"),
    Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24)),
  ]);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(path.join(dir, "assets", "entry-Ab12Cd34.js"), js);
    fs.writeFileSync(path.join(dir, "assets", "tiny-Ef56.js"), "export const a = 1;\n");
    fs.writeFileSync(path.join(dir, "favicon.svg"), svg);
    // The public site's icon sprite (app/components/site/icons.svg), emitted hashed by the build.
    fs.copyFileSync(path.resolve(import.meta.dirname, "../../app/components/site/icons.svg"), path.join(dir, "assets", "icons-Gh78Ij90.svg"));
    fs.writeFileSync(path.join(dir, "images", "photo.webp"), webp);
    await precompress(dir);

    const t = await createTestApp();
    const app = createApp({ services: t.services, clientDir: dir });
    request = async (p, init) => app.request(p, init, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (...p: string[]) => path.join(dir, ...p);
  const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("writes brotli and gzip copies of text files over 1 KB, and none of small files or images", () => {
    const original = fs.readFileSync(file("assets", "entry-Ab12Cd34.js"));
    expect(zlib.brotliDecompressSync(fs.readFileSync(file("assets", "entry-Ab12Cd34.js.br")))).toEqual(original);
    expect(zlib.gunzipSync(fs.readFileSync(file("assets", "entry-Ab12Cd34.js.gz")))).toEqual(original);
    expect(fs.statSync(file("assets", "entry-Ab12Cd34.js.br")).size).toBeLessThan(fs.statSync(file("assets", "entry-Ab12Cd34.js.gz")).size);
    expect(fs.existsSync(file("favicon.svg.br"))).toBe(true);
    expect(fs.existsSync(file("assets", "tiny-Ef56.js.br"))).toBe(false);
    expect(fs.existsSync(file("assets", "tiny-Ef56.js.gz"))).toBe(false);
    expect(fs.readdirSync(file("images"))).toEqual(["photo.webp"]);
  });

  it("answers brotli to a browser that takes it, with the original's type and cache headers", async () => {
    const res = await request("/assets/entry-Ab12Cd34.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = await body(res);
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.length).toBe(fs.statSync(file("assets", "entry-Ab12Cd34.js.br")).size);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(js);
  });

  it("answers gzip to a client that takes gzip but not brotli", async () => {
    for (const accept of ["gzip", "gzip, deflate", "br;q=0, gzip"]) {
      const res = await request("/assets/entry-Ab12Cd34.js", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding"), accept).toBe("gzip");
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(zlib.gunzipSync(await body(res)).toString()).toBe(js);
    }
  });

  it("answers the original bytes to a client that takes neither", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "" }] as Record<string, string>[]) {
      const res = await request("/assets/entry-Ab12Cd34.js", { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await body(res)).toString()).toBe(js);
    }
  });

  it("serves other client files the same way with their own cache lifetime", async () => {
    const res = await request("/favicon.svg", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(zlib.brotliDecompressSync(await body(res)).toString()).toBe(svg);

    const image = await request("/images/photo.webp", { headers: { "accept-encoding": "br, gzip" } });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(await body(image)).toEqual(webp);

    const tiny = await request("/assets/tiny-Ef56.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect((await body(tiny)).toString()).toBe("export const a = 1;\n");
  });

  it("answers the icon sprite under /assets compressed, as an SVG image cached for good", async () => {
    const res = await request("/assets/icons-Gh78Ij90.svg", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(await body(res))).toEqual(fs.readFileSync(file("assets", "icons-Gh78Ij90.svg")));
  });

  it("answers HEAD with the headers of the encoding a GET would get, and no body", async () => {
    const res = await request("/assets/entry-Ab12Cd34.js", { method: "HEAD", headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-length")).toBe(String(fs.statSync(file("assets", "entry-Ab12Cd34.js.br")).size));
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await body(res)).length).toBe(0);
  });

  it("answers a Range request with the whole file, never a wrong slice or a 5xx", async () => {
    const br = fs.readFileSync(file("assets", "entry-Ab12Cd34.js.br"));
    for (const range of ["bytes=0-99", "bytes=-100", "bytes=999999-", "bytes=100-50", "bytes=0-1,5-6", "bytes=abc"]) {
      const res = await request("/assets/entry-Ab12Cd34.js", { headers: { "accept-encoding": "br", range } });
      expect(res.status, range).toBe(200);
      expect(res.headers.get("content-range")).toBeNull();
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(await body(res)).toEqual(br);
    }
    const plain = await request("/assets/entry-Ab12Cd34.js", { headers: { range: "bytes=-10" } });
    expect(plain.status).toBe(200);
    expect((await body(plain)).toString()).toBe(js);

    // Uploads live in the database: their Range answer is checked in uploads-shared.test.ts.
  });

  it("counts client files in the request metrics as assets and static files, not by path", async () => {
    const count = async (route: string) => (await httpRequests.get()).values.filter((v) => v.labels.route === route).reduce((n, v) => n + v.value, 0);
    const [assets, files] = [await count("asset"), await count("static")];
    await request("/assets/entry-Ab12Cd34.js");
    await request("/favicon.svg");
    await request("/images/photo.webp");
    expect(await count("asset")).toBe(assets + 1);
    expect(await count("static")).toBe(files + 2);
  });
});
