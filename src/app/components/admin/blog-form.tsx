// The blog editor form (/admin/blog/new and /admin/blog/edit/{id}): fields of docs/product.md#admin-routes and #validation-rules, the
// rich-text editor (lazy, its own chunk), featured image upload, SEO block, unsaved-changes warning.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useBlocker, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Status } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import type { Blog } from "../../../shared/schemas/blog";
import { slugify } from "../../../shared/slug";
import { ApiError, errorText } from "../../lib/admin-api";
import { useAdminWrite } from "../../lib/admin-data";
import { readUpdatedAtOf, useEditConflict } from "../../lib/edit-conflict";
import { autosaveKey, clearAutosave, readAutosave, useAutosave, type Autosaved } from "../../lib/autosave";
import { dateTimeInputInIndia, formatDateTime, indiaInputToIso } from "../../lib/date-time";
import { useImageUpload } from "../../lib/upload";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { MediaPickerButton } from "./media-picker";
import { TaxonomyFields, type TermIntent, type TermLists } from "./taxonomy-fields";
import { Dialog } from "../dialog";
import { HistoryPanel } from "./history-panel";
import { ConfirmDialog, ConflictActions, ErrorBanner, StatusOptions } from "./ui";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** What the form sends to the editor route's clientAction: a save (no id: a new post), a new preview link, a new term. */
export type BlogIntent = { intent: "save"; id?: string; body: Record<string, unknown> } | { intent: "preview"; id: string } | TermIntent;

type Values = {
  title: string;
  excerpt: string;
  content: string;
  /** YYYY-MM-DDTHH:mm, as the date-and-time input holds it (India time). */
  date: string;
  image: string;
  imageAlt: string;
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
    date: dateTimeInputInIndia(blog ? new Date(blog.date) : undefined),
    image: blog?.image ?? "",
    imageAlt: blog?.imageAlt ?? "",
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

/** The chosen date and time, read as India time; a later time makes the post scheduled. */
function isoDate(value: string, blog: Blog | null): string {
  if (blog && dateTimeInputInIndia(new Date(blog.date)) === value) return blog.date; // unchanged: keep the seconds
  return indiaInputToIso(value);
}

/** What is typed into the slug, cleaned as it is typed: lower-case words joined by "-" (a separator just typed is kept). */
function typedSlug(value: string): string {
  const slug = slugify(value);
  return slug && /[^\p{L}\p{M}\p{N}'’]$/u.test(value) ? `${slug}-` : slug;
}

export function BlogForm({ blog, terms }: { blog: Blog | null; terms: TermLists }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initialValues(blog));
  // The editor is uncontrolled: it starts from this and reports changes (a new key starts it again).
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: values.content });
  // Unsaved changes kept in this browser (autosave), offered back when they differ from the saved post.
  // Not in the tab an edit conflict opened to show the saved version (?view=saved).
  const draftKey = autosaveKey("blog", blog?.id);
  const [searchParams] = useSearchParams();
  const [offer, setOffer] = useState<Autosaved<Values> | null>(() => {
    if (searchParams.get("view") === "saved") return null;
    const kept = readAutosave<Values>(draftKey);
    if (kept && JSON.stringify({ ...values, ...kept.values }) !== JSON.stringify(values)) return kept;
    if (kept) clearAutosave(draftKey);
    return null;
  });
  const [excerptEdited, setExcerptEdited] = useState(blog !== null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [contentError, setContentError] = useState(false);
  const { busy: uploading, error: uploadError, upload } = useImageUpload();
  const [copied, setCopied] = useState<{ url: string; written: boolean } | null>(null);
  const leaving = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const ids = { content: useId(), image: useId(), imageHint: useId(), imageAlt: useId(), excerptHint: useId() };
  // Images without alt text: a gentle reminder when the post is to be published (never a block).
  const missingAlt = useMemo(() => imagesWithoutAlt(values.content) + (values.image && !values.imageAlt.trim() ? 1 : 0), [values.content, values.image, values.imageAlt]);
  const conflict = useEditConflict(blog?.updatedAt, blog ? readUpdatedAtOf(`/api/blogs/${encodeURIComponent(blog.id)}`) : null);
  // Saves and preview links go to the editor route's clientAction.
  const saver = useAdminWrite<Blog>();
  const linker = useAdminWrite<{ url: string }>();
  const saving = saver.busy;

  const draft = useAutosave(draftKey, values, dirty);
  const location = useLocation();
  const [historyOpen, setHistoryOpen] = useState(false);

  /** After a restore: the form starts again from the restored post; unsaved changes stay in autosave. */
  function onRestored() {
    if (dirty) draft.flush();
    leaving.current = true;
    setHistoryOpen(false);
    // Going to the same address again re-runs the editor's loader (useRevalidator would add router code to every public page).
    navigate(location.pathname + location.search, { replace: true });
  }

  function restoreDraft(kept: Autosaved<Values>) {
    const restored = { ...values, ...kept.values };
    setValues(restored);
    setEditorSeed((seed) => ({ key: seed.key + 1, html: restored.content }));
    setExcerptEdited(restored.excerpt !== "");
    setDirty(true);
    setOffer(null);
  }

  function discardDraft() {
    clearAutosave(draftKey);
    setOffer(null);
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
  };

  function onTitle(title: string) {
    setValues((v) => ({ ...v, title, excerpt: excerptEdited ? v.excerpt : slugify(title) }));
    setDirty(true);
  }

  function onExcerpt(typed: string) {
    const excerpt = typedSlug(typed);
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
    const result = await upload(file);
    if (result && "url" in result) set("image", result.url);
  }

  function showError(message: string) {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ behavior: "smooth", block: "center" }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    await save();
  }

  /** Saves the form; resolves to the saved post, or null when it was refused (the error is shown). */
  async function persist(): Promise<Blog | null> {
    setError(null);
    if (!values.content && values.status !== "draft") {
      setContentError(true);
      showError(adminMessages.contentRequired);
      return null;
    }
    // A separator typed last (Enter pressed in the slug field) is dropped; a stored excerpt is sent as it is.
    const excerpt = values.excerpt.endsWith("-") ? slugify(values.excerpt) : values.excerpt;
    const sent: BlogIntent = { intent: "save", id: blog?.id, body: { ...values, excerpt, date: isoDate(values.date, blog), ...conflict.body() } };
    const result = await saver.submit(sent);
    if (!result.ok) {
      // Nothing typed is lost: the form keeps its values whatever went wrong.
      await conflict.detect(new ApiError(result.status, result.error));
      showError(result.error);
      return null;
    }
    conflict.saved(result.data.updatedAt);
    draft.clear();
    setDirty(false);
    return result.data;
  }

  async function save() {
    if (!(await persist())) return;
    leaving.current = true;
    navigate("/admin/blog", { state: { saved: true } });
  }

  /** A new preview link of a saved post (issue 15), or null when it could not be made (the error is shown). */
  async function previewLink(id: string): Promise<string | null> {
    const result = await linker.submit({ intent: "preview", id } satisfies BlogIntent);
    if (result.ok) return result.data.url;
    showError(result.error);
    return null;
  }

  /** "Preview": saves, then opens the preview link in a new tab (opened at once, so no popup blocker stops it). */
  async function onPreview() {
    const tab = window.open("", "_blank");
    const saved = await persist();
    const url = saved && (await previewLink(saved.id));
    if (!saved || !url) return void tab?.close();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, "_blank", "noopener");
    // A new post now has an address of its own: go on editing it there.
    if (!blog) {
      leaving.current = true;
      navigate(`/admin/blog/edit/${encodeURIComponent(saved.id)}`, { replace: true });
    }
  }

  /** "Copy preview link": a link to the post as last saved, to send to a client or partner. */
  async function onCopyPreview() {
    if (!blog) return;
    setCopied(null);
    const url = await previewLink(blog.id);
    if (!url) return;
    const written = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setCopied({ url, written: written === true });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6" aria-busy={saving}>
      {offer && (
        <div role="region" aria-label="Unsaved changes" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-medium">{adminMessages.autosaveOffer(formatDateTime(offer.savedAt))}</p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary px-3 py-1.5" onClick={() => restoreDraft(offer)}>
              {adminMessages.autosaveRestore}
            </button>
            <button type="button" className="btn-outline bg-white px-3 py-1.5" onClick={discardDraft}>
              {adminMessages.autosaveDiscard}
            </button>
          </div>
        </div>
      )}

      <div ref={errorRef}>
        <ErrorBanner message={error}>
          {conflict.conflict && blog && (
            <ConflictActions
              savedHref={`/admin/blog/edit/${encodeURIComponent(blog.id)}?view=saved`}
              busy={saving}
              onSaveAnyway={() => void conflict.overrule().then(save, (err: unknown) => showError(errorText(err, adminMessages.blogSaveFailed)))}
            />
          )}
        </ErrorBanner>
      </div>

      <Section title="Post">
        <Field label="Title" required>
          {(id) => <input id={id} className="field" required maxLength={200} value={values.title} onChange={(e) => onTitle(e.target.value)} />}
        </Field>
        <Field label="URL slug (excerpt)" required>
          {(id) => (
            <>
              <input
                id={id}
                className="field"
                required
                maxLength={200}
                pattern="[^\/]+"
                title="An excerpt must not contain /"
                aria-describedby={ids.excerptHint}
                value={values.excerpt}
                onChange={(e) => onExcerpt(e.target.value)}
                onBlur={() => values.excerpt.endsWith("-") && set("excerpt", slugify(values.excerpt))}
              />
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
              key={editorSeed.key}
              initialHtml={editorSeed.html}
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
          <Field label="Publish Date" required hint="India time">
            {(id) => <input id={id} type="datetime-local" className="field" required value={values.date} onChange={(e) => set("date", e.target.value)} />}
          </Field>
          <Field label="Status">
            {(id) => (
              <select id={id} className="field capitalize" value={values.status} onChange={(e) => set("status", e.target.value as Status)}>
                <StatusOptions />
              </select>
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" checked={values.featured} onChange={(e) => set("featured", e.target.checked)} />
          Featured post (listed under Featured Blogs on the package pages)
        </label>
        <TaxonomyFields
          terms={terms}
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
            <div className="mb-3 flex flex-wrap items-end gap-3">
              {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- it is a preview of the chosen image, not the image's own description */}
              <img src={values.image} alt="Featured image preview" className="h-32 w-auto max-w-xs rounded-lg border border-slate-200 object-cover" />
              <div className="min-w-56 flex-1">
                <label htmlFor={ids.imageAlt} className="field-label">
                  {adminMessages.imageAltLabel}
                </label>
                <input
                  id={ids.imageAlt}
                  className="field"
                  maxLength={300}
                  value={values.imageAlt}
                  aria-describedby={`${ids.imageAlt}-hint`}
                  onChange={(e) => set("imageAlt", e.target.value)}
                />
                <p id={`${ids.imageAlt}-hint`} className="mt-1 text-xs text-slate-600">
                  {adminMessages.altTextHint}
                </p>
              </div>
              <button
                type="button"
                className="btn-outline px-3 py-1.5"
                onClick={() => {
                  set("image", "");
                  set("imageAlt", "");
                }}
              >
                Remove image
              </button>
            </div>
          )}
          <input
            id={ids.image}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
            aria-describedby={ids.imageHint}
            disabled={uploading}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            onChange={(e) => void onImage(e.target.files?.[0])}
          />
          <p id={ids.imageHint} className="mt-1 text-xs text-slate-600">
            {uploading ? adminMessages.uploading : adminMessages.imageHint}
          </p>
          {/* Issue 30: or an image already uploaded, with its saved alt text as the default. */}
          <MediaPickerButton
            label="Choose featured image from library"
            className="mt-2 btn-outline px-3 py-1.5"
            onPick={({ url, alt }) => setValues((v) => ({ ...v, image: url, imageAlt: alt || v.imageAlt }))}
          />
          {uploadError && (
            <p role="alert" className="mt-2 error-banner">
              {uploadError}
            </p>
          )}
        </div>
      </Section>

      <Section title="SEO" note="Optional. Empty fields fall back to the title, the post's address and the featured image.">
        <Field label="Meta Title">{(id) => <input id={id} className="field" maxLength={200} value={values.metaTitle} onChange={(e) => set("metaTitle", e.target.value)} />}</Field>
        <Field label="Meta Description">
          {(id) => <textarea id={id} className="field" rows={3} maxLength={500} value={values.metaDescription} onChange={(e) => set("metaDescription", e.target.value)} />}
        </Field>
        <Field label="Keywords" hint="Comma separated">
          {(id) => <input id={id} className="field" maxLength={500} value={values.keywords} onChange={(e) => set("keywords", e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Canonical URL">
            {(id) => <input id={id} type="url" className="field" placeholder="https://" value={values.canonicalUrl} onChange={(e) => set("canonicalUrl", e.target.value)} />}
          </Field>
          <Field label="Social Image URL">
            {(id) => <input id={id} type="url" className="field" placeholder="https://" value={values.socialImage} onChange={(e) => set("socialImage", e.target.value)} />}
          </Field>
        </div>
      </Section>

      {values.status === "published" && missingAlt > 0 && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {adminMessages.altReminder(missingAlt)}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saving || uploading}>
          {saving ? adminMessages.saving : values.status === "draft" ? adminMessages.saveDraft : blog ? adminMessages.updateBlog : adminMessages.publishBlog}
        </button>
        <button type="button" className="btn-outline" disabled={saving || uploading} onClick={() => void onPreview()}>
          {adminMessages.preview}
        </button>
        {blog && (
          <>
            <button type="button" className="btn-outline" disabled={saving} onClick={() => void onCopyPreview()}>
              {adminMessages.copyPreviewLink}
            </button>
            <button type="button" className="btn-outline" onClick={() => setHistoryOpen(true)}>
              {adminMessages.history}
            </button>
          </>
        )}
        <Link to="/admin/blog" className="btn-outline">
          Cancel
        </Link>
      </div>

      {copied && (
        <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <label className="block font-medium">
            {copied.written ? adminMessages.previewLinkCopied : adminMessages.previewLinkReady}
            <input readOnly className="mt-2 field font-mono text-xs" value={copied.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </div>
      )}

      {blog && (
        <Dialog open={historyOpen} onClose={() => setHistoryOpen(false)} title={adminMessages.historyTitle} className="max-w-5xl">
          {historyOpen && <HistoryPanel postId={blog.id} onRestored={onRestored} />}
        </Dialog>
      )}

      <ConfirmDialog
        open={blocker.state === "blocked"}
        message={adminMessages.unsavedChanges}
        confirmLabel="Leave page"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 card p-6">
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

/** How many images of the content have no alt text (an empty alt counts: the reminder asks, never blocks). */
function imagesWithoutAlt(html: string): number {
  if (!html.includes("<img")) return 0;
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.images].filter((img) => !img.getAttribute("alt")?.trim()).length;
}
