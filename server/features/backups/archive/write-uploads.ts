import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { SAFE_UPLOAD_PATH, type UploadManifest } from "./format";
import type { TarWriter } from "./tar";

/**
 * Every file under the upload directory (not the temporary ones being written), streamed in with
 * its sha256. A name the restore would refuse (SAFE_UPLOAD_PATH: spaces, say) is left out and
 * answered in `skipped`, so the problem shows when the backup is made, not when it is needed.
 */
export async function copyUploads(uploadDir: string, tar: TarWriter): Promise<{ files: UploadManifest[]; skipped: string[] }> {
  const files: UploadManifest[] = [];
  const skipped: string[] = [];
  for (const rel of await walk(uploadDir)) {
    if (!SAFE_UPLOAD_PATH.test(rel)) {
      skipped.push(rel);
      continue;
    }
    const full = path.join(uploadDir, rel);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(full, "r");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue; // pruned meanwhile
      throw err;
    }
    try {
      const { size } = await handle.stat();
      const hash = createHash("sha256");
      const source = handle.createReadStream({ autoClose: false, start: 0, end: Math.max(0, size - 1) });
      await tar.entryFrom(`uploads/${rel}`, size, size === 0 ? noBytes() : (source as AsyncIterable<Buffer>), (c) => hash.update(c));
      source.destroy();
      files.push({ path: rel, bytes: size, sha256: hash.digest("hex") });
    } finally {
      await handle.close();
    }
  }
  return { files, skipped };
}

async function* noBytes(): AsyncGenerator<Buffer> {}

async function walk(root: string, sub = ""): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, sub), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const out: string[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    // Dot files are uploads still being written (they are renamed into place when complete).
    if (e.name.startsWith(".") || e.name.endsWith(".tmp")) continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await walk(root, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out;
}
