// /admin/profile (admins and editors): the user's own public profile, the
// byline of their posts, their /author page and their card on /team (when they choose to appear there).
import { useId, useState, type FormEvent } from "react";
import { Link, useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { Profile } from "../../../shared/schemas/user";
import { AdminHeader, AdminLoading, ErrorBanner, TextField } from "../../components/admin/ui";
import { adminWrite, loadScreen, submitted, useAdminWrite } from "../../lib/admin-data";
import { useImageUpload } from "../../lib/upload";

export const meta = () => [{ title: "My Public Profile | Admin" }];

const ENDPOINT = "/api/auth/profile";

export const loader = (async (args: ScreenArgs) => loadScreen<Profile>(args, ENDPOINT, adminMessages.profileFetchFailed), {
  hydrate: true as const,
});

export async function action(args: ScreenArgs) {
  const { body } = await submitted<{ body: Record<string, unknown> }>(request);
  return adminWrite<Profile>(args, ENDPOINT, { method: "PUT", json: body }, adminMessages.profileSaveFailed);
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
  const loaded = useLoaderData<typeof loader>();
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
  const error = (write.result && !write.result.ok ? write.result.error : null) ?? photo.error ?? loaded.error;

  function save(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    void write.submit({ body: { ...values, memberships: values.memberships.split("\n") } });
  }

  const field = (k: "publicName" | "title" | "photoAlt", label: string, hint?: string, required = false) => (
    <TextField id={`${id}-${k}`} label={label} value={values[k]} onChange={(v) => set(k, v)} required={required} hint={hint} />
  );

  return (
    <section className="max-w-3xl">
      <AdminHeader title="My Public Profile" />
      <p className="mb-6 text-sm text-muted">
        Shown as the byline of your posts and on your author page
        {slug && (
          <>
            {" "}
            (
            <Link to={`/author/${slug}`} className="font-medium text-brand-700 underline" target="_blank">
              /author/{slug}
            </Link>
            )
          </>
        )}
        . Credentials matter for tax and legal advice: give your title and membership numbers as you would cite them.
      </p>
      <ErrorBanner message={error} />
      {saved && (
        <p role="status" className="mb-4 success-banner">
          {adminMessages.profileSaved}
        </p>
      )}
      <form className="space-y-4" noValidate onSubmit={save}>
        {field("publicName", "Public name", "As readers see it, e.g. CA Priya Mehta. Your author page's address is made from it.", true)}
        {field("title", "Title", "For example Chartered Accountant, Company Secretary, Advocate.")}
        <div>
          <label htmlFor={`${id}-memberships`} className="field-label">
            Membership numbers
          </label>
          <textarea
            id={`${id}-memberships`}
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
          <textarea id={`${id}-bio`} className="field" rows={5} value={values.bio} onChange={(e) => set("bio", e.target.value)} />
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
          <input type="checkbox" checked={values.showOnTeam} onChange={(e) => set("showOnTeam", e.target.checked)} className="size-4" />
          Show on the team page (/team)
        </label>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={write.busy || photo.busy}>
            {write.busy ? adminMessages.saving : "Save profile"}
          </button>
        </div>
      </form>
    </section>
  );
}
