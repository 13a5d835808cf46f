/**
 * Where a visitor of the public site came from: the first page of a visit is recorded in the
 * browser's own storage (no cookie, no request) and the quote request and contact forms send it.
 * A cached page keeps the page a visit landed on for the session until the app runs, which may be
 * pages later (server/core/http/app-starter.ts); the app records that one.
 * Kept for FIRST_TOUCH_DAYS; a later visit within them keeps the first one (first touch).
 * Runs only in the browser: the cached HTML is the same for everyone.
 */
import { LANDING_KEY } from "#schemas/first-touch";
import type { Attribution } from "#schemas/lead-sources";

export const FIRST_TOUCH_DAYS = 30;
const KEY = "first-touch";
const DAY_MS = 86_400_000;
const PARAMS = ["utm_source", "utm_medium", "utm_campaign", "gclid"] as const;

/** A parameter as kept: without control characters, at most the 200 characters the server accepts. */
const clean = (v: string) =>
  v
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);

/** The landing page (path only), the referring site's host (none for our own site or a direct visit) and the campaign parameters. */
export function attributionOf(href: string, referrer: string): Attribution {
  const url = new URL(href);
  const a: Attribution = { landing: url.pathname.slice(0, 300) };
  try {
    const host = new URL(referrer).host;
    if (host && host !== url.host) a.referrer = clean(host);
  } catch {
    // No referrer: a direct visit.
  }
  for (const p of PARAMS) {
    const v = clean(url.searchParams.get(p) ?? "");
    if (v) a[p] = v;
  }
  return a;
}

/** The stored first touch while it is younger than FIRST_TOUCH_DAYS, else null (none, expired or unreadable). */
export function firstTouchOf(raw: string | null, now: number): Attribution | null {
  try {
    const kept = JSON.parse(raw ?? "") as { at: number; a: Attribution };
    return now - kept.at < FIRST_TOUCH_DAYS * DAY_MS && typeof kept.a?.landing === "string" ? kept.a : null;
  } catch {
    return null;
  }
}

/** On a visit's first page: keeps this page's attribution unless a live one is stored. */
export function recordFirstTouch(storage: Pick<Storage, "getItem" | "setItem">, href: string, referrer: string, now: number) {
  if (!firstTouchOf(storage.getItem(KEY), now)) storage.setItem(KEY, JSON.stringify({ at: now, a: attributionOf(href, referrer) }));
}

/**
 * The page a visit landed on, as the page's starter kept it for the session (server/core/http/app-starter.ts):
 * the app may start pages later. The current page when none is kept.
 */
export function landingOf(kept: string | null, href: string, referrer: string): { href: string; referrer: string } {
  try {
    const landing = JSON.parse(kept ?? "") as { href?: unknown; referrer?: unknown };
    if (typeof landing.href === "string" && typeof landing.referrer === "string") {
      new URL(landing.href); // throws for an address that is none
      return { href: landing.href, referrer: landing.referrer };
    }
  } catch {
    // None kept, or unreadable: this page is the landing.
  }
  return { href, referrer };
}

/** The site layout's first render in the browser; storage the browser refuses (private mode, full) records nothing. */
export function recordVisit() {
  try {
    const landing = landingOf(sessionStorage.getItem(LANDING_KEY), location.href, document.referrer);
    recordFirstTouch(localStorage, landing.href, landing.referrer, Date.now());
    // Recorded: a later page of this tab is no landing (and an old landing never becomes a fresh first touch).
    sessionStorage.removeItem(LANDING_KEY);
  } catch {
    // Nothing is recorded: the forms then send none.
  }
}

/** What a public form adds to its body: { attribution } when one is kept, else nothing. */
export function firstTouchField(): { attribution?: Attribution } {
  try {
    const a = firstTouchOf(localStorage.getItem(KEY), Date.now());
    return a ? { attribution: a } : {};
  } catch {
    return {};
  }
}
