/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the client build worth compressing,
 * at the highest settings (brotli 11, gzip 9): the server answers them by Accept-Encoding
 * (server/app.ts), so no request spends CPU on compression and each byte is squeezed once.
 *
 *   node --import tsx scripts/precompress.ts [dir]      (default: $BUILD_DIR/client, else build/client)
 *
 * Run by `npm run build` after `react-router build`. Images (WebP, PNG, JPEG, AVIF) and fonts
 * (WOFF2) are compressed already and are left alone; so are files under 1 KB (the headers cost
 * more than the saving) and any file whose compressed copy would not be at least 5% smaller.
 * A stale .br/.gz beside a file that no longer qualifies is removed.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|map|txt|xml|html|webmanifest)$/i;
const MIN_BYTES = 1024;
/** A compressed copy is written only when it is at most this share of the original. */
const MAX_RATIO = 0.95;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface PrecompressResult {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses one file; answers the sizes written (the original's where a copy was not worth it). */
async function precompressFile(file: string): Promise<{ bytes: number; br: number; gz: number } | null> {
  const data = await readFile(file);
  const copies = [`${file}.br`, `${file}.gz`];
  if (data.length < MIN_BYTES) {
    await Promise.all(copies.map((c) => rm(c, { force: true })));
    return null;
  }
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  const sizes = { bytes: data.length, br: data.length, gz: data.length };
  for (const [copy, packed, key] of [
    [copies[0], br, "br"],
    [copies[1], gz, "gz"],
  ] as const) {
    if (packed.length <= data.length * MAX_RATIO) {
      await writeFile(copy, packed);
      sizes[key] = packed.length;
    } else await rm(copy, { force: true });
  }
  return sizes;
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const files: string[] = [];
  for await (const file of walk(dir)) if (COMPRESSIBLE.test(file)) files.push(file);
  const result: PrecompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  // zlib runs in libuv's thread pool: a few files at a time keep every core busy without holding every file in memory.
  const workers = Math.max(2, os.availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < files.length) {
        const sizes = await precompressFile(files[next++]);
        if (!sizes) continue;
        result.files++;
        result.bytes += sizes.bytes;
        result.brBytes += sizes.br;
        result.gzBytes += sizes.gz;
      }
    }),
  );
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client"));
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`precompress: ${dir} is not a directory; run react-router build first`);
    process.exit(1);
  }
  const started = performance.now();
  const r = await precompress(dir);
  console.log(
    `precompressed ${r.files} files in ${path.relative(process.cwd(), dir) || "."}: ${kb(r.bytes)} → brotli ${kb(r.brBytes)}, gzip ${kb(r.gzBytes)} ` +
      `(${Math.round(performance.now() - started)} ms)`,
  );
}
