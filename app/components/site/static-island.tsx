import { createElement, lazy, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { imageFailed, showPlaceholder } from "~/components/site/responsive-image";

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
 * Not for parts inside a Suspense boundary that can hydrate later than the page.
 */
export function staticIsland<P extends object>(Server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Client = lazy(() => load().then((component) => ({ default: component })));
  function StaticIsland(props: P) {
    const id = useId();
    // True while React hydrates this part (the server's HTML is on the page), false when it renders anew.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [kept] = useState(() => (hydrating && !import.meta.env.SSR ? { html: document.getElementById(id)?.innerHTML, props } : undefined));
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    const keptHtml = kept && sameProps(kept.props, props) ? kept.html : undefined;
    const keeping = keptHtml !== undefined;
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const onClick = (event: MouseEvent) => followLink(event, navigate);
      element.addEventListener("click", onClick);
      if (!keeping) return () => element.removeEventListener("click", onClick);
      // A picture in kept HTML that cannot be loaded shows the placeholder, as <ResponsiveImage> does.
      const onError = (event: Event) => event.target instanceof HTMLImageElement && showPlaceholder(event.target);
      element.addEventListener("error", onError, true);
      element.querySelectorAll("img").forEach((img) => imageFailed(img) && showPlaceholder(img));
      return () => {
        element.removeEventListener("click", onClick);
        element.removeEventListener("error", onError, true);
      };
    }, [navigate, keeping]);

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

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k as keyof typeof a], b[k as keyof typeof b]));
}

/**
 * A plain click on a link to this site inside kept HTML: a client-side page change, as <Link> does
 * (a modified click, another window, a download or another site: the browser's own handling).
 */
function followLink(event: MouseEvent, navigate: NavigateFunction) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  const to = link.pathname + link.search + link.hash;
  const { pathname, search, hash } = window.location;
  navigate(to, { replace: to === pathname + search + hash });
}
