/** The states of an admin list besides its rows: loading, failed (with Retry) and empty; and the way back to a list. */
import { AlertTriangle, ArrowLeft, type LucideIcon } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col items-center justify-center gap-3 py-16 text-gray-600">
      <Spinner size="lg" className="text-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** 'Failed to load …' and a Retry button (busy while the retry runs), announced when it appears. */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-red-500" />
      <p className="font-medium text-red-700">{message}</p>
      <Button onClick={onRetry} busy={retrying}>
        Retry
      </Button>
    </div>
  );
}

/** 'Failed to load …' whose Retry reads the screen's data again (its route loaders). */
export function LoadFailed({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return <LoadError message={message} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === "loading"} />;
}

/** The way back from a record's screen to its list: "Back to Inquiries". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}

/** A record's screen (a lead, a quotation, a project): the way back to its list, then the record, with a spinner while it loads. */
export function RecordScreen({ backTo, back, loading, children }: { backTo: string; back: string; loading: string; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <BackLink to={backTo}>{back}</BackLink>
      <Suspense fallback={<LoadingSpinner label={loading} />}>{children}</Suspense>
    </div>
  );
}

export function EmptyList({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center text-gray-600">
      <Icon aria-hidden="true" className="h-10 w-10 text-gray-400" />
      <p className="font-medium">{text}</p>
    </div>
  );
}

/** A record's screen for an id that names none: its heading, a line saying so, and any way on. */
export function RecordNotFound({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card className="p-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-gray-600">{text}</p>
      {children}
    </Card>
  );
}
