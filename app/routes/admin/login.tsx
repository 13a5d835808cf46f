import { AlertCircle, Lock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { loginSchema } from "#schemas/auth";
import { adminMeta } from "~/components/admin/admin-meta";
import { PasswordInput, adminInputClass } from "~/components/admin/password-input";
import { BUSINESS } from "~/content/business";
import { LoginError, login, safeAdminRedirect } from "~/lib/admin-session";
import { isAuthenticated } from "~/lib/auth-storage";

export const meta = () => adminMeta("Admin Login");

type Field = "email" | "password";
const FALLBACK_ERROR = "Login failed. Please check your credentials.";

export default function AdminLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get("redirectTo"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState("");
  const [busy, setBusy] = useState(false);
  // The form works only with the script (the token lives in the browser): until then the button
  // stays disabled, so nothing is sent as a plain form submission.
  const [hydrated, setHydrated] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setHydrated(true);
    // Already signed in: straight to the panel.
    if (isAuthenticated()) navigate(target, { replace: true });
  }, [navigate, target]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setFormError("");
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await login(parsed.data.email, parsed.data.password);
      navigate(target, { replace: true });
    } catch (err) {
      setFormError(err instanceof LoginError && err.fromServer ? err.message : FALLBACK_ERROR);
      setBusy(false);
    }
  }

  const edit = (field: Field, value: string) => {
    if (field === "email") setEmail(value);
    else setPassword(value);
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-gray-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white">
            <Lock aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="text-2xl font-bold text-ink">Admin Login</h1>
          <p className="mt-1 text-sm text-gray-600">Sign in to manage {BUSINESS.name}</p>
        </div>

        {formError ? (
          <div role="alert" className="mb-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{formError}</span>
          </div>
        ) : null}

        <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <div>
            <label htmlFor="admin-email" className="mb-1.5 block text-sm font-medium text-gray-800">
              Email Address
            </label>
            <input
              ref={emailRef}
              id="admin-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              value={email}
              onChange={(e) => edit("email", e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "admin-email-error" : undefined}
              placeholder="admin@example.com"
              className={adminInputClass}
            />
            {errors.email ? (
              <p id="admin-email-error" className="mt-1.5 text-sm text-red-700">
                {errors.email}
              </p>
            ) : null}
          </div>

          <div>
            <label htmlFor="admin-password" className="mb-1.5 block text-sm font-medium text-gray-800">
              Password
            </label>
            <PasswordInput
              ref={passwordRef}
              id="admin-password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => edit("password", e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "admin-password-error" : undefined}
              placeholder="Enter your password"
              className={adminInputClass}
            />
            {errors.password ? (
              <p id="admin-password-error" className="mt-1.5 text-sm text-red-700">
                {errors.password}
              </p>
            ) : null}
          </div>

          <button
            type="submit"
            disabled={busy || !hydrated}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
            {busy ? "Signing in..." : "Sign in to Admin Panel"}
          </button>
        </form>

        <p className="mt-6 text-center text-sm text-gray-600">Use your admin credentials to access the panel</p>
      </div>
    </main>
  );
}
