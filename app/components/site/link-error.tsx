import { isRouteErrorResponse, Link } from "react-router";
import { FileQuestion, RotateCcw, TriangleAlert } from "~/components/site/quotation-icons";
import { Button, buttonClass } from "~/components/ui/button";

/**
 * A customer's link page that could not be shown (a quotation's /q/, a dispatch's /d/), inside the
 * site's frame: an unknown token (404) says the link is not valid; any other failure offers Retry.
 */
export function LinkError({ error, notFound, notValid, what }: { error: unknown; notFound: string; notValid: string; what: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
        <FileQuestion className="h-12 w-12 text-gray-400" />
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{notFound}</h1>
        <p className="text-gray-700">{notValid}</p>
        <Link to="/contact" className={buttonClass({ size: "lg" })}>
          Contact us
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert className="h-12 w-12 text-red-600" />
      <h1 className="text-2xl font-bold text-ink">{`The ${what} could not be loaded`}</h1>
      <p className="text-gray-700">Something went wrong on our side. Please try again in a moment.</p>
      <Button size="lg" icon={<RotateCcw className="h-4 w-4" />} onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}

/** A link page's ErrorBoundary: LinkError with the page's words. */
export function linkErrorBoundary(words: { notFound: string; notValid: string; what: string }) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <LinkError error={error} {...words} />;
  };
}
