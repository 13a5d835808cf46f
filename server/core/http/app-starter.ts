/**
 * The starter of a cached public page's app, as it runs in the browser: the page is complete and
 * usable without JavaScript (links, the header's <details> menus, plain GET forms), so the app's
 * scripts are fetched once the page has loaded but run only at the visitor's first sign of use: a
 * pointer moved or pressed, a touch, a key, a wheel, focus. A visitor who only reads, and a phone
 * that only loads the page, spend no main-thread time on the app (the page's Total Blocking Time).
 *
 * What a visitor does before the app has started is not lost:
 * - a press on a control the app handles (a button, a checkbox) is held and pressed again once the
 *   app runs; a link, a <summary> and a plain GET form with an address work as they are;
 * - a form the app handles is not submitted by the browser (its contents would end up in the
 *   address); it is submitted again through the app;
 * - text typed or a choice made is handed to the app's fields once it runs;
 * - the page a visit landed on is kept for the session (its campaign parameters and referrer), so
 *   the app records where the visit came from even when the visitor left that page before it ran;
 * - a language chosen in the switcher is kept, and a page in another language than the one kept
 *   starts the app at once (the app then moves the visitor to their language).
 *
 * `startApp` is written into the page as its own text (`Function.prototype.toString`), so it must
 * refer to nothing outside itself: every name it needs comes in `options`.
 */

export type StarterOptions = {
  /** The type that makes React Router's module script inert until it is started. */
  deferredType: string;
  /** The page's module preloads, taken out of its head: fetched after load, preloaded at the start. */
  hrefs: string[];
  /** The client entry's shared modules, evaluated one per task before the module script. */
  stages: string[];
  /** The whole stylesheet, fetched after load with the scripts (the app adds it when it starts). */
  stylesheet: string | null;
  /** The longest the page's images delay the fetch of the scripts. */
  loadWaitMs: number;
  /** The events that start the app: the visitor's first sign of use. */
  intentEvents: string[];
  /** What a press is held on until the app runs. */
  heldControls: string;
  /** Where the page a visit landed on is kept (sessionStorage). */
  landingKey: string;
  /** Where the chosen language is kept (localStorage), the languages and the default one. */
  langKey: string;
  langs: string[];
  defaultLang: string;
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function startApp(o: StarterOptions): void {
  const deferred = document.querySelector(`script[type="${o.deferredType}"]`);
  if (!deferred) return;
  const root = document.documentElement;
  const running = () => root.hasAttribute("data-hydrated");
  let started = false;
  let again: (() => void) | null = null;
  const typed = new Map<Field, string>();

  /** The next step in a task of its own, through a message as React's scheduler does (a page whose timers are paused still starts). */
  function later(f: () => void) {
    const c = new MessageChannel();
    c.port1.onmessage = () => {
      c.port1.close();
      f();
    };
    c.port2.postMessage(0);
  }

  /**
   * The preloads back, then the shared modules evaluated one per task (each would otherwise run in
   * the module script's one long task), then the module script's text as a module, once. A failed
   * import still starts the module script, which reports the failure.
   */
  function start() {
    if (started) return;
    started = true;
    for (const t of o.intentEvents) removeEventListener(t, intent, true);
    const f = document.createDocumentFragment();
    for (const href of o.hrefs) {
      const l = document.createElement("link");
      l.rel = "modulepreload";
      l.href = href;
      f.appendChild(l);
    }
    document.head.appendChild(f);
    const boot = () => {
      const s = document.createElement("script");
      s.type = "module";
      s.textContent = deferred!.textContent;
      deferred!.after(s);
    };
    let i = 0;
    const next = () => {
      if (i < o.stages.length) import(o.stages[i++]).then(() => later(next), boot);
      else boot();
    };
    next();
  }

  /**
   * Fetched, not run: the scripts (and the stylesheet) wait in the browser's cache for the start.
   * While the main thread is idle, one file and then as many as the idle time allows (each request
   * costs the main thread about a millisecond), never in the load event's own task.
   */
  let prefetching = false;
  function prefetch() {
    const conn = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (prefetching || conn?.saveData) return;
    prefetching = true;
    const files = o.stylesheet ? [...o.hrefs, o.stylesheet] : [...o.hrefs];
    const idle = (f: (deadline?: IdleDeadline) => void) =>
      typeof requestIdleCallback === "function" ? requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 50);
    const step = (deadline?: IdleDeadline) => {
      do {
        const href = files.shift()!;
        const l = document.createElement("link");
        l.rel = "prefetch";
        l.href = href;
        // As a module script asks for it (CORS, same-origin credentials), so the start finds it cached.
        if (href !== o.stylesheet) l.crossOrigin = "anonymous";
        document.head.appendChild(l);
      } while (files.length && !started && deadline && deadline.timeRemaining() > 2);
      if (files.length && !started) idle(step);
    };
    idle(step);
  }

  /**
   * A field's text as the visitor left it, handed to the app: hydration sets the field's default to
   * the app's value, which in Chrome also resets text typed before it. The text goes through React's
   * own value tracker (the element's setter, with something else) and then the element's prototype
   * setter, so the input event that follows reads as a change.
   */
  function handOver(value: string, el: Field) {
    if (!el.isConnected) return;
    if (el instanceof HTMLSelectElement) {
      el.value = value;
      el.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    el.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }

  /** A pointer that moved: browsers also send a move without movement when a page appears under a still cursor. */
  const intent = (e: Event) => {
    if (e.type === "pointermove" && !(e as PointerEvent).movementX && !(e as PointerEvent).movementY) return;
    start();
  };
  for (const t of o.intentEvents) addEventListener(t, intent, { capture: true, passive: true });

  addEventListener(
    "click",
    (e) => {
      if (running()) return;
      const target = e.target instanceof Element ? e.target : null;
      const choice = target?.closest("a[data-lang-choice]")?.getAttribute("data-lang-choice");
      if (choice && o.langs.includes(choice)) {
        try {
          localStorage.setItem(o.langKey, choice);
        } catch {
          // Storage blocked: the choice holds for this page only.
        }
      }
      start();
      const control = target?.closest<HTMLElement>(o.heldControls);
      if (!control || control.closest('form[method="get"][action]')) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      again = () => control.isConnected && control.click();
    },
    true,
  );

  addEventListener(
    "submit",
    (e) => {
      const form = e.target;
      if (running() || !(form instanceof HTMLFormElement) || form.matches('form[method="get"][action]')) return;
      e.preventDefault();
      start();
      const submitter = e.submitter;
      again = () => form.isConnected && form.requestSubmit(submitter && submitter.isConnected ? submitter : null);
    },
    true,
  );

  // A box's or a file's state is no text to hand over (a press on a box is held instead).
  const CHECKED = /^(checkbox|radio|file)$/;
  const note = (e: Event) => {
    const el = e.target;
    if (running()) return;
    if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && !CHECKED.test(el.type)))
      typed.set(el, el.value);
  };
  addEventListener("input", note, true);
  addEventListener("change", note, true);

  // Once the app runs: the typed text handed over first, then the held press or submission.
  new MutationObserver((_, observer) => {
    if (!running()) return;
    observer.disconnect();
    typed.forEach(handOver);
    typed.clear();
    const press = again;
    again = null;
    if (press) later(press);
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  try {
    if (!sessionStorage.getItem(o.landingKey)) sessionStorage.setItem(o.landingKey, JSON.stringify({ href: location.href, referrer: document.referrer }));
  } catch {
    // Storage blocked: the app records the page it starts on.
  }

  let kept: string | null = null;
  try {
    kept = localStorage.getItem(o.langKey);
  } catch {
    // Storage blocked: no language kept.
  }
  const fromHere = document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  if (kept && kept !== o.defaultLang && o.langs.includes(kept) && root.lang.slice(0, 2) === o.defaultLang && !fromHere) start();
  else if (document.readyState === "complete") prefetch();
  else {
    addEventListener("load", prefetch, { once: true });
    setTimeout(prefetch, o.loadWaitMs);
  }
}
