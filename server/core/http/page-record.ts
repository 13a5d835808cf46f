/** What a page for the cache shows (app/lib/page-tags.ts): its tags (null: never cache it) and route pattern. */
export interface PageRecord {
  tags?: string[] | null;
  route?: string;
  /** The products whose cards the page shows: each visit of the page counts a view of each (server/features/catalogue/product-views.ts). */
  productIds?: number[];
  /**
   * A secret of this render, written by the renderer as the nonce of the scripts it writes: the
   * page cache hashes only those into the page's CSP, then removes it (server/core/http/script-hashes.ts).
   */
  scriptMark?: string;
  /** Set by a page that shows one page of a list (`?page=N`): how many pages the list has. Only a page from 2 to this is kept under `?page=`. */
  pages?: number;
  /** The query parameters the page reads (app/lib/page-tags.ts): any other is dropped by a redirect to its canonical address. */
  query?: string[];
}
