import { createElement, lazy, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { imageFailed, showPlaceholder } from "~/components/site/responsive-image";
import { useLang } from "~/i18n/t";

const noSubscription = () => () => {};

/**
 * A part of a public page that is markup only (text, pictures and links: no state, no handlers of
 * its own), kept out of the page's first download. The server renders it as usual; when the page
 * loads, React takes the server's HTML of it as it is (React does not look inside an element set
 * from HTML, so nothing there is hydrated), and its code is not needed. When it appears after a
 * client-side page change, or its props change, its code loads then: the page change waits for it,
 * as it waits for the page's own module. Links inside work like React Router's <Link>.
 *
 * `Server` is the component itself, passed only on the server (`import.meta.env.SSR ? Part : null`),
 * so the browser's bundle does not carry it; `load` imports the same component for the browser.
 * Props are data, compared by value (JSON): equal data after a revalidation keeps the HTML; so is
 * the page's language (its texts are in the HTML): the same page in another language renders it
 * anew. Not for parts inside a Suspense boundary that can hydrate later than the page.
 */
export function staticIsland<P extends object>(Server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Client = lazy(() => load().then((component) => ({ default: component }), reloadPage));
  function StaticIsland(props: P) {
    const id = useId();
    // True while React hydrates this part (the server's HTML is on the page), false when it renders anew.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const lang = useLang();
    const [kept] = useState(() =>
      hydrating && !import.meta.env.SSR ? { html: document.getElementById(id)?.innerHTML, props: JSON.stringify(props), lang } : undefined,
    );
    // Kept while its props are the same data (a revalidation brings equal objects); once rendered from its code, it stays so.
    const [rendered, setRendered] = useState(false);
    const keptHtml = kept && !rendered && kept.lang === lang && kept.props === JSON.stringify(props) ? kept.html : undefined;
    const keeping = keptHtml !== undefined;
    if (!keeping && !rendered && !import.meta.env.SSR) setRendered(true);
    const ref = useRef<HTMLDivElement>(null);
    const followed = useRef<string | null>(null);
    const navigate = useNavigate();
    useEffect(() => {
      const element = ref.current;
      if (!element || !keeping) return;
      const onClick = (event: MouseEvent) => {
        const link = followLink(event, navigate);
        if (link) followed.current = link.textContent;
      };
      // A picture in kept HTML that cannot be loaded shows the placeholder, as <ResponsiveImage> does.
      const onError = (event: Event) => event.target instanceof HTMLImageElement && showPlaceholder(event.target);
      element.addEventListener("click", onClick);
      element.addEventListener("error", onError, true);
      element.querySelectorAll("img").forEach((img) => imageFailed(img) && showPlaceholder(img));
      return () => {
        element.removeEventListener("click", onClick);
        element.removeEventListener("error", onError, true);
      };
    }, [navigate, keeping]);
    // The link followed in kept HTML had focus and is gone now that the part renders from its code: its new self gets it.
    useLayoutEffect(() => {
      const text = followed.current;
      followed.current = null;
      if (keeping || text === null || (document.activeElement && document.activeElement !== document.body)) return;
      Array.from(ref.current?.querySelectorAll("a") ?? [])
        .find((a) => a.textContent === text)
        ?.focus();
    }, [keeping]);

    if (import.meta.env.SSR && Server) {
      return (
        <div id={id} className="contents">
          {createElement(Server, props)}
        </div>
      );
    }
    if (keeping) {
      return <div key="kept" id={id} ref={ref} className="contents" dangerouslySetInnerHTML={{ __html: keptHtml }} />;
    }
    return (
      <div key="rendered" id={id} ref={ref} className="contents">
        <Client {...props} />
      </div>
    );
  }
  return StaticIsland;
}

/** A part's code could not be downloaded (offline, or a new version replaced it): the page loads whole, as React Router does for a page's own module. */
function reloadPage(): Promise<never> {
  window.location.reload();
  return new Promise(() => {});
}

/**
 * A plain click on a link to this site inside kept HTML: a client-side page change, as <Link> does
 * (a modified click, another window, a download or another site: the browser's own handling).
 * Answers the link it followed.
 */
function followLink(event: MouseEvent, navigate: NavigateFunction): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  event.preventDefault();
  const to = link.pathname + link.search + link.hash;
  const { pathname, search, hash } = window.location;
  void navigate(to, { replace: to === pathname + search + hash });
  return link;
}
