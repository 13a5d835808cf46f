import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { backupName, listBackups, parseBackupName } from "../../server/features/backups/archive/format";
import { readTar, TarFormatError, TarWriter } from "../../server/features/backups/archive/tar";

async function archive(entries: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on("data", (c: Buffer) => parts.push(c));
  const tar = new TarWriter(out, new Date("2026-11-23T02:30:00Z"));
  for (const [name, body] of entries) await tar.entry(name, body);
  await tar.end();
  out.end();
  return Buffer.concat(parts);
}

async function readAll(bytes: Buffer) {
  const out: [string, Buffer][] = [];
  for await (const e of readTar(Readable.from([bytes.subarray(0, 700), bytes.subarray(700)]))) {
    const parts: Buffer[] = [];
    for await (const p of e.body) parts.push(p);
    out.push([e.name, Buffer.concat(parts)]);
  }
  return out;
}

describe("tar", () => {
  it("reads back what it wrote: empty, odd-sized and long-named entries", async () => {
    const long = `tables/public.${"x".repeat(90)}/000001.copy`;
    const entries: [string, Buffer][] = [
      ["backup.json", Buffer.from("{}")],
      ["empty", Buffer.alloc(0)],
      [long, Buffer.alloc(1025, 7)],
      ["uploads/a.webp", Buffer.alloc(512, 1)],
    ];
    expect(await readAll(await archive(entries))).toEqual(entries);
  });

  it("refuses an archive cut short or with a damaged header", async () => {
    const bytes = await archive([["a", Buffer.alloc(2000, 3)]]);
    await expect(readAll(bytes.subarray(0, 1500))).rejects.toThrow(TarFormatError);
    await expect(readAll(bytes.subarray(0, bytes.length - 512))).rejects.toThrow(TarFormatError);
    const damaged = Buffer.from(bytes);
    damaged[10] ^= 1;
    await expect(readAll(damaged)).rejects.toThrow(/checksum/);
  });
});

describe("tar writer over a failing output", () => {
  it("fails instead of waiting forever for a drain when what it writes into fails (a full disk)", async () => {
    // Nothing reads `out`, as nothing drains a gzip stream whose file has stopped taking bytes.
    const out = new PassThrough({ highWaterMark: 1024 });
    let fail!: (err: Error) => void;
    const output = new Promise<void>((_, reject) => (fail = reject));
    const tar = new TarWriter(out, new Date(), output);
    const writing = tar.entry("big", Buffer.alloc(64 * 1024, 1));
    setTimeout(() => fail(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })), 20);
    await expect(writing).rejects.toMatchObject({ code: "ENOSPC" });
    // Later writes fail at once too.
    await expect(tar.entry("more", Buffer.alloc(64 * 1024, 2))).rejects.toMatchObject({ code: "ENOSPC" });
    expect(out.listenerCount("drain")).toBe(0);
  });

  it("fails when the output ends before the archive does", async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const tar = new TarWriter(out, new Date(), Promise.resolve());
    await expect(tar.entry("big", Buffer.alloc(64 * 1024, 1))).rejects.toThrow(TarFormatError);
  });
});

describe("backup names", () => {
  it("are UTC date and time, sort by time, and parse back", () => {
    const at = new Date("2026-11-23T02:30:07.250Z");
    expect(backupName(at)).toBe("backup-2026-11-23T02-30-07Z.tar.gz");
    expect(backupName(at, 2)).toBe("backup-2026-11-23T02-30-07Z-2.tar.gz");
    expect(parseBackupName("backup-2026-11-23T02-30-07Z-2.tar.gz")).toEqual({ createdAt: new Date("2026-11-23T02:30:07Z"), attempt: 2 });
    expect(parseBackupName(".backup-2026-11-23T02-30-07Z.tar.gz.partial")).toBeUndefined();
  });

  it("listBackups: finished backups only, newest first", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
    try {
      for (const name of [
        "backup-2026-11-22T02-30-00Z.tar.gz",
        "backup-2026-11-23T02-30-00Z.tar.gz",
        "backup-2026-11-23T02-30-00Z-2.tar.gz",
        ".backup-2026-11-24T02-30-00Z.tar.gz.partial",
        "notes.txt",
      ]) {
        fs.writeFileSync(path.join(dir, name), "x");
      }
      expect((await listBackups(dir)).map((b) => b.name)).toEqual([
        "backup-2026-11-23T02-30-00Z-2.tar.gz",
        "backup-2026-11-23T02-30-00Z.tar.gz",
        "backup-2026-11-22T02-30-00Z.tar.gz",
      ]);
      expect(await listBackups(path.join(dir, "none"))).toEqual([]);

      // A link named like a backup is not one: it would hand out (or let retention delete) a file elsewhere.
      const elsewhere = path.join(dir, "elsewhere.txt");
      fs.writeFileSync(elsewhere, "secret");
      fs.symlinkSync(elsewhere, path.join(dir, "backup-2026-11-25T02-30-00Z.tar.gz"));
      fs.mkdirSync(path.join(dir, "backup-2026-11-26T02-30-00Z.tar.gz"));
      expect((await listBackups(dir))[0].name).toBe("backup-2026-11-23T02-30-00Z-2.tar.gz");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
