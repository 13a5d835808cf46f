import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminUser } from "~/lib/admin-session";
import { AdminNavLinks } from "~/components/admin/admin-nav";
import { useAdminBrand } from "~/lib/admin-brand";

export function AdminBrand() {
  const name = useAdminBrand();
  return (
    <div className="flex items-center gap-3">
      <img src="/images/logo.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      <div className="min-w-0">
        <p className="min-h-5 text-sm leading-tight font-bold text-ink">{name}</p>
        <p className="text-xs text-gray-600">Admin Panel</p>
      </div>
    </div>
  );
}

/** The sidebar's contents: business name, the screens, who is signed in and Logout. */
export function AdminSidebarContent({
  user,
  onLogout,
  loggingOut,
  onNavigate,
  headerAction,
}: {
  user: AdminUser | undefined;
  onLogout: () => void;
  loggingOut: boolean;
  onNavigate?: () => void;
  /** Beside the brand: the slide-in menu's close button. */
  headerAction?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-2 border-b border-gray-200 px-4 py-5">
        <AdminBrand />
        {headerAction}
      </div>
      <nav aria-label="Admin navigation" className="flex-1 overflow-y-auto px-3 py-4">
        <AdminNavLinks role={user?.role} onNavigate={onNavigate} />
      </nav>
      <div className="border-t border-gray-200 px-3 py-4">
        {user ? (
          <div className="mb-3 px-3 text-sm">
            <p className="truncate font-medium text-ink">{user.name || user.email}</p>
            <p className="truncate text-xs text-gray-600">
              {user.email} · <span className="capitalize">{user.role}</span>
            </p>
          </div>
        ) : null}
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          Logout
        </button>
      </div>
    </div>
  );
}
