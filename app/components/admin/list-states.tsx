/** The states of an admin list besides its rows: loading, failed (with Retry) and empty. */
import { AlertTriangle, type LucideIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
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

export function EmptyList({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center text-gray-600">
      <Icon aria-hidden="true" className="h-10 w-10 text-gray-400" />
      <p className="font-medium">{text}</p>
    </div>
  );
}
