import { Menu } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Outlet, replace, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminMobileMenu, CloseMenuButton } from "~/components/admin/admin-mobile-menu";
import { AdminBrand, AdminSidebarContent } from "~/components/admin/admin-sidebar";
import { AdminVerifying } from "~/components/admin/admin-verifying";
import {
  ADMIN_LOGIN_PATH,
  adminUserContext,
  choosePasswordPathFor,
  forgetVerifiedUser,
  loginPathFor,
  logout,
  verifiedUser,
  type AdminUser,
} from "~/lib/admin-session";
import { isAbortError, setUnauthorizedHandler } from "~/lib/api";
import { clearSession, isAuthenticated } from "~/lib/auth-storage";
import type { Route } from "./+types/layout";

/**
 * The guard of every admin screen, run in the browser (where the token lives) before any loader
 * or action of the admin routes, so no screen reads the API for someone who is not signed in. Not
 * signed in, or the server does not confirm the user → log out and go to the login, replacing this
 * history entry and remembering where the person was going. The user is confirmed once per token
 * (see verifiedUser) and handed to the loaders through `adminUserContext`.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request, context }) => {
    const url = new URL(request.url);
    const toLogin = () => replace(loginPathFor(`${url.pathname}${url.search}${url.hash}`));
    if (!isAuthenticated()) {
      forgetVerifiedUser();
      throw toLogin();
    }
    let user: AdminUser;
    try {
      user = await verifiedUser(request.signal);
    } catch (err) {
      if (isAbortError(err)) throw err;
      console.warn("Authentication check failed", err);
      clearSession();
      forgetVerifiedUser();
      throw toLogin();
    }
    // A temporary password: every screen waits until a new one is chosen (the API refuses them meanwhile).
    if (user.passwordChangeRequired) throw replace(choosePasswordPathFor(`${url.pathname}${url.search}${url.hash}`));
    context.set(adminUserContext, user);
  },
];

/** The signed-in user, as the guard confirmed it. */
export function clientLoader({ context }: Route.ClientLoaderArgs) {
  return { user: context.get(adminUserContext) };
}
clientLoader.hydrate = true as const;

/**
 * The signed-in person's name, e-mail and role change only in Settings, so only a change made
 * there (or an explicit revalidation) hands the layout the user again; the changes of other
 * screens (a reply, a product saved) do not.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction) return new URL(formAction, currentUrl).pathname === "/admin/settings" && defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/** What the server renders and what shows while the guard checks. */
export function HydrateFallback() {
  return <AdminVerifying />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // A 401 from any admin call: the API client has cleared the session; go to the login.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname: p, search, hash } = window.location;
      if (p === ADMIN_LOGIN_PATH) return;
      navigate(loginPathFor(`${p}${search}${hash}`), { replace: true });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);

  // The slide-in menu closes when the screen changes.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const onLogout = useCallback(async () => {
    setLoggingOut(true);
    setUnauthorizedHandler(undefined);
    await logout();
    setMenuOpen(false);
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  return (
    <div className="min-h-screen bg-gray-50 lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>

      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-gray-200 bg-white lg:block">
        <AdminSidebarContent user={user} onLogout={onLogout} loggingOut={loggingOut} />
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3 lg:hidden">
          <AdminBrand />
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            className="rounded-md p-2 text-gray-700 hover:bg-gray-100"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        </header>

        <AdminMobileMenu open={menuOpen} onClose={() => setMenuOpen(false)}>
          <AdminSidebarContent
            user={user}
            onLogout={onLogout}
            loggingOut={loggingOut}
            onNavigate={() => setMenuOpen(false)}
            headerAction={<CloseMenuButton onClick={() => setMenuOpen(false)} />}
          />
        </AdminMobileMenu>

        <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-7xl p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
