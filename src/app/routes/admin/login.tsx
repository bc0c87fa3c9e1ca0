// Admin login (docs/product.md#admin-routes). The form is server-rendered; it submits only once the page is hydrated,
// so a password never ends up in a URL.
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { ErrorBanner } from "../../components/admin/ui";
import { adminFetch, ApiError } from "../../lib/admin-api";
import { getSession, isStaffRole, safeNext, saveSession } from "../../lib/admin-session";

export const meta = () => [{ title: "Admin Portal | Company Registration Delhi" }, { name: "robots", content: "noindex" }];

type LoginAnswer = { token: string; user: { role: string; email: string; name: string } };

export default function Login() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here by the admin area: say why (a session the server ended) and go back there after signing in.
  const ended = params.get("ended") === "1";
  const next = safeNext(params.get("next")) ?? "/admin/dashboard";
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setHydrated(true);
    // Already signed in: straight to the dashboard (the layout still checks the token with the server).
    const session = getSession();
    if (session && isStaffRole(session.role)) navigate(next, { replace: true });
  }, [navigate, next]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) return setError(apiMessages.loginFailed);
    setBusy(true);
    setError(null);
    try {
      const { token, user } = await adminFetch<LoginAnswer>("/api/auth/login", { method: "POST", json: { email, password } });
      saveSession(token, user);
      navigate(isStaffRole(user.role) ? next : "/unauthorized", { replace: true });
    } catch (err) {
      // Too many attempts: say so (with the server's text); anything else is the one login message.
      setError(err instanceof ApiError && err.status === 429 && err.message ? err.message : apiMessages.loginFailed);
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="card w-full max-w-sm p-8">
        <h1 className="text-center text-2xl font-bold text-ink">Admin Portal</h1>
        <form onSubmit={submit} className="mt-6 space-y-4">
          {ended && !error && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {adminMessages.sessionEnded}
            </p>
          )}
          <ErrorBanner message={error} />
          <div>
            <label className="field-label" htmlFor={`${id}-email`}>
              Email
            </label>
            <input id={`${id}-email`} name="email" type="email" required autoComplete="username" className="field" />
          </div>
          <div>
            <label className="field-label" htmlFor={`${id}-password`}>
              Password
            </label>
            <input id={`${id}-password`} name="password" type="password" required autoComplete="current-password" className="field" />
            <p className="mt-2 text-right text-sm">
              <Link to="/admin/forgot-password" className="text-brand-700 hover:underline">
                Forgot password?
              </Link>
            </p>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? adminMessages.loggingIn : "Login"}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-brand-700 hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
