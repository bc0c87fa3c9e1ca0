// The centred card of the signed-out admin screens (forgot and reset password), with a way back to login.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="card w-full max-w-sm p-8">
        <h1 className="text-center text-2xl font-bold text-ink">{title}</h1>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className="text-brand-700 hover:underline">
            Back to login
          </Link>
        </p>
      </div>
    </main>
  );
}

/** The forgot-password screen when the site cannot send e-mail (no SMTP_URL): the other ways to a new password. */
export function NoMailHelp() {
  return (
    <div className="mt-6 space-y-3 text-sm text-slate-700">
      <p>{adminMessages.forgotNoMail}</p>
      <pre className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-ink">npm run user -- passwd --email you@example.com</pre>
    </div>
  );
}
