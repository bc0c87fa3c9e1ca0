// /admin/profile (admins and editors): the user's own public profile (the team member linked to their account:
// the byline of their posts, their /author page and their card on /team; admins edit every member at /admin/team),
// their password, two-step sign-in and the browsers they are signed in on.
// Every form posts to this route's action, with JavaScript or without.
import { useId, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { Profile } from "../../../shared/schemas/user";
import { AdminHeader, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, submitted, useAdminWrite, type ScreenArgs, type Written } from "../../lib/admin-data";
import { useImageUpload } from "../../lib/upload";
import { PasswordFields } from "../../components/admin/password-fields";
import { dateTimeIn } from "../../../shared/formats";
import type { Route } from "./+types/profile";

export const meta = () => [{ title: "My Public Profile | Admin" }];

const ENDPOINT = "/api/auth/profile";

/** A session as GET /api/auth/sessions lists it. */
type SessionRow = { id: string; browser: string; address: string; createdAt: string; lastSeenAt: string; current: boolean };

export async function loader(args: Route.LoaderArgs) {
  return loadScreen(args, async () => {
    const [profile, sessions] = await Promise.all([
      loadAdmin<Profile>(args, ENDPOINT, adminMessages.profileFetchFailed),
      loadAdmin<SessionRow[]>(args, "/api/auth/sessions", adminMessages.sessionsFetchFailed),
    ]);
    return { profile, sessions, twoStepOn: args.context.admin.twoStep.on };
  });
}

/** What the profile's forms post: the field `intent` names the form. */
type Sent = { intent?: string; body?: Record<string, unknown>; id?: string; code?: string; currentPassword?: string; newPassword?: string; confirmPassword?: string };

/** The profile form's fields, posted without JavaScript: the memberships one per line, the checkbox "on" or absent. */
function profileBody(sent: Sent): Record<string, unknown> {
  const body = sent.body ?? {};
  if (typeof body.memberships === "string") body.memberships = body.memberships.split(/\r?\n/);
  if (typeof body.showOnTeam !== "boolean") body.showOnTeam = body.showOnTeam === "on" || body.showOnTeam === "true";
  return body;
}

/** Each answer names the form it answers, so the page shows it in the right place. */
export type ProfileAnswer =
  | ({ form: "profile" } & Written<Profile>)
  | ({ form: "password" } & Written<unknown>)
  | ({ form: "two-step" } & (Written<unknown> | { ok: true; setup: { secret: string; qr: string } } | { ok: true; recoveryCodes: string[] } | { ok: true; off: true }))
  | ({ form: "sessions" } & (Written<unknown> | { ok: true; ended: number | "one" }));

export async function action(args: Route.ActionArgs): Promise<ProfileAnswer> {
  const sent = await submitted<Sent>(args.request);
  const write = <T,>(path: string, init: Parameters<typeof adminWrite>[2], failed: string) => adminWrite<T>(args as ScreenArgs, path, init, failed);
  switch (sent.intent) {
    case "password": {
      if (sent.newPassword !== sent.confirmPassword) return { form: "password", ok: false, error: adminMessages.passwordsDiffer, status: 0 };
      const json = { currentPassword: sent.currentPassword ?? "", newPassword: sent.newPassword ?? "" };
      return { form: "password", ...(await write("/api/auth/password", { method: "PUT", json }, adminMessages.passwordChangeFailed)) };
    }
    case "totp-begin": {
      const begun = await write<{ secret: string; otpauthUrl: string }>("/api/auth/totp", { method: "POST" }, adminMessages.twoStepFailed);
      if (!begun.ok) return { form: "two-step", ...begun };
      return { form: "two-step", ok: true, setup: { secret: begun.data.secret, qr: await args.context.admin.qrCode(begun.data.otpauthUrl) } };
    }
    case "totp-confirm": {
      const done = await write<{ recoveryCodes: string[] }>("/api/auth/totp/confirm", { method: "POST", json: { code: sent.code ?? "" } }, adminMessages.twoStepFailed);
      return done.ok ? { form: "two-step", ok: true, recoveryCodes: done.data.recoveryCodes } : { form: "two-step", ...done };
    }
    case "totp-disable": {
      const done = await write("/api/auth/totp", { method: "DELETE", json: { code: sent.code ?? "" } }, adminMessages.twoStepFailed);
      return done.ok ? { form: "two-step", ok: true, off: true } : { form: "two-step", ...done };
    }
    case "session-end": {
      const done = await write(`/api/auth/sessions/${encodeURIComponent(sent.id ?? "")}`, { method: "DELETE" }, adminMessages.sessionEndFailed);
      return done.ok ? { form: "sessions", ok: true, ended: "one" } : { form: "sessions", ...done };
    }
    case "sessions-others": {
      const done = await write<{ ended: number }>("/api/auth/sessions?others=true", { method: "DELETE" }, adminMessages.sessionEndFailed);
      return done.ok ? { form: "sessions", ok: true, ended: done.data.ended } : { form: "sessions", ...done };
    }
    default:
      return { form: "profile", ...(await write<Profile>(ENDPOINT, { method: "PUT", json: profileBody(sent) }, adminMessages.profileSaveFailed)) };
  }
}

type Values = { publicName: string; title: string; bio: string; photo: string; photoAlt: string; memberships: string; showOnTeam: boolean };

const toValues = (p: Profile | null): Values => ({
  publicName: p?.publicName ?? "",
  title: p?.title ?? "",
  bio: p?.bio ?? "",
  photo: p?.photo ?? "",
  photoAlt: p?.photoAlt ?? "",
  memberships: p?.memberships.join("\n") ?? "",
  showOnTeam: p?.showOnTeam ?? false,
});

export default function AdminProfile() {
  const { profile, sessions, twoStepOn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <section className="max-w-3xl space-y-10">
      <div>
        <AdminHeader title="My Public Profile" />
        {params.get("two-step") === "required" && !twoStepOn && (
          <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {adminMessages.twoStepRequired}
          </p>
        )}
        <ProfileForm loaded={profile} answer={answer?.form === "profile" ? answer : undefined} />
      </div>
      <TwoStepSection on={twoStepOn} answer={answer?.form === "two-step" ? answer : undefined} />
      <PasswordSection answer={answer?.form === "password" ? answer : undefined} />
      <SessionsSection loaded={sessions} answer={answer?.form === "sessions" ? answer : undefined} />
    </section>
  );
}

/** A form of this page is being sent (its `intent`), for its button's busy label. */
function useSending(intent: string): boolean {
  const nav = useNavigation();
  return nav.state === "submitting" && nav.formData?.get("intent") === intent;
}

function ProfileForm({ loaded, answer }: { loaded: { data: Profile | null; error: string | null }; answer?: Written<Profile> }) {
  const id = useId();
  const [values, setValues] = useState(() => toValues(loaded.data));
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));
  const [slug, setSlug] = useState(loaded.data?.slug ?? "");
  const [saved, setSaved] = useState(false);
  const write = useAdminWrite<Profile>((result) => {
    if (result.ok) {
      setSlug(result.data.slug);
      setSaved(true);
    }
  });
  const photo = useImageUpload();
  // With JavaScript the fetcher's answer; without it, the page's own (the form was posted).
  const result = write.result ?? answer;
  const error = (result && !result.ok ? result.error : null) ?? photo.error ?? loaded.error;
  const shownSlug = answer?.ok ? answer.data.slug : slug;

  function save(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    void write.submit({ body: { ...values, memberships: values.memberships.split("\n") } });
  }

  const field = (k: "publicName" | "title" | "photoAlt", label: string, hint?: string, required = false) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="field-label">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <input
        id={`${id}-${k}`}
        name={`body.${k}`}
        className="field"
        required={required}
        value={values[k]}
        onChange={(e) => set(k, e.target.value)}
        aria-describedby={hint ? `${id}-${k}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-${k}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <>
      <p className="mb-6 text-sm text-muted">
        Shown as the byline of your posts and on your author page
        {shownSlug && (
          <>
            {" "}
            (
            <Link to={`/author/${shownSlug}`} className="font-medium text-brand-700 underline" target="_blank">
              /author/{shownSlug}
            </Link>
            )
          </>
        )}
        . Credentials matter for tax and legal advice: give your title and membership numbers as you would cite them.
      </p>
      <ErrorBanner message={error} />
      {(saved || (answer?.ok && !write.result)) && (
        <p role="status" className="mb-4 success-banner">
          {adminMessages.profileSaved}
        </p>
      )}
      <Form method="post" className="space-y-4" noValidate onSubmit={save}>
        <input type="hidden" name="intent" value="profile" />
        {field("publicName", "Public name", "As readers see it, e.g. CA Priya Mehta. Your author page's address is made from it.", true)}
        {field("title", "Title", "For example Chartered Accountant, Company Secretary, Advocate.")}
        <div>
          <label htmlFor={`${id}-memberships`} className="field-label">
            Membership numbers
          </label>
          <textarea
            id={`${id}-memberships`}
            name="body.memberships"
            className="field"
            rows={3}
            value={values.memberships}
            aria-describedby={`${id}-memberships-hint`}
            onChange={(e) => set("memberships", e.target.value)}
          />
          <p id={`${id}-memberships-hint`} className="mt-1 text-xs text-muted">
            One per line, e.g. ICAI membership no. 512345 or ICSI membership no. A12345.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-bio`} className="field-label">
            Short bio
          </label>
          <textarea id={`${id}-bio`} name="body.bio" className="field" rows={5} value={values.bio} onChange={(e) => set("bio", e.target.value)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-[6rem_minmax(0,1fr)] sm:items-start">
          {values.photo ? (
            <img src={values.photo} alt="" width={96} height={96} className="size-24 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="block size-24 rounded-full bg-slate-200" />
          )}
          <div className="space-y-3">
            <div>
              <label htmlFor={`${id}-photo`} className="field-label">
                Photo
              </label>
              <input type="hidden" name="body.photo" value={values.photo} />
              <input
                id={`${id}-photo`}
                type="file"
                accept="image/png,image/jpeg"
                className="block text-sm"
                disabled={photo.busy}
                onChange={(e) =>
                  void photo.upload(e.target.files?.[0]).then((r) => {
                    if (r && "url" in r) set("photo", r.url);
                  })
                }
              />
              <noscript>
                <p className="mt-1 text-xs text-muted">{adminMessages.photoNeedsScript}</p>
              </noscript>
              {values.photo && (
                <button type="button" className="mt-2 text-sm font-medium text-red-700 underline" onClick={() => set("photo", "")}>
                  Remove photo
                </button>
              )}
            </div>
            {field("photoAlt", "Photo description (alt text)")}
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="body.showOnTeam" checked={values.showOnTeam} onChange={(e) => set("showOnTeam", e.target.checked)} className="size-4" />
          Show on the team page (/team)
        </label>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={write.busy || photo.busy}>
            {write.busy ? adminMessages.saving : "Save profile"}
          </button>
        </div>
      </Form>
    </>
  );
}

type TwoStepAnswer = Extract<ProfileAnswer, { form: "two-step" }>;

/** Two-step sign-in: on or off; turning it on shows the QR code, then asks for a first code, then shows the recovery codes once. */
function TwoStepSection({ on, answer }: { on: boolean; answer?: TwoStepAnswer }) {
  const id = useId();
  const error = answer && !answer.ok ? answer.error : null;
  const setup = answer && "setup" in answer ? answer.setup : null;
  const codes = answer && "recoveryCodes" in answer ? answer.recoveryCodes : null;
  const sending = useSending(on ? "totp-disable" : setup ? "totp-confirm" : "totp-begin");
  // A wrong first code keeps the setup on screen: the secret comes back in the form.
  const codeField = (intent: string, label: string) => (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <label htmlFor={`${id}-${intent}`} className="field-label">
          {label}
        </label>
        <input id={`${id}-${intent}`} name="code" required inputMode="numeric" autoComplete="one-time-code" spellCheck={false} className="field w-48" />
      </div>
      <button type="submit" className={intent === "totp-disable" ? "btn-danger" : "btn-primary"} disabled={sending}>
        {intent === "totp-disable" ? "Turn off" : "Turn on"}
      </button>
    </Form>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Two-step sign-in
      </h2>
      <ErrorBanner message={error} />
      {codes ? (
        <div className="mt-3 space-y-3">
          <p role="status" className="success-banner">
            {adminMessages.twoStepOn}
          </p>
          <p className="text-sm text-slate-700">{adminMessages.recoveryCodesIntro}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
            {codes.map((c) => (
              <li key={c} className="rounded bg-slate-100 px-3 py-1">
                {c}
              </li>
            ))}
          </ul>
        </div>
      ) : on ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{adminMessages.twoStepOn}</p>
          {codeField("totp-disable", "Code to turn it off")}
        </>
      ) : setup ? (
        <div className="mt-3">
          <p className="text-sm text-slate-700">{adminMessages.twoStepScan}</p>
          {/* The SVG is made on the server by the qrcode library from the otpauth URL: markup of our own, no user input. */}
          <div className="mt-3 size-48 bg-white p-2" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: setup.qr }} />
          <p className="mt-3 text-sm">
            Key:{" "}
            <code className="font-mono break-all" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          {codeField("totp-confirm", "6-digit code")}
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{answer && "off" in answer ? adminMessages.twoStepTurnedOff : adminMessages.twoStepOff}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="totp-begin" />
            <button type="submit" className="btn-primary" disabled={sending}>
              Turn on two-step sign-in
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

/** Change password: every other session ends; this one carries on. */
function PasswordSection({ answer }: { answer?: Written<unknown> }) {
  const id = useId();
  const sending = useSending("password");
  return (
    <section id="password" aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Password
      </h2>
      <ErrorBanner message={answer && !answer.ok ? answer.error : null} />
      {answer?.ok && (
        <p role="status" className="mt-3 success-banner">
          {adminMessages.passwordChanged}
        </p>
      )}
      <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="password" />
        <PasswordFields />
        <div>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? adminMessages.saving : "Change password"}
          </button>
        </div>
      </Form>
    </section>
  );
}

type SessionsAnswer = Extract<ProfileAnswer, { form: "sessions" }>;

/** Where the user is signed in, with a way to end each session, or all but this one. */
function SessionsSection({ loaded, answer }: { loaded: { data: SessionRow[] | null; error: string | null }; answer?: SessionsAnswer }) {
  const id = useId();
  const others = (loaded.data ?? []).filter((s) => !s.current).length;
  const done = answer && "ended" in answer ? answer.ended : null;
  return (
    <section aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Where you are signed in
      </h2>
      <p className="mt-1 text-sm text-muted">{adminMessages.sessionsIntro}</p>
      <ErrorBanner message={(answer && !answer.ok ? answer.error : null) ?? loaded.error} />
      {done !== null && (
        <p role="status" className="mt-3 success-banner">
          {done === "one" ? adminMessages.sessionEndedOne : adminMessages.sessionsOthersEnded(done)}
        </p>
      )}
      <ul className="mt-4 divide-y divide-slate-200" data-testid="sessions">
        {(loaded.data ?? []).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-medium text-ink">
                {s.browser}
                {s.current && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This one</span>}
              </p>
              <p className="text-muted">
                {s.address || "Unknown address"} · last seen <time dateTime={s.lastSeenAt}>{formatWhen(s.lastSeenAt)}</time>
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="session-end" />
              <input type="hidden" name="id" value={s.id} />
              <button type="submit" className="btn-outline">
                Sign out
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sessions-others" />
          <button type="submit" className="btn-danger">
            Sign out other sessions
          </button>
        </Form>
      )}
    </section>
  );
}

/** "27 Nov 2026, 2:05 pm" in India's time ("" for a stored value that is not a date). */
const formatWhen = (iso: string) => dateTimeIn("en", iso);
