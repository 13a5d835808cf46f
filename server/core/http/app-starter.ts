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
 * - a language chosen in the switcher is kept, and an English page opened from another site while
 *   another language is kept starts the app at once (the app then moves the visitor to their language).
 *
 * A page with something that moves by itself (the home page's carousel, `data-start-app-after`)
 * starts the app when that time has passed since the page began loading, without a visitor.
 * When the app cannot start (its scripts are gone after a new version, or the network failed),
 * the page reloads once; failing again, or still not running after a while, presses are no longer
 * held, so the page behaves as it does without JavaScript.
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
  /** How long after its start the app may take to run before presses are no longer held. */
  giveUpMs: number;
  /** The events that start the app: the visitor's first sign of use. */
  intentEvents: string[];
  /** What a press is held on until the app runs. */
  heldControls: string;
  /** Where the page a visit landed on is kept (sessionStorage). */
  landingKey: string;
  /** Where the one reload after a failed start is noted (sessionStorage). */
  reloadKey: string;
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
  let gaveUp = false;
  const holding = () => !running() && !gaveUp;
  /** What the visitor pressed or submitted before the app ran, in order. */
  const held: (() => void)[] = [];
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

  function giveUp() {
    gaveUp = true;
    held.length = 0;
    typed.clear();
  }

  /** The app's scripts could not run: reload once (a new version's page names its new scripts), then give up. */
  function failed() {
    try {
      if (sessionStorage.getItem(o.reloadKey) !== location.href) {
        sessionStorage.setItem(o.reloadKey, location.href);
        location.reload();
        return;
      }
    } catch {
      // Storage blocked: no reload, which could repeat.
    }
    giveUp();
  }

  /**
   * The preloads back, then the shared modules evaluated one per task (each would otherwise run in
   * the module script's one long task), then the module script's text as a module, once. A failed
   * import still starts the module script, whose own failure counts.
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
      s.addEventListener("error", failed);
      deferred!.after(s);
    };
    let i = 0;
    const next = () => {
      if (i < o.stages.length) import(o.stages[i++]).then(() => later(next), boot);
      else boot();
    };
    next();
    setTimeout(() => running() || giveUp(), o.giveUpMs);
  }

  /**
   * Fetched, not run: the scripts (and the stylesheet) wait in the browser's cache for the start.
   * While the main thread is idle, one file and then as many as the idle time allows (each request
   * costs the main thread about a millisecond), never in the load event's own task. A browser
   * without <link rel=prefetch> (Safari) fetches them itself.
   */
  let prefetching = false;
  function prefetch() {
    const conn = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    const files = o.stylesheet ? [...o.hrefs, o.stylesheet] : [...o.hrefs];
    if (prefetching || started || conn?.saveData || !files.length) return;
    prefetching = true;
    const byLink = document.createElement("link").relList?.supports?.("prefetch");
    const idle = (f: (deadline?: IdleDeadline) => void) =>
      typeof requestIdleCallback === "function" ? requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 50);
    const step = (deadline?: IdleDeadline) => {
      if (started) return;
      do {
        const href = files.shift()!;
        // A script as a module script asks for it (CORS, same-origin credentials), so the start finds it cached.
        const script = href !== o.stylesheet;
        if (byLink) {
          const l = document.createElement("link");
          l.rel = "prefetch";
          l.href = href;
          if (script) l.crossOrigin = "anonymous";
          document.head.appendChild(l);
        } else void fetch(href, script ? { mode: "cors", credentials: "same-origin" } : {}).catch(() => undefined);
      } while (files.length && deadline && deadline.timeRemaining() > 2);
      if (files.length) idle(step);
    };
    idle(step);
  }

  /**
   * A field's text as the visitor left it, handed to the app: the app's first render after it
   * starts writes its own value (empty) into the field. The text goes through React's own value
   * tracker (the element's setter, with something else) and then the element's prototype setter,
   * so the input event that follows reads as a change.
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

  const onClick = (e: MouseEvent) => {
    if (!holding()) return;
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
    held.push(() => control.isConnected && control.click());
  };

  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!holding() || !(form instanceof HTMLFormElement) || form.matches('form[method="get"][action]')) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    start();
    const submitter = e.submitter;
    held.push(() => form.isConnected && form.requestSubmit(submitter && submitter.isConnected ? submitter : null));
  };

  // A box's or a file's state is no text to hand over (a press on a box is held instead).
  const CHECKED = /^(checkbox|radio|file)$/;
  const note = (e: Event) => {
    const el = e.target;
    if (!holding()) return;
    if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && !CHECKED.test(el.type)))
      typed.set(el, el.value);
  };
  // What comes before the app runs; once it does, the app's own listeners take over.
  const listeners: [string, (e: never) => void][] = [
    ["click", onClick],
    ["submit", onSubmit],
    ["input", note],
    ["change", note],
  ];
  for (const [type, fn] of listeners) addEventListener(type, fn as EventListener, true);

  // Once the app runs: the typed text handed over first, then each held press or submission, a task each.
  new MutationObserver((_, observer) => {
    if (!running()) return;
    observer.disconnect();
    for (const [type, fn] of listeners) removeEventListener(type, fn as EventListener, true);
    try {
      sessionStorage.removeItem(o.reloadKey);
    } catch {
      // Storage blocked: nothing was noted.
    }
    typed.forEach(handOver);
    typed.clear();
    const presses = held.splice(0);
    const replay = () => {
      presses.shift()?.();
      if (presses.length) later(replay);
    };
    if (presses.length) later(replay);
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
  if (kept && kept !== o.defaultLang && o.langs.includes(kept) && root.lang.slice(0, 2) === o.defaultLang && !fromHere) {
    start();
    return;
  }
  const loaded = () => {
    prefetch();
    // Something that moves by itself needs the app when its time is up (none for a visitor who prefers less motion).
    const after = Number(document.querySelector("[data-start-app-after]")?.getAttribute("data-start-app-after"));
    if (after > 0 && !matchMedia("(prefers-reduced-motion: reduce)").matches) setTimeout(start, Math.max(0, after - performance.now()));
  };
  if (document.readyState === "complete") loaded();
  else {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      loaded();
    };
    addEventListener("load", once, { once: true });
    setTimeout(once, o.loadWaitMs);
  }
}
