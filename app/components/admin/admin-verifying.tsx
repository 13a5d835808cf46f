import { Spinner } from "~/components/ui/spinner";

/** The guard's checking state, also what the server renders for admin pages (the token lives in the browser). */
export function AdminVerifying() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50 p-6">
      <div role="status" className="flex flex-col items-center gap-3 text-gray-700">
        <Spinner size="xl" className="text-brand-600" />
        <p className="text-sm font-medium">Verifying authentication...</p>
      </div>
    </div>
  );
}
