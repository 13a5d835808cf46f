/**
 * A streamed ustar archive (tar-stream encodes and decodes the blocks): a backup can be far larger
 * than memory, so neither side ever holds more than one entry's chunk. A backup is a plain
 * `.tar.gz`, so `tar tzf` lists it and `tar xzf` unpacks it for inspection.
 */
import { once } from "node:events";
import type { EventEmitter } from "node:events";
import type { Readable, Writable } from "node:stream";
import { extract as tarExtract, pack as tarPack, type Extract, type ExtractEvents, type Pack } from "tar-stream";

type Header = Parameters<Pack["entry"]>[0];
type Sink = ReturnType<Pack["entry"]>;
type Entry = ExtractEvents["entry"][1];

const BLOCK = 512;
/** An entry's size field holds 11 octal digits. */
const MAX_ENTRY_BYTES = 0o77777777777;

export class TarFormatError extends Error {}

/**
 * The header of a regular file (owner 0, mode 0600). A name too long for a ustar header, or a size
 * beyond its 11 octal digits, is refused rather than written with an extension (a pax header, a
 * base-256 size) that not every tar reads.
 */
function header(name: string, size: number, mtime: Date): Header {
  if (size > MAX_ENTRY_BYTES) throw new TarFormatError(`${name} is too large for one archive entry`);
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new TarFormatError(`${name} is too long a name for the archive`);
  }
  return { name, size, mtime, mode: 0o600, type: "file" };
}

/** Waits for the first of `events` (failing on an "error" event), or fails with `failed`; the listeners go again either way. */
async function waitFor(emitter: EventEmitter, events: string[], failed?: Promise<unknown>) {
  const waiting = new AbortController();
  try {
    await Promise.race([...events.map((event) => once(emitter, event, { signal: waiting.signal })), ...(failed ? [failed] : [])]);
  } finally {
    waiting.abort();
  }
}

/**
 * Writes entries into `out` (a gzip stream, say), waiting whenever it asks to. `output` is the
 * promise of everything downstream of `out` (its pipeline to the file): once that fails (a full
 * disk, EIO) `out` drains no more, so every wait races it and the write fails instead of hanging.
 * Each entry resolves once its bytes are in `out`.
 */
export class TarWriter {
  private broken: Promise<never> | undefined;
  /** Bytes the archive has produced so far, and those handed on to `out`. */
  private produced = 0;
  private written = 0;
  private pack = tarPack({ mapReadable: (chunk) => ((this.produced += (chunk as Buffer).length), chunk) });
  private caughtUp: (() => void) | undefined;
  /** Moves the archive's bytes into `out`; fails (and stays failed) when `out` or the output does. */
  private pumping: Promise<void>;
  private failure: unknown;

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
    this.pumping = this.pump();
    this.pumping.catch(() => undefined);
  }

  private async pump() {
    const chunks = this.pack[Symbol.asyncIterator]();
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        const chunk = next.value as Buffer;
        await this.put(chunk);
        this.written += chunk.length;
        if (this.written === this.produced) this.caughtUp?.();
      }
    } catch (err) {
      // Recorded before the archive is torn down, so a waiting entry reports this cause, not the teardown.
      this.failure = err;
      this.pack.destroy();
      throw err;
    }
  }

  private async put(buf: Buffer) {
    if (this.out.write(buf)) return;
    if (!this.broken) return void (await once(this.out, "drain"));
    // A failed output never drains: the abort takes the waiting listener off again.
    await waitFor(this.out, ["drain"], this.broken);
  }

  /** Adds one entry, `write` filling it, and resolves once all of it is in `out`. */
  private async add(h: Header, write: (sink: Sink) => Promise<void>) {
    if (this.failure) throw this.failure;
    let sink!: Sink;
    const added = new Promise<void>((resolve, reject) => (sink = this.pack.entry(h, (err) => (err ? reject(err) : resolve()))));
    // A failure reaches us through `pumping` or the entry's callback, and after one the entry is abandoned.
    added.catch(() => undefined);
    sink.on("error", () => undefined);
    try {
      await write(sink);
      sink.end(null);
      await Promise.race([added, this.pumping]);
      while (this.written < this.produced) await Promise.race([new Promise<void>((resolve) => (this.caughtUp = resolve)), this.pumping]);
    } catch (err) {
      // The archive is unusable after a half-written entry: every later call fails with the same cause.
      const cause = this.failure ?? err;
      sink.destroy(cause as Error);
      throw cause;
    }
  }

  /** An entry whose bytes are in hand. */
  async entry(name: string, body: Buffer) {
    await this.add(header(name, body.length, this.mtime), async (sink) => {
      if (!sink.write(body)) await waitFor(sink, ["drain"], this.pumping);
    });
  }

  /** An entry of exactly `size` bytes read from `source` (a file opened and measured beforehand). */
  async entryFrom(name: string, size: number, source: AsyncIterable<Buffer>, onChunk?: (chunk: Buffer) => void) {
    await this.add(header(name, size, this.mtime), async (sink) => {
      let written = 0;
      for await (const chunk of source) {
        const part = chunk.subarray(0, size - written);
        onChunk?.(part);
        if (part.length > 0 && !sink.write(part)) await waitFor(sink, ["drain"], this.pumping);
        written += part.length;
        if (written === size) break;
      }
      if (written !== size) throw new TarFormatError(`${name} changed size while it was read`);
    });
  }

  /** The end-of-archive marker (two zero blocks), once everything before it is in `out`. */
  async end() {
    if (this.failure) throw this.failure;
    this.pack.finalize();
    await this.pumping;
  }
}

type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes, in pieces; read it to the end (or not at all) before taking the next entry. */
  body: AsyncGenerator<Buffer>;
};

/** The parser's own errors (tar-stream's "Unexpected end of data", "Invalid tar header. Maybe the tar is corrupted …"), in the words a restore reports. */
function formatError(err: unknown, inside?: string): TarFormatError {
  const message = err instanceof Error ? err.message : "";
  if (/unexpected end/i.test(message)) {
    return new TarFormatError(inside ? `the archive ends inside ${inside} (truncated file)` : "the archive ends early (truncated file)");
  }
  if (/maybe the tar is corrupted/i.test(message)) return new TarFormatError("an archive header is damaged (checksum)");
  return new TarFormatError("an archive header is damaged");
}

/** What went into the reader: how many bytes, and the last two blocks of them (the end marker, when the archive is whole). */
type Fed = { bytes: number; tail: Buffer };

/** Feeds `source` into `extract` at the pace it reads; ends it at the end of the source. */
async function feed(source: Readable, extract: Extract, fed: Fed) {
  for await (const data of source) {
    if (extract.destroying) return;
    const chunk = Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
    fed.bytes += chunk.length;
    fed.tail = chunk.length >= 2 * BLOCK ? chunk.subarray(-2 * BLOCK) : Buffer.concat([fed.tail, chunk]).subarray(-2 * BLOCK);
    // The parser's own failure ends it (a "close") and reaches the reader through its entries.
    if (!extract.write(chunk)) await waitFor(extract, ["drain", "close"]).catch(() => undefined);
  }
  extract.end(null);
}

/**
 * The regular-file entries of an archive, in order. Throws TarFormatError on a damaged header
 * or an archive that ends early (no end marker): a truncated backup never reads as complete.
 * The source is read to its end, so a decompressor checks its trailer (gzip's length and CRC) too;
 * its own errors come through as they are.
 */
export async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const extract = tarExtract();
  const fed: Fed = { bytes: 0, tail: Buffer.alloc(0) };
  let sourceError: unknown;
  const feeding = feed(source, extract, fed).catch((err: unknown) => {
    sourceError = err;
    extract.destroy(err as Error);
  });
  /** Where the last entry's data (padded to a block) ends: the end marker's two blocks must follow. */
  let end = 0;
  let current: Entry | undefined;
  const entries = extract[Symbol.asyncIterator]();
  try {
    while (true) {
      // What the consumer left unread is skipped.
      current?.resume();
      let next: IteratorResult<Entry>;
      try {
        next = await entries.next();
      } catch (err) {
        throw sourceError ?? formatError(err);
      }
      if (next.done) break;
      const entry = (current = next.value);
      const { name, size, type } = entry.header;
      end = entry.offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
      if (type !== "file") continue;
      yield { name, size, body: body(entry, name, () => sourceError) };
    }
    await feeding;
    if (sourceError) throw sourceError;
    // The parser skips zero blocks and stops at no end marker: the two blocks must follow the last entry and end the input.
    if (fed.bytes < end + 2 * BLOCK || fed.tail.length < 2 * BLOCK || fed.tail.some((b) => b !== 0)) {
      throw new TarFormatError("the archive ends early (truncated file)");
    }
  } finally {
    extract.destroy();
  }
}

async function* body(entry: Entry, name: string, sourceError: () => unknown): AsyncGenerator<Buffer> {
  // Not a for-await: leaving the loop early would destroy the whole archive, not just skip the entry.
  const pieces = entry[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<unknown>;
    try {
      next = await pieces.next();
    } catch (err) {
      throw sourceError() ?? formatError(err, name);
    }
    if (next.done) return;
    yield next.value as Buffer;
  }
}
