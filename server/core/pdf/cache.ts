/**
 * PDFs kept in memory per version of what they are made of (a quotation as stored, the catalogue
 * as the database holds it now), made at a version's first request. A version no longer current is
 * never asked for again and goes in its turn: the least recently used go first past `maxBytes`.
 * Requests for a version being made wait for it, so many downloads at once make it once. A restart
 * (a new release, perhaps with another layout) starts empty.
 */
export function createPdfCache<T>(make: (input: T) => Promise<Buffer>, maxBytes: number) {
  /** By version; least recently used first. */
  const kept = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(version: string, pdf: Buffer) {
    kept.set(version, pdf);
    bytes += pdf.byteLength;
    for (const [oldest, held] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= held.byteLength;
    }
  }

  return {
    /** The PDF of `version`: the one kept, else made now of `input()`. */
    pdfOf(version: string, input: () => T | Promise<T>): Promise<Buffer> {
      const held = kept.get(version);
      if (held) {
        kept.delete(version); // now the most recently used
        kept.set(version, held);
        return Promise.resolve(held);
      }
      let made = making.get(version);
      if (!made) {
        made = Promise.resolve(input())
          .then(make)
          .finally(() => making.delete(version));
        making.set(version, made);
        made.then((pdf) => keep(version, pdf)).catch(() => undefined);
      }
      return made;
    },
  };
}
export type PdfCache<T> = ReturnType<typeof createPdfCache<T>>;
