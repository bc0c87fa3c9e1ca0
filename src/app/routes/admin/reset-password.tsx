// /admin/reset-password?token=... (issue 16): the new password, twice. A used, expired or garbage link
// gets the server's message.
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { ErrorBanner } from "../../components/admin/ui";
import { adminFetch, errorText } from "../../lib/admin-api";
import { AuthCard } from "../../components/admin/auth-card";

export const meta = () => [{ title: "Choose a new password | Admin Portal" }, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }];

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : apiMessages.resetLinkInvalid);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("confirmPassword") ?? "")) return setError(adminMessages.passwordsDiffer);
    setBusy(true);
    setError(null);
    try {
      await adminFetch("/api/auth/reset-password", { method: "POST", json: { token, password } });
      setDone(true);
    } catch (err) {
      setError(errorText(err, adminMessages.resetFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="success-banner">
            {adminMessages.resetDone}
          </p>
          <Link to="/admin/login" className="btn-primary w-full">
            Go to login
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-4">
          <p className="text-sm text-slate-700">{adminMessages.resetIntro}</p>
          <ErrorBanner message={error} />
          <div>
            <label className="field-label" htmlFor={`${id}-new`}>
              New password
            </label>
            <input id={`${id}-new`} name="password" type="password" required minLength={8} autoComplete="new-password" className="field" />
          </div>
          <div>
            <label className="field-label" htmlFor={`${id}-confirm`}>
              Confirm new password
            </label>
            <input id={`${id}-confirm`} name="confirmPassword" type="password" required minLength={8} autoComplete="new-password" className="field" />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated || !token}>
            {busy ? adminMessages.saving : "Set new password"}
          </button>
        </form>
      )}
      {!done && error === apiMessages.resetLinkInvalid && (
        <p className="mt-4 text-center text-sm">
          <Link to="/admin/forgot-password" className="text-brand-700 hover:underline">
            Ask for a new link
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
