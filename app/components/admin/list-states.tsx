/** The states of an admin list besides its rows: loading, failed (with Retry) and empty. */
import { AlertTriangle, type LucideIcon } from "lucide-react";

export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col items-center justify-center gap-3 py-16 text-gray-600">
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-gray-200 border-t-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** 'Failed to load …' and a Retry button, announced when it appears. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-red-500" />
      <p className="font-medium text-red-700">{message}</p>
      <button type="button" onClick={onRetry} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        Retry
      </button>
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
