import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The card of the screens before the admin panel (sign-in, choosing a new password): an icon, the heading, a line under it. */
export function SignInCard({ icon: Icon, title, intro, children }: { icon: LucideIcon; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-gray-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-gray-600">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
