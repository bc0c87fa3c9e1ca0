// The blog editor form (/admin/blog/new and /admin/blog/edit/{id}): fields of docs/product.md#admin-routes and #validation-rules, the
// rich-text editor (lazy, its own chunk), featured image upload, SEO block, unsaved-changes warning.
// The form stays open after a save ("Saved at 10:42"; Ctrl+S / Cmd+S saves), the status control
// includes Scheduled and the button says what a save does; Preview shows the working copy without saving;
// a stored post's unsaved changes go to the server every 10 s; others editing the same post are named.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useBlocker, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Status } from "../../../shared/constants";
import { adminMessages, postLanguageMessages } from "../../../shared/admin-messages";
import type { Blog } from "../../../shared/schemas/blog";
import { slugify } from "../../../shared/slug";
import { LANGUAGE_NAME, LOCALES, type Locale } from "../../../shared/locale";
import { ApiError, errorText } from "../../lib/admin-api";
import { useAdminWrite } from "../../lib/admin-data";
import { readUpdatedAtOf, useEditConflict } from "../../lib/edit-conflict";
import type { AutosaveAnswer } from "../../../shared/schemas/autosave";
import { autosaveKey, clearAutosave, readAutosave, useAutosave, useServerAutosave, type Autosaved } from "../../lib/autosave";
import { dateTimeInputInIndia, formatDateTime, formatTimeOfDay, indiaInputToIso } from "../../lib/date-time";
import { openInNewTab } from "../../lib/new-tab";
import { minutesSince, usePresence } from "../../lib/presence";
import { shownStatus, type ShownStatus } from "../../lib/schedule";
import { SeoSnippet } from "./seo-snippet";
import { useImageUpload } from "../../lib/upload";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { MediaPickerButton } from "./media-picker";
import { TaxonomyFields, type TermIntent, type TermLists } from "./taxonomy-fields";
import { Dialog } from "../dialog";
import { HistoryPanel } from "./history-panel";
import { ConfirmDialog, ConflictActions, ErrorBanner } from "./ui";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * What the form sends to the editor route's action: a save (no id: a new post), a new preview link (of
 * the saved post, or with `body` of the working copy), dropping the server's autosave, a restore from History, a new term.
 */
export type BlogIntent =
  | { intent: "save"; id?: string; body: Record<string, unknown> }
  | { intent: "preview"; id: string; body?: Record<string, unknown> }
  | { intent: "discard-autosave"; id: string }
  | { intent: "restore"; id: string; revisionId: string; updatedAt: string }
  | TermIntent;

/** An English post a Hindi post can translate (the "Translation of" choice). */
export type PostChoice = { id: string; title: string };

/** The status control's choices: a scheduled post is stored as published with a later date. */
const STATUS_CHOICES: { value: ShownStatus; label: string }[] = [
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
  { value: "archived", label: "Archived" },
];

type Values = {
  title: string;
  excerpt: string;
  content: string;
  /** YYYY-MM-DDTHH:mm, as the date-and-time input holds it (India time). */
  date: string;
  image: string;
  imageAlt: string;
  /** As the status control shows it (Scheduled: published with a date to come). */
  status: ShownStatus;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  canonicalUrl: string;
  socialImage: string;
  /** The category's id ("" for none) and the tags' ids. */
  categoryId: string;
  tagIds: string[];
  /** The post's language, and for a Hindi post the English post it translates ("" none). */
  locale: Locale;
  translationOf: string;
};

function initialValues(blog: Blog | null): Values {
  return {
    title: blog?.title ?? "",
    excerpt: blog?.excerpt ?? "",
    content: blog?.content ?? "",
    date: dateTimeInputInIndia(blog ? new Date(blog.date) : undefined),
    image: blog?.image ?? "",
    imageAlt: blog?.imageAlt ?? "",
    status: blog ? shownStatus(blog) : "draft",
    featured: blog?.featured ?? false,
    metaTitle: blog?.metaTitle ?? "",
    metaDescription: blog?.metaDescription ?? "",
    keywords: blog?.keywords ?? "",
    canonicalUrl: blog?.canonicalUrl ?? "",
    socialImage: blog?.socialImage ?? "",
    categoryId: blog?.categoryId ?? "",
    tagIds: blog?.tagIds ?? [],
    locale: blog?.locale ?? "en",
    translationOf: blog?.translationOf ?? "",
  };
}

/** The chosen date and time, read as India time; a later time makes the post scheduled. */
function isoDate(value: string, blog: Blog | null): string {
  if (blog && dateTimeInputInIndia(new Date(blog.date)) === value) return blog.date; // unchanged: keep the seconds
  return indiaInputToIso(value);
}

/** Whether a date-and-time input's value (India time) is still to come. */
const isFuture = (value: string) => Date.parse(indiaInputToIso(value)) > Date.now();

/** The next full hour from now, as a date-and-time input's value: a first suggestion for a schedule. */
function nextHour(): string {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  d.setUTCMinutes(d.getUTCMinutes() < 30 ? 30 : 90, 0, 0); // India is UTC+5:30: a full hour there is :30 here
  return dateTimeInputInIndia(d);
}

/** What the save button says: what the save will do, given the saved post and the chosen status. */
function saveLabel(status: ShownStatus, saved: Blog | null): string {
  const was = saved ? shownStatus(saved) : null;
  if (status === "draft") return adminMessages.saveDraft;
  if (status === "scheduled") return was === "scheduled" ? adminMessages.updateBlog : adminMessages.schedulePost;
  if (status === "published") return was === "published" ? adminMessages.updateBlog : adminMessages.publishBlog;
  return adminMessages.updateBlog;
}

/** The fields a preview of the working copy shows (POST /api/blogs/{id}/preview's body). */
const previewBody = (v: Values) => ({
  title: v.title,
  content: v.content,
  image: v.image,
  imageAlt: v.imageAlt,
  metaTitle: v.metaTitle,
  metaDescription: v.metaDescription,
  category: v.categoryId,
  tags: v.tagIds,
});

/** What is typed into the slug, cleaned as it is typed: lower-case words joined by "-" (a separator just typed is kept). */
function typedSlug(value: string): string {
  const slug = slugify(value);
  return slug && /[^\p{L}\p{M}\p{N}'’]$/u.test(value) ? `${slug}-` : slug;
}

export function BlogForm({
  blog,
  terms,
  serverDraft = null,
  originals = [],
}: {
  blog: Blog | null;
  terms: TermLists;
  serverDraft?: AutosaveAnswer | null;
  originals?: PostChoice[];
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initialValues(blog));
  // The post as last saved: the form stays open after a save and goes on from it.
  const [saved, setSaved] = useState<Blog | null>(blog);
  // "Saved at 10:42": after a save here, or (a new post's first save) on the address the save moved it to.
  const location = useLocation();
  const [savedNote, setSavedNote] = useState<string | null>(() => {
    const state: unknown = location.state;
    return blog && state && typeof state === "object" && "savedAt" in state && state.savedAt === blog.updatedAt ? blog.updatedAt : null;
  });
  // The editor is uncontrolled: it starts from this and reports changes (a new key starts it again).
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: values.content });
  // Unsaved changes kept by autosave (on the server for a stored post, in this browser for a new one or when
  // the server could not be reached), offered back when they differ from the saved post: the newer of the two.
  // Not in the tab an edit conflict opened to show the saved version (?view=saved).
  const draftKey = autosaveKey("blog", blog?.id);
  const [searchParams] = useSearchParams();
  const [offer, setOffer] = useState<Autosaved<Values> | null>(() => {
    if (searchParams.get("view") === "saved") return null;
    const here = readAutosave<Values>(draftKey);
    const there = serverDraft ? { savedAt: serverDraft.savedAt, values: serverDraft.values as Partial<Values> as Values } : null;
    const kept = here && there ? (here.savedAt > there.savedAt ? here : there) : (here ?? there);
    if (kept && JSON.stringify({ ...values, ...kept.values }) !== JSON.stringify(values)) return kept;
    if (here) clearAutosave(draftKey);
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
  // Saves and preview links go to the editor route's action.
  const saver = useAdminWrite<Blog>();
  const linker = useAdminWrite<{ url: string }>();
  const discarder = useAdminWrite();
  const saving = saver.busy;

  const localDraft = useAutosave(draftKey, values, dirty && !blog);
  const serverDraftSaver = useServerAutosave(blog?.id ?? "", draftKey, values, dirty && Boolean(blog));
  const draft = blog ? serverDraftSaver : localDraft;
  const others = usePresence(blog?.id);
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
    if (blog && serverDraft) void discarder.submit({ intent: "discard-autosave", id: blog.id } satisfies BlogIntent);
    setOffer(null);
  }

  /** A date still to come on a post to be published schedules it (the status control and the button say so). */
  function onDate(date: string) {
    setValues((v) => ({ ...v, date, status: v.status === "published" && isFuture(date) ? "scheduled" : v.status }));
    setDirty(true);
  }

  /** The status control: Published with a date to come means now; Scheduled starts from the next full hour. */
  function onStatus(status: ShownStatus) {
    setValues((v) => {
      if (status === "published" && isFuture(v.date)) return { ...v, status, date: dateTimeInputInIndia() };
      if (status === "scheduled" && !isFuture(v.date)) return { ...v, status, date: nextHour() };
      return { ...v, status };
    });
    setDirty(true);
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

  /**
   * Saves the form (`asDraft`: as a draft whatever the status control says); resolves to the saved post, or
   * null when it was refused (the error is shown). A new post then moves to its own address.
   */
  async function persist(asDraft = false): Promise<Blog | null> {
    setError(null);
    setSavedNote(null);
    const status: ShownStatus = asDraft ? "draft" : values.status;
    if (!values.content && status !== "draft") {
      setContentError(true);
      showError(adminMessages.contentRequired);
      return null;
    }
    if (status === "scheduled" && !isFuture(values.date)) {
      showError(adminMessages.scheduleInPast);
      return null;
    }
    // A separator typed last (Enter pressed in the slug field) is dropped; a stored excerpt is sent as it is.
    const excerpt = values.excerpt.endsWith("-") ? slugify(values.excerpt) : values.excerpt;
    // Published means now: a date still to come would schedule it instead.
    const date = status === "published" && isFuture(values.date) ? new Date().toISOString() : isoDate(values.date, saved);
    const stored: Status = status === "scheduled" ? "published" : status;
    const sent: BlogIntent = { intent: "save", id: saved?.id, body: { ...values, excerpt, date, status: stored, ...conflict.body() } };
    const result = await saver.submit(sent);
    if (!result.ok) {
      // Nothing typed is lost: the form keeps its values whatever went wrong.
      await conflict.detect(new ApiError(result.status, result.error));
      showError(result.error);
      return null;
    }
    const post = result.data;
    conflict.saved(post.updatedAt);
    draft.clear();
    setDirty(false);
    if (!saved) {
      // A new post has an address of its own now: go on editing it there (the note goes with it).
      leaving.current = true;
      navigate(`/admin/blog/edit/${encodeURIComponent(post.id)}`, { replace: true, state: { savedAt: post.updatedAt } });
      return post;
    }
    setSaved(post);
    setSavedNote(post.updatedAt);
    setValues((v) => ({ ...v, excerpt: post.excerpt, date: dateTimeInputInIndia(new Date(post.date)), status: shownStatus(post) }));
    return post;
  }

  async function save() {
    await persist();
  }

  // Ctrl+S / Cmd+S submits the form (the browser checks the fields first, as for the button), wherever the
  // focus is in the editor; the browser's own "save page" is not wanted here.
  const formRef = useRef<HTMLFormElement>(null);
  const busy = saving || uploading;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== "s") return;
      e.preventDefault();
      if (!busy && !document.querySelector("dialog[open]")) formRef.current?.requestSubmit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [busy]);

  /** A new preview link of a saved post, or of `body` over it; null when it could not be made (the error is shown). */
  async function previewLink(id: string, body?: Record<string, unknown>): Promise<string | null> {
    const result = await linker.submit({ intent: "preview", id, ...(body ? { body } : {}) } satisfies BlogIntent);
    if (result.ok) return result.data.url;
    showError(result.error);
    return null;
  }

  /**
   * "Preview": the fields as typed, in a new tab, without saving: the live post changes only on
   * Update. A new post has nothing to preview over, so it is first saved as a draft (never published).
   */
  async function onPreview() {
    setError(null);
    await openInNewTab(async () => {
      if (saved) return previewLink(saved.id, previewBody(values));
      const draftPost = await persist(true);
      return draftPost && previewLink(draftPost.id);
    });
  }

  /** "Copy preview link": a link to the post as last saved, to send to a client or partner. */
  async function onCopyPreview() {
    if (!saved) return;
    setCopied(null);
    const url = await previewLink(saved.id);
    if (!url) return;
    const written = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setCopied({ url, written: written === true });
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className="space-y-6" aria-busy={saving}>
      {others.length > 0 && (
        <div role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
          {others.map((o) => (
            <p key={o.name + o.openedAt}>{adminMessages.editingNow(o.name, adminMessages.openedAgo(minutesSince(o.openedAt)))}</p>
          ))}
        </div>
      )}
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
          {conflict.conflict && saved && (
            <ConflictActions
              savedHref={`/admin/blog/edit/${encodeURIComponent(saved.id)}?view=saved`}
              busy={saving}
              onSaveAnyway={() => void conflict.overrule().then(save, (err: unknown) => showError(errorText(err, adminMessages.blogSaveFailed)))}
            />
          )}
        </ErrorBanner>
      </div>

      <Section title="Post">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Language">
            {(id) => (
              <select
                id={id}
                name="locale"
                className="field"
                value={values.locale}
                onChange={(e) => {
                  const locale = e.target.value === "hi" ? "hi" : "en";
                  // Only a Hindi post translates another: back to English, the link goes.
                  setValues((v) => ({ ...v, locale, translationOf: locale === "hi" ? v.translationOf : "" }));
                  setDirty(true);
                }}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LANGUAGE_NAME[l]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {values.locale === "hi" && (
            <Field label="Translation of" hint="the English post">
              {(id) => (
                <select id={id} name="translationOf" className="field" value={values.translationOf} onChange={(e) => set("translationOf", e.target.value)}>
                  <option value="">{postLanguageMessages.translationOfNone}</option>
                  {originals.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
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
                The post&apos;s address: {values.locale === "hi" ? "/hi" : ""}/blog/{values.excerpt || "…"}. Suggested from the title; changing it later keeps the old address
                working.
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
          <Field label="Status">
            {(id) => (
              <select id={id} className="field" value={values.status} onChange={(e) => onStatus(e.target.value as ShownStatus)}>
                {STATUS_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={values.status === "scheduled" ? "Publish on" : "Publish Date"} required hint="India time">
            {(id) => <input id={id} type="datetime-local" className="field" required value={values.date} onChange={(e) => onDate(e.target.value)} />}
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
          {/* Or an image already uploaded, with its saved alt text as the default. */}
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
        <SeoSnippet title={values.title} metaTitle={values.metaTitle} metaDescription={values.metaDescription} excerpt={values.excerpt} content={values.content} />
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

      {saved && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-outline" disabled={saving} onClick={() => void onCopyPreview()}>
            {adminMessages.copyPreviewLink}
          </button>
          <button type="button" className="btn-outline" onClick={() => setHistoryOpen(true)}>
            {adminMessages.history}
          </button>
        </div>
      )}

      {/* Save and Preview stay in view while the form scrolls; Ctrl+S / Cmd+S does what the first button says. */}
      <div className="sticky bottom-0 z-20 -mx-2 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 bg-white/95 px-2 py-3 backdrop-blur-sm">
        <button type="submit" className="btn-primary" disabled={busy} aria-keyshortcuts="Control+S Meta+S">
          {saving ? adminMessages.saving : saveLabel(values.status, saved)}
        </button>
        <button type="button" className="btn-outline" disabled={busy} onClick={() => void onPreview()}>
          {adminMessages.preview}
        </button>
        <Link to="/admin/blog" className="btn-outline">
          {saved ? "Close" : "Cancel"}
        </Link>
        <p role="status" className="text-sm text-slate-600">
          {savedNote && (
            <time dateTime={savedNote} title={formatDateTime(savedNote)}>
              {adminMessages.savedAt(formatTimeOfDay(savedNote))}
            </time>
          )}
        </p>
      </div>

      {copied && (
        <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <label className="block font-medium">
            {copied.written ? adminMessages.previewLinkCopied : adminMessages.previewLinkReady}
            <input readOnly className="mt-2 field font-mono text-xs" value={copied.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </div>
      )}

      {saved && (
        <Dialog open={historyOpen} onClose={() => setHistoryOpen(false)} title={adminMessages.historyTitle} className="max-w-5xl">
          {historyOpen && <HistoryPanel postId={saved.id} onRestored={onRestored} />}
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
    // min-w-0: a fieldset is otherwise as wide as its widest unbreakable line (the snippet's address).
    <fieldset className="min-w-0 space-y-4 card p-6">
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
