// /admin/forgot-password (issue 16): asks for a reset link by e-mail. The answer is the same whether or
// not the e-mail has an account. Without SMTP the page says how else to get a new password.
import { useEffect, useId, useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { AuthCard, NoMailHelp } from "../../components/admin/auth-card";
import { ErrorBanner } from "../../components/admin/ui";
import { adminFetch, errorText } from "../../lib/admin-api";
import type { Route } from "./+types/forgot-password";

export const meta = () => [{ title: "Forgot password | Admin Portal" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  return { resetByMail: context.staffResetByMail };
}

export default function ForgotPassword() {
  const { resetByMail } = useLoaderData<typeof loader>();
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      await adminFetch("/api/auth/forgot-password", { method: "POST", json: { email } });
      setSent(true);
    } catch (err) {
      setError(errorText(err, adminMessages.forgotFailed));
    } finally {
      setBusy(false);
    }
  }

  if (!resetByMail) {
    return (
      <AuthCard title="Forgot password">
        <NoMailHelp />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password">
      {sent ? (
        <p role="status" className="success-banner mt-6">
          {adminMessages.forgotSent}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-6 space-y-4">
          <p className="text-sm text-slate-700">{adminMessages.forgotIntro}</p>
          <ErrorBanner message={error} />
          <div>
            <label className="field-label" htmlFor={`${id}-email`}>
              Email
            </label>
            <input id={`${id}-email`} name="email" type="email" required autoComplete="username" className="field" />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? adminMessages.saving : "Send reset link"}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
