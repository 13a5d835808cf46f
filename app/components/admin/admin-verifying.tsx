/** The guard's checking state (spec section 2), also what the server renders for admin pages. */
export function AdminVerifying() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-50 p-6">
      <div role="status" className="flex flex-col items-center gap-3 text-gray-700">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p className="text-sm font-medium">Verifying authentication...</p>
      </div>
    </div>
  );
}
