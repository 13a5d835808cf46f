/** Renders every job of the catalogue to WebP in public/images, plus the favicon and logo SVGs, skipping files newer than the drawing code. */
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SHADOW_DEF } from "./svg";
import { MARK } from "./brand";
import { jobs, type Job } from "./catalogue";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
const PUBLIC = path.join(ROOT, "public");
const IMAGES = path.join(PUBLIC, "images");
const QUALITY = 72;

async function mtime(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest change to what the pictures are drawn from: the entry script, this folder and the demo catalogue. */
async function referenceTime(): Promise<number> {
  const code = [path.join(ROOT, "scripts/generate-images.ts"), ...(await readdir(HERE)).map((f) => path.join(HERE, f))];
  const times = await Promise.all([...code, path.join(ROOT, "server/features/catalogue/demo-data.ts")].map(mtime));
  return Math.max(...times);
}

async function render(job: Job): Promise<number> {
  const maxW = Math.max(...job.outputs.map(([wd]) => wd));
  const maxH = Math.round((maxW * job.h) / job.w);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${maxW}" height="${maxH}" viewBox="0 0 ${job.w} ${job.h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${SHADOW_DEF}</defs>${job.draw(job.w, job.h)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  const byWidth = new Map<number, Buffer>();
  for (const [wd, rel] of job.outputs) {
    let buf = byWidth.get(wd);
    if (!buf) {
      const img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      buf = await (wd < maxW ? img.resize(wd) : img).webp({ quality: QUALITY, effort: 2 }).toBuffer();
      byWidth.set(wd, buf);
    }
    const file = path.join(IMAGES, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buf);
  }
  return job.outputs.length;
}

export async function generateImages(): Promise<void> {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const reference = await referenceTime();

  await mkdir(IMAGES, { recursive: true });
  await writeFile(path.join(PUBLIC, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${MARK}</svg>\n`);
  await writeFile(
    path.join(IMAGES, "logo.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="logo">${MARK}</svg>\n`,
  );

  const pending: Job[] = [];
  let skipped = 0;
  for (const job of jobs()) {
    const times = await Promise.all(job.outputs.map(([, rel]) => mtime(path.join(IMAGES, rel))));
    if (!force && times.every((t) => t > reference)) skipped += job.outputs.length;
    else pending.push(job);
  }

  let written = 0;
  const workers = Math.max(2, Math.min(4, (await import("node:os")).availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < pending.length) {
        const job = pending[next++];
        const count = await render(job);
        written += count;
      }
    }),
  );
  const ms = Math.round(performance.now() - started);
  console.log(`generated ${written} images in ${ms} ms${skipped ? ` (${skipped} up to date)` : ""}`);
}
