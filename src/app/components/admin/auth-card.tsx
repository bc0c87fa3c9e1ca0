// The signed-out admin screens (login, forgot and reset password): the centred card with a way back, and
// the one form they all use. The form posts (method POST: a password never ends up in a URL) to its route's
// server action, with JavaScript or without; the route shows the action's answer.
import { useId, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { ErrorBanner } from "./ui";

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
export type AuthField = {
  name: string;
  label: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  minLength?: number;
  after?: ReactNode;
  /** A code: the phone's number pad, no spell-check. */
  inputMode?: "numeric" | "text";
  autoFocus?: boolean;
};

type AuthFormProps = {
  fields: AuthField[];
  /** Sent along unseen (the second step's challenge). */
  hidden?: Record<string, string>;
  /** Under the fields, above the button ("Keep me signed in"). */
  extra?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  error: string | null;
  /** Shown above the error (an intro, a notice). */
  lead?: ReactNode;
  /** Extra reason to keep the button disabled (a reset screen without a token). */
  disabled?: boolean;
};

export function AuthForm({ fields, hidden = {}, extra, submitLabel, busyLabel, error, lead, disabled = false }: AuthFormProps) {
  const id = useId();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 space-y-4">
      {lead}
      <ErrorBanner message={error} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((f) => (
        <div key={f.name}>
          <label className="field-label" htmlFor={`${id}-${f.name}`}>
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type={f.type}
            required
            minLength={f.minLength}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the second step's one field, right after the first step
            autoFocus={f.autoFocus}
            spellCheck={f.type === "text" ? false : undefined}
            className="field"
          />
          {f.after}
        </div>
      ))}
      {extra}
      <button type="submit" className="btn-primary w-full" disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </Form>
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
