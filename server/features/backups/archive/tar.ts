/**
 * A streamed ustar archive, written and read a block at a time: a backup can be far larger than
 * memory, so neither side ever holds more than one entry's chunk. A backup is a plain `.tar.gz`,
 * so `tar tzf` lists it and `tar xzf` unpacks it for inspection.
 */
import { once } from "node:events";
import type { Readable, Writable } from "node:stream";

const BLOCK = 512;
/** An entry's size field holds 11 octal digits. */
const MAX_ENTRY_BYTES = 0o77777777777;

export class TarFormatError extends Error {}

/** The 512-byte header of a regular file (typeflag 0). */
function header(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new TarFormatError(`${name} is too large for one archive entry`);
  const h = Buffer.alloc(BLOCK);
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new TarFormatError(`${name} is too long a name for the archive`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, "0") + "\0";
  h.write(base, 0, 100, "utf8");
  h.write(octal(0o600, 8), 100, "ascii");
  h.write(octal(0, 8), 108, "ascii");
  h.write(octal(0, 8), 116, "ascii");
  h.write(octal(size, 12), 124, "ascii");
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  h.write("        ", 148, "ascii");
  h.write("0", 156, "ascii");
  h.write("ustar\0", 257, "ascii");
  h.write("00", 263, "ascii");
  h.write(prefix, 345, 155, "utf8");
  h.write(octal(checksum(h), 7) + " ", 148, "ascii");
  return h;
}

function checksum(h: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i];
  return sum;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes entries into `out` (a gzip stream, say), waiting whenever it asks to. `output` is the
 * promise of everything downstream of `out` (its pipeline to the file): once that fails (a full
 * disk, EIO) `out` drains no more, so every wait races it and the write fails instead of hanging.
 */
export class TarWriter {
  private broken: Promise<never> | undefined;

  constructor(
    private out: Writable,
    private mtime: Date,
    output?: Promise<unknown>,
  ) {
    if (output) {
      this.broken = new Promise<never>((_, reject) => {
        output.then(() => reject(new TarFormatError("the archive's output closed before the archive was complete")), reject);
      });
      // Settled whether or not a write is waiting at that moment: never an unhandled rejection.
      this.broken.catch(() => undefined);
    }
  }

  private async put(buf: Buffer) {
    if (buf.length === 0) return;
    if (this.out.write(buf)) return;
    if (!this.broken) return void (await once(this.out, "drain"));
    // A failed output never drains: the abort takes the waiting listener off again.
    const waiting = new AbortController();
    try {
      await Promise.race([once(this.out, "drain", { signal: waiting.signal }), this.broken]);
    } finally {
      waiting.abort();
    }
  }

  /** An entry whose bytes are in hand. */
  async entry(name: string, body: Buffer) {
    await this.put(header(name, body.length, this.mtime));
    await this.put(body);
    await this.put(padding(body.length));
  }

  /** An entry of exactly `size` bytes read from `source` (a file opened and measured beforehand). */
  async entryFrom(name: string, size: number, source: AsyncIterable<Buffer>, onChunk?: (chunk: Buffer) => void) {
    await this.put(header(name, size, this.mtime));
    let written = 0;
    for await (const chunk of source) {
      const part = chunk.subarray(0, size - written);
      onChunk?.(part);
      await this.put(part);
      written += part.length;
      if (written === size) break;
    }
    if (written !== size) throw new TarFormatError(`${name} changed size while it was read`);
    await this.put(padding(size));
  }

  /** The end-of-archive marker: two zero blocks. */
  async end() {
    await this.put(Buffer.alloc(BLOCK * 2));
  }
}

/** Exact reads of a byte stream: `read(n)` answers n bytes, or fewer only at the end. */
class ByteReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  private done = false;
  private iterator: AsyncIterator<Buffer>;

  constructor(source: Readable) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(n: number) {
    while (this.buffered < n && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        this.pending.push(chunk);
        this.buffered += chunk.length;
      }
    }
  }

  /** Up to `max` bytes (at least one unless the stream has ended), without copying a large chunk. */
  async some(max: number): Promise<Buffer> {
    await this.fill(1);
    if (this.buffered === 0) return Buffer.alloc(0);
    const first = this.pending[0];
    if (first.length <= max) {
      this.pending.shift();
      this.buffered -= first.length;
      return first;
    }
    this.pending[0] = first.subarray(max);
    this.buffered -= max;
    return first.subarray(0, max);
  }

  async read(n: number): Promise<Buffer> {
    await this.fill(n);
    const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.pending = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }
}

export type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes, in pieces; read it to the end (or not at all) before taking the next entry. */
  body: AsyncGenerator<Buffer>;
};

function parseOctal(field: Buffer): number {
  const text = field.toString("ascii").replace(/\0.*$/s, "").trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError("an archive header is damaged");
  return parseInt(text, 8);
}

function cString(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString("utf8");
}

/**
 * The regular-file entries of an archive, in order. Throws TarFormatError on a damaged header
 * or an archive that ends early (no end marker): a truncated backup never reads as complete.
 */
export async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  while (true) {
    const h = await reader.read(BLOCK);
    if (h.length < BLOCK) throw new TarFormatError("the archive ends early (truncated file)");
    if (h.every((b) => b === 0)) {
      const second = await reader.read(BLOCK);
      if (second.length < BLOCK) throw new TarFormatError("the archive ends early (truncated file)");
      // Read to the end so the decompressor checks the gzip trailer (length and CRC) too.
      while ((await reader.some(1 << 20)).length > 0);
      return;
    }
    if (parseOctal(h.subarray(148, 156)) !== checksum(h)) throw new TarFormatError("an archive header is damaged (checksum)");
    const size = parseOctal(h.subarray(124, 136));
    const type = String.fromCharCode(h[156] || 0x30);
    const prefix = cString(h.subarray(345, 500));
    const base = cString(h.subarray(0, 100));
    const name = prefix ? `${prefix}/${base}` : base;
    let left = size;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        const piece = await reader.some(Math.min(left, 1 << 20));
        if (piece.length === 0) throw new TarFormatError(`the archive ends inside ${name} (truncated file)`);
        left -= piece.length;
        yield piece;
      }
    }
    const entry = body();
    if (type === "0") yield { name, size, body: entry };
    // Whatever the consumer left unread, and the padding to the next block.
    while (left > 0) {
      const piece = await reader.some(Math.min(left, 1 << 20));
      if (piece.length === 0) throw new TarFormatError(`the archive ends inside ${name} (truncated file)`);
      left -= piece.length;
    }
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad && (await reader.read(pad)).length < pad) throw new TarFormatError("the archive ends early (truncated file)");
  }
}
