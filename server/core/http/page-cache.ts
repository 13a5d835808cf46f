/**
 * The rendered-page cache: public pages (and the public API lists) rendered once and answered from
 * memory until something they show changes.
 *
 * What is cached: only GET and HEAD answers of status 200 that set no cookie, to requests without
 * an Authorization header, at a path the page-cache middleware accepts (server/core/http/page-cache-http.ts:
 * never /admin, /api except the public lists, /q/ quotations, files), under its canonical address
 * only (server/core/http/page-cache-key.ts): without a query string, or with `?page=N` alone for
 * a page that has that page. Each entry holds the body once uncompressed and once each as brotli and gzip,
 * made when it is stored, with a strong ETag per encoding.
 *
 * What drops an entry: tags. A page is tagged with what its loaders read (app/lib/page-tags.ts:
 * "business", "categories", "products", "category:<slug>", a content key…); every change staff make
 * names the tags it affects through `contentChanged` (server/features/content/site-content.ts), which is both
 * a NOTIFY to every instance and, in this process, a synchronous drop before the API answers. An
 * entry tagged "*" (a page whose reads nobody listed) is dropped by every change; a change "*"
 * drops everything.
 *
 * A render that was under way while a change it depends on came in is not stored (it may have read
 * the old data): each store compares the epoch at which the render began with the epochs of its
 * tags' last drops. While the instance may have missed notices (its LISTEN connection is down)
 * nothing is stored and the cache is empty.
 *
 * Each representation's answer is made with the entry, headers and all (`WireAnswer`), so a hit
 * only writes a ready header list and body (server/core/http/page-cache-http.ts).
 *
 * The memory bound counts the three bodies of every entry. Past it, entries go oldest first, except
 * that one used since the last sweep gets a second chance (CLOCK, an approximation of least recently
 * used): it is moved behind the others, so a hit only marks its entry instead of reordering a map.
 */
import type { PageEntry } from "./page-entry";

/** An entry as held: `used` is set by every hit and cleared by the sweep that spares it. */
interface Held {
  entry: PageEntry;
  used: boolean;
}

export class PageCache {
  readonly maxBytes: number;
  #entries = new Map<string, Held>();
  #byTag = new Map<string, Set<string>>();
  #bytes = 0;
  /** Bumped by every drop; a render remembers it when it begins. */
  #epoch = 0;
  #tagEpoch = new Map<string, number>();
  #allEpoch = 0;
  #suspended = false;
  /** Renders under way, by key: a request for the same page waits for the one being rendered. */
  #renders = new Map<string, Promise<PageEntry | undefined>>();

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** True when a render may be stored now (enabled, and its change notices are heard). */
  get accepting(): boolean {
    return this.enabled && !this.#suspended;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held (the bound's measure). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The epoch a render begins at; pass it to `store`. */
  begin(): number {
    return this.#epoch;
  }

  /** The entry for `key`, marked as used. */
  get(key: string): PageEntry | undefined {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    held.used = true;
    return held.entry;
  }

  /** The render of `key` under way, begun since the last change: its entry once stored, else undefined. */
  pending(key: string): Promise<PageEntry | undefined> | undefined {
    return this.#renders.get(key);
  }

  /** Mark `key` as being rendered; call the result with the stored entry (or nothing) when done. */
  rendering(key: string): (stored?: PageEntry) => void {
    if (this.#renders.has(key)) return () => undefined;
    let settle!: (stored?: PageEntry) => void;
    const render = new Promise<PageEntry | undefined>((resolve) => (settle = resolve));
    this.#renders.set(key, render);
    return (stored) => {
      settle(stored);
      if (this.#renders.get(key) === render) this.#renders.delete(key);
    };
  }

  /**
   * Keep `entry`, unless something it shows changed since `since` (the render's `begin()`), the
   * cache is suspended, or the entry alone exceeds the bound. True when kept.
   */
  store(entry: PageEntry, since: number): boolean {
    if (this.#suspended || entry.bytes > this.maxBytes || this.#allEpoch > since) return false;
    if (entry.tags.includes("*") && this.#epoch > since) return false;
    if (entry.tags.some((t) => (this.#tagEpoch.get(t) ?? 0) > since)) return false;
    this.#remove(entry.key);
    this.#entries.set(entry.key, { entry, used: false });
    this.#bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(entry.key);
    }
    // Oldest first; one used since the last sweep moves behind the others unmarked, and the sweep
    // meets it again (a map's iteration includes what is added during it) only after all the rest.
    for (const [key, held] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      if (held.entry === entry) continue; // the one just stored stays (alone it is within the bound)
      if (held.used) {
        held.used = false;
        this.#entries.delete(key);
        this.#entries.set(key, held);
      } else this.#remove(key);
    }
    return true;
  }

  /** Drop every entry tagged with one of `tags` (and the "*" ones); "*" drops everything. */
  invalidate(tags: Iterable<string>): void {
    const epoch = ++this.#epoch;
    this.#renders.clear(); // a request from now on must not get a render that began before the change
    for (const tag of tags) {
      if (tag === "*") {
        this.clear();
        return;
      }
      this.#tagEpoch.set(tag, epoch);
      for (const key of this.#byTag.get(tag) ?? []) this.#remove(key);
    }
    for (const key of this.#byTag.get("*") ?? []) this.#remove(key);
  }

  /** Drop everything, including what renders under way would store. */
  clear(): void {
    this.#allEpoch = ++this.#epoch;
    this.#renders.clear();
    this.#entries.clear();
    this.#byTag.clear();
    this.#bytes = 0;
  }

  /**
   * While suspended (changes may be missed: the LISTEN connection is down) the cache is empty and
   * stores nothing; on resuming it starts empty, since a change may have been missed meanwhile.
   */
  suspend(suspended: boolean): void {
    this.#suspended = suspended;
    this.clear();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)?.entry;
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
