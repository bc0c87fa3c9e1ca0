// The blog editor form (/admin/blog/new and /admin/blog/edit/{id}): fields of SPEC 2.8 and 5, the
// rich-text editor (lazy, its own chunk), featured image upload, SEO block, unsaved-changes warning.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { STATUSES, type Status } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import type { Blog } from "../../../shared/schemas/blog";
import { slugify } from "../../../shared/slug";
import { adminFetch, errorText } from "../../lib/admin-api";
import { todayInIndia } from "../../lib/format";
import { uploadImage } from "../../lib/upload";
import { TaxonomyFields } from "./taxonomy-fields";
import { ConfirmDialog, ErrorBanner } from "./ui";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

type Values = {
  title: string;
  excerpt: string;
  content: string;
  /** YYYY-MM-DD, as the date input holds it (India time). */
  date: string;
  image: string;
  status: Status;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  canonicalUrl: string;
  socialImage: string;
  /** Issue 20: the category's id ("" for none) and the tags' ids. */
  categoryId: string;
  tagIds: string[];
};

function initialValues(blog: Blog | null): Values {
  return {
    title: blog?.title ?? "",
    excerpt: blog?.excerpt ?? "",
    content: blog?.content ?? "",
    date: blog ? todayInIndia(new Date(blog.date)) : todayInIndia(),
    image: blog?.image ?? "",
    status: blog?.status ?? "draft",
    featured: blog?.featured ?? false,
    metaTitle: blog?.metaTitle ?? "",
    metaDescription: blog?.metaDescription ?? "",
    keywords: blog?.keywords ?? "",
    canonicalUrl: blog?.canonicalUrl ?? "",
    socialImage: blog?.socialImage ?? "",
    categoryId: blog?.categoryId ?? "",
    tagIds: blog?.tagIds ?? [],
  };
}

/** The chosen day as midnight in India, so a post dated today is public at once (not at 05:30 IST). */
function isoDate(day: string, blog: Blog | null): string {
  if (blog && todayInIndia(new Date(blog.date)) === day) return blog.date; // unchanged: keep the time
  return `${day}T00:00:00+05:30`;
}

export function BlogForm({ blog }: { blog: Blog | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initialValues(blog));
  // The editor is uncontrolled: it starts from this and reports changes.
  const [initialContent] = useState(values.content);
  const [excerptEdited, setExcerptEdited] = useState(blog !== null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [contentError, setContentError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const leaving = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const ids = { content: useId(), image: useId(), imageHint: useId(), excerptHint: useId() };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
  };

  function onTitle(title: string) {
    setValues((v) => ({ ...v, title, excerpt: excerptEdited ? v.excerpt : slugify(title) }));
    setDirty(true);
  }

  function onExcerpt(excerpt: string) {
    set("excerpt", excerpt);
    // Clearing the field hands it back to the title's suggestion.
    setExcerptEdited(excerpt !== "");
  }

  // Unsaved changes: in-app navigation asks first; closing or reloading the tab gets the browser's prompt.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  async function onImage(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    const result = await uploadImage(file);
    setUploading(false);
    if ("error" in result) setUploadError(result.error);
    else set("image", result.url);
  }

  function showError(message: string) {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ behavior: "smooth", block: "center" }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!values.content) {
      setContentError(true);
      return showError(adminMessages.contentRequired);
    }
    setSaving(true);
    try {
      const body = { ...values, date: isoDate(values.date, blog) };
      if (blog) await adminFetch(`/api/blogs/${encodeURIComponent(blog.id)}`, { method: "PUT", json: body });
      else await adminFetch("/api/blogs", { method: "POST", json: body });
      leaving.current = true;
      navigate("/admin/blog");
    } catch (err) {
      setSaving(false);
      showError(errorText(err, adminMessages.blogSaveFailed));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6" aria-busy={saving}>
      <div ref={errorRef}>
        <ErrorBanner message={error} />
      </div>

      <Section title="Post">
        <Field label="Title" required>
          {(id) => <input id={id} className="field" required maxLength={200} value={values.title} onChange={(e) => onTitle(e.target.value)} />}
        </Field>
        <Field label="Excerpt" required>
          {(id) => (
            <>
              <input id={id} className="field" required maxLength={200} pattern="[^\/]+" title="An excerpt must not contain /" aria-describedby={ids.excerptHint} value={values.excerpt} onChange={(e) => onExcerpt(e.target.value)} />
              <p id={ids.excerptHint} className="mt-1 text-xs text-slate-600">
                The post&apos;s address: /blog/{values.excerpt || "…"}. Suggested from the title; changing it later keeps the old address working.
              </p>
            </>
          )}
        </Field>
        <div>
          <span id={ids.content} className="field-label">
            Content <span aria-hidden="true">*</span>
          </span>
          <Suspense fallback={<p className="rounded-lg border border-slate-300 bg-white p-4 text-muted">{adminMessages.editorLoading}</p>}>
            <RichTextEditor
              initialHtml={initialContent}
              labelledBy={ids.content}
              invalid={contentError}
              onChange={(html) => {
                set("content", html);
                if (html) setContentError(false);
              }}
            />
          </Suspense>
        </div>
      </Section>

      <Section title="Publishing">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Publish Date" required>
            {(id) => <input id={id} type="date" className="field" required value={values.date} onChange={(e) => set("date", e.target.value)} />}
          </Field>
          <Field label="Status">
            {(id) => (
              <select id={id} className="field capitalize" value={values.status} onChange={(e) => set("status", e.target.value as Status)}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s[0].toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" checked={values.featured} onChange={(e) => set("featured", e.target.checked)} />
          Featured post (listed under Featured Blogs on the package pages)
        </label>
        <TaxonomyFields
          categoryId={values.categoryId}
          tagIds={values.tagIds}
          onChange={(next) => {
            setValues((v) => ({ ...v, ...next }));
            setDirty(true);
          }}
        />
        <div>
          <label htmlFor={ids.image} className="field-label">
            Featured Image
          </label>
          {values.image && (
            <div className="mb-3 flex items-end gap-3">
              <img src={values.image} alt="Featured image preview" className="h-32 w-auto max-w-xs rounded-lg border border-slate-200 object-cover" />
              <button type="button" className="btn-outline px-3 py-1.5" onClick={() => set("image", "")}>
                Remove image
              </button>
            </div>
          )}
          <input id={ids.image} type="file" accept="image/png,image/jpeg" aria-describedby={ids.imageHint} disabled={uploading} className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700" onChange={(e) => void onImage(e.target.files?.[0])} />
          <p id={ids.imageHint} className="mt-1 text-xs text-slate-600">
            {uploading ? adminMessages.uploading : adminMessages.imageHint}
          </p>
          {uploadError && (
            <p role="alert" className="error-banner mt-2">
              {uploadError}
            </p>
          )}
        </div>
      </Section>

      <Section title="SEO" note="Optional. Empty fields fall back to the title, the post's address and the featured image.">
        <Field label="Meta Title">{(id) => <input id={id} className="field" maxLength={200} value={values.metaTitle} onChange={(e) => set("metaTitle", e.target.value)} />}</Field>
        <Field label="Meta Description">{(id) => <textarea id={id} className="field" rows={3} maxLength={500} value={values.metaDescription} onChange={(e) => set("metaDescription", e.target.value)} />}</Field>
        <Field label="Keywords" hint="Comma separated">
          {(id) => <input id={id} className="field" maxLength={500} value={values.keywords} onChange={(e) => set("keywords", e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Canonical URL">{(id) => <input id={id} type="url" className="field" placeholder="https://" value={values.canonicalUrl} onChange={(e) => set("canonicalUrl", e.target.value)} />}</Field>
          <Field label="Social Image URL">{(id) => <input id={id} type="url" className="field" placeholder="https://" value={values.socialImage} onChange={(e) => set("socialImage", e.target.value)} />}</Field>
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saving || uploading}>
          {saving ? adminMessages.saving : blog ? "Update Blog Post" : "Publish Blog Post"}
        </button>
        <Link to="/admin/blog" className="btn-outline">
          Cancel
        </Link>
      </div>

      <ConfirmDialog open={blocker.state === "blocked"} message={adminMessages.unsavedChanges} confirmLabel="Leave page" onConfirm={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()} />
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="card space-y-4 p-6">
      <legend className="float-left mb-2 w-full text-lg font-semibold text-ink">{title}</legend>
      {note && <p className="clear-left text-sm text-slate-600">{note}</p>}
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

function Field({ label, required, hint, children }: { label: string; required?: boolean; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
        {hint && <span className="ml-2 font-normal text-slate-500">({hint})</span>}
      </label>
      {children(id)}
    </div>
  );
}
