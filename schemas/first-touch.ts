/**
 * Where the page a visit landed on waits (sessionStorage, as { href, referrer }) until the app
 * records the first touch (app/lib/first-touch.ts): a cached page's app starts at the visitor's
 * first sign of use, which may come pages later. Its own module, free of zod: every public page
 * imports it.
 */
export const LANDING_KEY = "landing";
