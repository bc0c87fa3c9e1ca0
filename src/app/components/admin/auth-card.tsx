// The signed-out admin screens (login, forgot and reset password): the centred card with a way back, and
// the one form they all use. The form is server-rendered; it posts to its route's clientAction through a
// fetcher and only once the page is hydrated, so a password never ends up in a URL.
import { useId, type ReactNode } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { ErrorBanner } from "./ui";
import { useHydrated } from "../../lib/use-hydrated";

/** `back`: the link under the card: to the login screen (default) or, from the login screen, to the website. */
export function AuthCard({ title, children, back = "login" }: { title: string; children: ReactNode; back?: "login" | "website" }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm card p-8">
        <h1 className="text-center text-2xl font-bold text-ink">{title}</h1>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link to={back === "website" ? "/" : "/admin/login"} className="text-brand-700 hover:underline">
            {back === "website" ? "Back to the website" : "Back to login"}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** One field of an auth form; `after` goes under the input (the login screen's "Forgot password?"). */
export type AuthField = { name: string; label: string; type: "email" | "password"; autoComplete: string; minLength?: number; after?: ReactNode };

type AuthFormProps = {
  fetcher: FetcherWithComponents<unknown>;
  fields: AuthField[];
  submitLabel: string;
  busyLabel: string;
  error: string | null;
  /** Shown above the error (an intro, a notice). */
  lead?: ReactNode;
  /** Extra reason to keep the button disabled (a reset screen without a token). */
  disabled?: boolean;
};

export function AuthForm({ fetcher, fields, submitLabel, busyLabel, error, lead, disabled = false }: AuthFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-6 space-y-4">
      {lead}
      <ErrorBanner message={error} />
      {fields.map((f) => (
        <div key={f.name}>
          <label className="field-label" htmlFor={`${id}-${f.name}`}>
            {f.label}
          </label>
          <input id={`${id}-${f.name}`} name={f.name} type={f.type} required minLength={f.minLength} autoComplete={f.autoComplete} className="field" />
          {f.after}
        </div>
      ))}
      <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated || disabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </fetcher.Form>
  );
}

/** A posted form field as text ("" when missing). */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The forgot-password screen when the site cannot send e-mail (no SMTP_URL): the other ways to a new password. */
export function NoMailHelp() {
  return (
    <div className="mt-6 space-y-3 text-sm text-slate-700">
      <p>{adminMessages.forgotNoMail}</p>
      <pre className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-ink">npm run user -- passwd --email you@example.com</pre>
    </div>
  );
}
