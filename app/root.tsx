import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import stylesheet from "~/app.css?url";
import { JsonLdScripts, useDropServerHeadOnNavigation } from "~/components/site/json-ld";
import { LANG_TAGS, langFromPath } from "~/i18n/languages";
import { ensureStylesheet } from "~/lib/stylesheet";
import { useNonce } from "~/lib/nonce";
import { Toasts } from "~/lib/toast";

// The browser keeps the stylesheet outside React: a cached page comes with its critical CSS
// inline instead of the link, and hydration must not look for one (see ~/lib/stylesheet).
if (typeof document !== "undefined") ensureStylesheet(stylesheet);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Here, not in App: the root's error page renders the Layout without App.
  useDropServerHeadOnNavigation();
  return (
    <html lang={LANG_TAGS[langFromPath(useLocation().pathname)].html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {import.meta.env.SSR ? <link rel="stylesheet" href={stylesheet} /> : null}
        {import.meta.env.SSR ? <JsonLdScripts /> : null}
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (scripts loaded and hydrated): a hook for styles and tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toasts position="top-right" autoClose={3000} newestOnTop />
    </>
  );
}

/** The error page of any route that fails: the router's default heading, 'Unexpected Application Error!', and a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      {detail && import.meta.env.DEV ? <pre className="mt-4 whitespace-pre-wrap text-sm text-gray-600">{detail}</pre> : null}
      <p className="mt-4">
        <a className="text-brand-700 underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
