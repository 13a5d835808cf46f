import zlib from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { managerLogin } from "./_support";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await managerLogin(t);
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function upload(bytes: Uint8Array | string, name: string, type: string, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([bytes as BlobPart], { type }), name);
  return t.request("/api/uploads", { method: "POST", token, body: form });
}
/** A stored variant as the site serves it. */
async function fileOf(url: string): Promise<Buffer> {
  const res = await t.request(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A valid PNG whose header claims `width` x `height` (a decompression bomb's calling card). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR data starts at byte 16: width, height (big-endian); its CRC covers type + data (bytes 12..29).
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)), 29);
  return out;
}

describe("POST /api/uploads", () => {
  it("accepts a PNG and stores WebP variants at 400, 800 and 1600 under server-chosen names", async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#8a8a8a" } })
      .png()
      .toBuffer();
    const res = await upload(png, "my photo.png", "image/png");
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(true);
    expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}-800\.webp$/);
    expect(body.data).toMatchObject({ width: 800, height: 400 });
    expect(body.data.variants.map((v: Json) => v.width)).toEqual([400, 800, 1600]);
    for (const v of body.data.variants) {
      const meta = await sharp(await fileOf(v.url)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(v.width);
    }
    expect(body.data.url).not.toContain("photo");
  });

  it("turns a JPEG upright by its EXIF orientation and strips its metadata", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Secret Camera Owner", Make: "SpyCam" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, "IMG_0001.JPG", "image/jpeg");
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    // 600 x 300 turned by 90°: 300 x 600; never enlarged, no 1600 variant for a narrow source
    expect(body.data).toMatchObject({ width: 300, height: 600 });
    expect(body.data.variants.map((v: Json) => v.width)).toEqual([300, 300]);
    const stored = await fileOf(body.data.url);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(stored.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
  });

  it("serves the stored image from /uploads with nosniff", async () => {
    const webp = await sharp({ create: { width: 500, height: 500, channels: 4, background: "#0a0" } })
      .webp()
      .toBuffer();
    const body = (await (await upload(webp, "x.webp", "image/webp")).json()) as Json;
    const res = await t.request(body.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(500);
  });

  it.each([
    ["a text file named .png", Buffer.from("hello, I am not an image"), "notes.png", "image/png"],
    ["an HTML page posing as a JPEG", Buffer.from("<html><script>alert(1)</script></html>"), "x.jpg", "image/jpeg"],
    ["an empty file", Buffer.alloc(0), "empty.png", "image/png"],
    ["a PNG cut short", Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "latin1"), "cut.png", "image/png"],
  ])("rejects %s (400)", async (_what, bytes, name, type) => {
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(false);
    expect(body.fieldErrors.file).toBe(body.error);
  });

  it("rejects images sharp decodes but we do not accept: SVG, GIF, TIFF", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    for (const [bytes, name] of [
      [svg, "x.png"],
      [gif, "x.png"],
      [tiff, "x.jpg"],
    ] as const) {
      const res = await upload(bytes, name, "image/png");
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).error).toBe("Please upload a JPEG, PNG or WebP image");
    }
  });

  it("rejects an image over 40 megapixels before decoding it", async () => {
    const bomb = await pngClaiming(7000, 7000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, "bomb.png", "image/png");
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error).toBe("The image has too many pixels (at most 40 megapixels)");
  });

  it("answers 413 for a file over 5 MB and for a body over the upload limit", async () => {
    const justOver = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await upload(justOver, "big.jpg", "image/jpeg");
    expect(res.status).toBe(413);
    expect(((await res.json()) as Json).error).toBe("The image is larger than 5 MB");
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), "huge.jpg", "image/jpeg");
    expect(huge.status).toBe(413);
  });

  it("answers 400 without a file, with the wrong field, and for a body that is not multipart", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(png, "x.png", "image/png", "image")).status).toBe(400);
    const text = new FormData();
    text.append("file", "just a string");
    expect((await t.request("/api/uploads", { method: "POST", token, body: text })).status).toBe(400);
    expect((await t.request("/api/uploads", { method: "POST", token, json: { file: "x" } })).status).toBe(400);
    const broken = await t.request("/api/uploads", {
      method: "POST",
      token,
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { "content-type": "multipart/form-data; boundary=XYZ" },
    });
    expect(broken.status).toBe(400);
  });
});
