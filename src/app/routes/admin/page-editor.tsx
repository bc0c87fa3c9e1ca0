// /admin/pages/{id}: a page's editor (docs/product.md#pages-the-firm-edits): its address, status, package, city,
// place in the Services menu, SEO fields with the search-result preview and the share image, and its sections,
// each with its fields; sections and their entries added, removed and moved. Rendered by the server with the page:
// every button posts the form to this route's action, which saves it (PUT, the edit conflict answered 409), makes a
// preview link, restores a revision or autosave, or answers the form again with a structural edit made (not saved
// until Save), so it all works without JavaScript. With it, the form's fields go to the server's autosave every
// 10 s and Preview opens in a new tab. ?history lists the revisions (?compare={id}: what changed) with Restore.
import { diffLines } from "diff";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Form, Link, redirect, useActionData, useFetcher, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { AUTOSAVE_INTERVAL_MS } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import { pathInLocale } from "../../../shared/locale";
import { pageMessages } from "../../../shared/page-messages";
import { isAddableKind, MENU_GROUPS, type Page, type PageRevisionSummary, type PlaceholderInfo, type SectionType } from "../../../shared/schemas/page";
import type { ServicePackage } from "../../../shared/schemas/package";
import { SeoSnippet } from "../../components/admin/seo-snippet";
import { AdminHeader, ErrorBanner, StatusBadge } from "../../components/admin/ui";
import { adminFetch } from "../../lib/admin-api";
import { adminWrite, loadAdmin, loadScreen, staffOf, type ScreenArgs } from "../../lib/admin-data";
import { formatDateTime, formatTimeOfDay } from "../../lib/date-time";
import { openInNewTab } from "../../lib/new-tab";
import {
  ADDABLE_SECTIONS,
  applyEdit,
  fieldName,
  formValue,
  pageBody,
  pageFormFields,
  parseEdit,
  readPageForm,
  SECTION_SPECS,
  sectionTitle,
  valueAt,
  type EditablePage,
  type FieldSpec,
} from "../../lib/page-form";
import { useHydrated } from "../../lib/use-hydrated";
import { KIND_LABELS } from "./pages";
import type { Route } from "./+types/page-editor";

const RichTextEditor = lazy(() => import("../../components/admin/rich-text-editor"));

export const meta = () => [{ title: "Edit Page | Admin" }, { name: "robots", content: "noindex" }];

type Stored = Omit<Page, "updatedBy">;
type Autosave = { values: Record<string, string>; savedAt: string } | null;

const pagePath = (id: string) => `/api/pages/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  const id = args.params.id;
  const url = new URL(args.request.url);
  return loadScreen(args, async () => {
    const [page, placeholders, packages, autosave] = await Promise.all([
      loadAdmin<Stored>(args, pagePath(id), pageMessages.pageLoadFailed),
      loadAdmin<PlaceholderInfo[]>(args, `/api/pages/placeholders?page=${encodeURIComponent(id)}`, ""),
      loadAdmin<ServicePackage[]>(args, "/api/packages", ""),
      // A working copy that cannot be read is not offered; the page itself still opens.
      loadAdmin<Autosave>(args, `${pagePath(id)}/autosave`, ""),
    ]);
    const history = url.searchParams.has("history") && page.data ? await historyOf(args, page.data, url.searchParams.get("compare")) : null;
    const english = page.data?.locale === "hi" ? await englishOf(args, page.data.path) : null;
    return { page, placeholders: placeholders.data ?? [], packages: packages.data ?? [], autosave: autosave.data ?? null, history, english };
  });
}

/** A Hindi version's English page (shown beside its editor to translate from), or null when it cannot be read. */
async function englishOf(args: ScreenArgs, path: string): Promise<Stored | null> {
  const list = await loadAdmin<{ id: string; path: string; locale: string }[]>(args, "/api/pages", "");
  const en = list.data?.find((p) => p.path === path && p.locale === "en");
  return en ? ((await loadAdmin<Stored>(args, pagePath(en.id), "")).data ?? null) : null;
}

/** The page's revisions and, for one of them, its text against the saved page's, line by line. */
async function historyOf(args: ScreenArgs, page: Stored, compare: string | null) {
  const revisions = await loadAdmin<Omit<PageRevisionSummary, "pageId">[]>(args, `${pagePath(page.id)}/revisions`, pageMessages.pageLoadFailed);
  if (!compare) return { revisions, diff: null };
  const old = await loadAdmin<Stored & { revisionId: string; savedAt: string }>(args, `${pagePath(page.id)}/revisions/${encodeURIComponent(compare)}`, pageMessages.pageLoadFailed);
  const diff = old.data ? diffLines(pageText(old.data), pageText(page)).map((d) => ({ added: Boolean(d.added), removed: Boolean(d.removed), value: d.value })) : null;
  return { revisions, diff, compared: old.data ? { id: compare, savedAt: old.data.savedAt } : null };
}

/** A page as lines of text (its fields, then each section's), for the history's comparison. */
function pageText(page: Stored): string {
  const fields = pageFormFields(page as unknown as EditablePage);
  return `${Object.entries(fields)
    .filter(([k]) => !k.endsWith(".type") && k !== "sections.count")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n`;
}

/** What the action answers: a working copy to show again (not saved), a save's outcome, a preview's link. */
type Answer = {
  working?: EditablePage;
  /** A new number each time a working copy comes back: the form starts again from it. */
  version?: string;
  focus?: number;
  error?: string;
  status?: number;
  fields?: { path: string; message: string }[];
  saved?: string;
  previewUrl?: string;
  note?: string;
};

/** A form's fields (the last value of a repeated name). */
async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") out[name] = value;
  return out;
}

export async function action(args: Route.ActionArgs): Promise<Answer> {
  staffOf(args);
  const id = args.params.id;
  const fields = await fieldsOf(args.request);
  const intent = fields.intent ?? "save";
  const version = `${Date.now()}`;
  if (intent === "delete") {
    const written = await adminWrite(args, pagePath(id), { method: "DELETE" }, pageMessages.pageDeleteFailed);
    if (written.ok) throw redirect("/admin/pages");
    return { error: written.error, status: written.status };
  }
  if (intent === "restore") {
    const written = await adminWrite(
      args,
      `${pagePath(id)}/revisions/${encodeURIComponent(fields.revisionId ?? "")}/restore`,
      { method: "POST", json: { updatedAt: fields.updatedAt } },
      adminMessages.restoreFailed,
    );
    if (written.ok) throw redirect(`/admin/pages/${encodeURIComponent(id)}?restored=1`);
    return { error: written.error, status: written.status };
  }
  if (intent === "discard-autosave") {
    await adminWrite(args, `${pagePath(id)}/autosave`, { method: "DELETE" }, pageMessages.pageSaveFailed);
    return {};
  }
  if (intent === "restore-autosave") {
    const kept = await loadAdmin<Autosave>(args, `${pagePath(id)}/autosave`, pageMessages.pageLoadFailed);
    if (!kept.data) return { error: kept.error ?? pageMessages.pageLoadFailed };
    return { working: readPageForm(kept.data.values), version, note: pageMessages.unsaved };
  }
  const working = readPageForm(fields);
  const edit = parseEdit(intent === "add-section" ? `add:${fields.addType ?? ""}:${fields.addAt ?? ""}` : intent);
  if (edit) {
    const { page, focus } = applyEdit(working, edit);
    return { working: page, version, focus, ...(edit.op === "add" ? { note: pageMessages.sectionAdded } : {}) };
  }
  if (intent === "preview") {
    const written = await adminWrite<{ url: string }>(args, `${pagePath(id)}/preview`, { method: "POST", json: pageBody(working) }, adminMessages.previewFailed);
    return written.ok ? { working, version, previewUrl: written.data.url } : { working, version, error: written.error, status: written.status, fields: fieldErrors(written) };
  }
  // A save; "Save mine anyway" first takes the stored version's updatedAt (someone saved since).
  let updatedAt = fields.updatedAt;
  if (intent === "save-anyway") updatedAt = (await loadAdmin<Stored>(args, pagePath(id), pageMessages.pageLoadFailed)).data?.updatedAt ?? updatedAt;
  const written = await adminWrite<Stored>(args, pagePath(id), { method: "PUT", json: { ...pageBody(working), updatedAt } }, pageMessages.pageSaveFailed);
  if (written.ok) return { saved: written.data.updatedAt };
  // Nothing typed is lost: the form shows again as it was sent, with the problems.
  return { working, version, error: written.error, status: written.status, fields: fieldErrors(written) };
}

/** The failing fields of a refused write (the API's `fields`, named as the form names them). */
const fieldErrors = (written: { fields?: { path: string; message: string }[] }) => written.fields ?? [];

export function shouldRevalidate({ formData, defaultShouldRevalidate }: { formData?: FormData; defaultShouldRevalidate: boolean }) {
  // A structural edit or a preview changes nothing stored: the page under the form stays as loaded.
  const intent = formData?.get("intent");
  return typeof intent === "string" && intent !== "save" && intent !== "save-anyway" && intent !== "restore" && intent !== "delete" && intent !== "discard-autosave"
    ? false
    : defaultShouldRevalidate;
}

export default function PageEditor() {
  const { page: loaded, placeholders, packages, autosave, history, english } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const page = loaded.data;
  if (!page) {
    return (
      <section>
        <AdminHeader title="Edit Page" actions={<BackLink />} />
        <ErrorBanner message={loaded.error} />
      </section>
    );
  }
  const working: EditablePage = answer?.working ?? (page as unknown as EditablePage);
  const formKey = answer?.version ?? page.updatedAt;
  const hindi = page.locale === "hi";
  const address = pathInLocale(page.path, page.locale);
  return (
    <section>
      <AdminHeader
        title={hindi ? `Edit page: ${page.name} (${pageMessages.hindiVersion})` : `Edit page: ${page.name}`}
        actions={
          <>
            <BackLink />
            {page.status === "published" && (
              <a href={address} target="_blank" rel="noreferrer" className="btn-outline" aria-label={`View ${address} (opens in a new tab)`}>
                View
              </a>
            )}
            <Link to={history ? "?" : "?history"} className="btn-outline">
              {history ? "Close history" : adminMessages.history}
            </Link>
          </>
        }
      />
      <p className="-mt-2 mb-4 text-sm text-muted">
        {KIND_LABELS[page.kind]} · <span className="font-mono">{address}</span> · <StatusBadge status={page.status} /> · last saved{" "}
        <time dateTime={page.updatedAt}>{formatDateTime(page.updatedAt)}</time>
      </p>
      {history && <History history={history} page={page} />}
      {params.get("restored") && !answer && (
        <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {pageMessages.restored}
        </p>
      )}
      {autosave && !answer?.working && autosave.savedAt > page.updatedAt && <AutosaveOffer savedAt={autosave.savedAt} />}
      {hindi && page.status !== "published" && <p className="mb-4 max-w-3xl text-sm text-muted">{pageMessages.hindiDraftNote}</p>}
      <Editor key={formKey} page={page} working={working} answer={answer} placeholders={placeholders} packages={packages} english={english} />
    </section>
  );
}

function BackLink() {
  return (
    <Link to="/admin/pages" className="btn-outline">
      Back to pages
    </Link>
  );
}

function AutosaveOffer({ savedAt }: { savedAt: string }) {
  return (
    <Form
      method="post"
      role="region"
      aria-label="Unsaved changes"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-medium">{adminMessages.autosaveOffer(formatDateTime(savedAt))}</p>
      <div className="flex gap-2">
        <button type="submit" name="intent" value="restore-autosave" className="btn-primary px-3 py-1.5">
          {adminMessages.autosaveRestore}
        </button>
        <button type="submit" name="intent" value="discard-autosave" className="btn-outline bg-white px-3 py-1.5">
          {adminMessages.autosaveDiscard}
        </button>
      </div>
    </Form>
  );
}

type EditorProps = { page: Stored; working: EditablePage; answer: Answer | undefined; placeholders: PlaceholderInfo[]; packages: ServicePackage[]; english: Stored | null };

function Editor({ page, working, answer, placeholders, packages, english }: EditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  // The site's own English pages keep their address and stay published; a Hindi version keeps its English page's
  // address and may be a draft.
  const hindi = page.locale === "hi";
  const fixed = !isAddableKind(page.kind) || hindi;
  const alwaysPublished = !isAddableKind(page.kind) && !hindi;
  const errors = answer?.fields ?? [];
  const errorFor = (name: string) => errors.filter((e) => e.path === name || e.path.startsWith(`${name}.`)).map((e) => e.message);
  const [dirty, setDirty] = useState(Boolean(answer?.working));
  useServerAutosave(page.id, formRef, dirty);
  usePreviewInNewTab(formRef);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const conflict = answer?.status === 409 && /saved/i.test(answer.error ?? "");
  const openSections = new Set(errors.map((e) => Number(/^sections\.(\d+)\./.exec(e.path)?.[1])).filter((n) => Number.isInteger(n)));
  if (answer?.focus !== undefined) openSections.add(answer.focus);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Form method="post" ref={formRef} className="min-w-0 space-y-6" onInput={() => setDirty(true)} aria-busy={busy}>
        {/* The default button (Enter in a field): Save. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save
        </button>
        <input type="hidden" name="updatedAt" value={page.updatedAt} />
        <input type="hidden" name="sections.count" value={working.sections.length} />
        <ErrorBanner message={answer?.error}>
          {conflict && (
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={`/admin/pages/${encodeURIComponent(page.id)}`} target="_blank" rel="noreferrer" className="btn-outline bg-white">
                Open the saved version
              </a>
              <button type="submit" name="intent" value="save-anyway" className="btn-primary">
                Save mine anyway
              </button>
            </div>
          )}
          {errors.length > 1 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {errors.map((e) => (
                <li key={e.path + e.message}>{whereIs(e.path, working) + e.message}</li>
              ))}
            </ul>
          )}
        </ErrorBanner>
        {answer?.note && (
          <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
            {answer.note}
          </p>
        )}
        {answer?.previewUrl && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {pageMessages.previewReady}{" "}
            <a href={answer.previewUrl} target="_blank" rel="noreferrer" className="font-semibold underline">
              Open the preview
            </a>
          </p>
        )}

        <Fieldset title="Page">
          <Input label="Name" name="name" value={working.name} required errors={errorFor("name")} hint="In the list of pages, the breadcrumbs and the site map." />
          <Input
            label="Address"
            name="path"
            value={working.path}
            required
            readOnly={fixed}
            errors={errorFor("path")}
            hint={
              hindi
                ? `Its English page's address; shown at ${pathInLocale(page.path, "hi")}.`
                : fixed
                  ? "Part of the site: it keeps its address."
                  : "/ and lower-case words joined by hyphens."
            }
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Status"
              name="status"
              value={working.status}
              disabled={alwaysPublished}
              options={["published", "draft", "archived"].map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
              errors={errorFor("status")}
            />
            {alwaysPublished && <input type="hidden" name="status" value="published" />}
            <Select
              label="Package it sells"
              name="packageSlug"
              value={working.packageSlug}
              options={[{ value: "", label: "None" }, ...packages.map((p) => ({ value: p.slug, label: p.title }))]}
              errors={errorFor("packageSlug")}
            />
          </div>
          <Input
            label="What an enquiry from it is about"
            name="service"
            value={working.service}
            errors={errorFor("service")}
            hint="The contact pop-up's subject and the WhatsApp message."
          />
          <details className="rounded-lg border border-slate-200 p-3" open={Boolean(working.price)}>
            <summary className="cursor-pointer text-sm font-semibold text-ink">Its own price (a page that sells no package)</summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-3">
              <Input label="Price (₹)" name="price.price" value={working.price?.price?.toString() ?? ""} inputMode="numeric" errors={errorFor("price.price")} />
              <Input
                label="Before the discount (₹)"
                name="price.originalPrice"
                value={working.price?.originalPrice?.toString() ?? ""}
                inputMode="numeric"
                errors={errorFor("price.originalPrice")}
              />
              <Input label="Time it takes" name="price.duration" value={working.price?.duration ?? ""} errors={errorFor("price.duration")} />
            </div>
          </details>
        </Fieldset>

        {page.kind === "city" && (
          <Fieldset title="City" note="Its facts: the page's {city.name}, {city.state} and {city.roc}.">
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label="City" name="city.name" value={working.city?.name ?? ""} required errors={errorFor("city.name")} />
              <Input label="State" name="city.state" value={working.city?.state ?? ""} required errors={errorFor("city.state")} />
            </div>
            <Input label="Registrar of Companies" name="city.roc" value={working.city?.roc ?? ""} required errors={errorFor("city.roc")} />
          </Fieldset>
        )}

        <Fieldset title="Services menu" note="Where the page is listed in the header's Services menu and on /services.">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Group"
              name="menu.group"
              value={working.menu?.group ?? ""}
              options={[{ value: "", label: "Not in the menu" }, ...Object.entries(MENU_GROUPS).map(([value, label]) => ({ value, label }))]}
              errors={errorFor("menu.group")}
            />
            <Input label="Label in the menu" name="menu.label" value={working.menu?.label ?? ""} errors={errorFor("menu.label")} />
            <Input label="Order in its group" name="menu.order" value={String(working.menu?.order ?? 0)} inputMode="numeric" errors={errorFor("menu.order")} />
            <Select
              label="Starting price on /services"
              name="menu.price"
              value={working.menu?.price ?? "package"}
              options={[
                { value: "package", label: "Its package's price" },
                { value: "lowest", label: "The lowest package's price" },
              ]}
            />
          </div>
        </Fieldset>

        <Fieldset title="SEO" note="What a search result and a shared link show.">
          {/* As a result shows them: the placeholders filled with their values now. */}
          <SeoSnippet
            title={filled(working.name, placeholders)}
            metaTitle={filled(working.metaTitle, placeholders)}
            metaDescription={filled(working.metaDescription, placeholders)}
            excerpt=""
            content=""
            text={wordsOf(working.sections)}
            address={working.path === "/" ? [] : [working.path.slice(1)]}
          />
          <Input label="Meta Title" name="metaTitle" value={working.metaTitle} required errors={errorFor("metaTitle")} />
          <Textarea label="Meta Description" name="metaDescription" value={working.metaDescription} rows={3} required errors={errorFor("metaDescription")} />
          <Checkbox label="Follow the title with the firm's name (when the two fit in 60 characters)" name="firmTitle" checked={working.firmTitle} />
          <div>
            <p className="field-label">Share image</p>
            <p className="mb-2 text-xs text-muted">Drawn from the page's title and the firm's name and phone; a new title draws a new one once saved.</p>
            {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- it shows the share image itself */}
            <img
              src={`/og${page.path === "/" ? "/index" : page.path}.jpg`}
              alt="The page's share image"
              width={300}
              height={158}
              loading="lazy"
              className="h-auto w-full max-w-xs rounded-lg border border-slate-200"
            />
          </div>
        </Fieldset>

        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-ink">Sections</h2>
          {working.sections.map((s, i) => (
            <SectionEditor
              key={i}
              section={s}
              i={i}
              last={i === working.sections.length - 1}
              open={openSections.has(i)}
              errorFor={errorFor}
              hydrated={hydrated}
              onDirty={() => setDirty(true)}
            />
          ))}
          <AddSection count={working.sections.length} />
        </div>

        {/* Save and Preview stay in view while the form scrolls. */}
        <div className="sticky bottom-0 z-20 -mx-2 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 bg-white/95 px-2 py-3 backdrop-blur-sm">
          <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
            {busy ? adminMessages.saving : "Save page"}
          </button>
          <button type="submit" name="intent" value="preview" className="btn-outline" disabled={busy} data-preview>
            {adminMessages.preview}
          </button>
          <Link to="/admin/pages" className="btn-outline">
            Close
          </Link>
          <p role="status" className="text-sm text-slate-600">
            {answer?.saved ? <time dateTime={answer.saved}>{adminMessages.savedAt(formatTimeOfDay(answer.saved))}</time> : dirty ? pageMessages.unsaved : null}
          </p>
        </div>

        {(isAddableKind(page.kind) || hindi) && (
          <details className="rounded-lg border border-red-200 p-4">
            <summary className="cursor-pointer text-sm font-semibold text-red-800">Delete this page</summary>
            <p className="mt-2 text-sm text-slate-700">{hindi ? pageMessages.deleteHindiConfirm(page.path) : pageMessages.deleteConfirm(page.path)}</p>
            <button type="submit" name="intent" value="delete" className="mt-3 btn border border-red-300 bg-red-50 text-red-800 hover:bg-red-100" formNoValidate>
              Delete page
            </button>
          </details>
        )}
      </Form>
      <div className="min-w-0 space-y-6">
        {english && <EnglishBeside page={english} />}
        <Placeholders list={placeholders} />
      </div>
    </div>
  );
}

/** Text with the placeholders of `list` filled (others left as they are). */
const filled = (text: string, list: PlaceholderInfo[]) => text.replace(/\{([a-zA-Z][\w.-]*)\}/g, (whole, name: string) => list.find((p) => p.name === name)?.value ?? whole);

/** The words of a page's sections, for the word count (every text field; markup and addresses count little). */
function wordsOf(sections: EditablePage["sections"]): string {
  const out: string[] = [];
  const walk = (v: unknown, key = "") => {
    if (typeof v === "string" && !["type", "anchor", "href", "style", "id", "width"].includes(key)) out.push(v.replace(/<[^>]*>/g, " "));
    else if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(sections);
  return out.join(" ");
}

/** "Section 4 (Questions and answers): " for a field of a section. */
function whereIs(path: string, page: EditablePage): string {
  const i = Number(/^sections\.(\d+)\./.exec(path)?.[1]);
  const s = Number.isInteger(i) ? page.sections[i] : undefined;
  return s ? `Section ${i + 1} (${SECTION_SPECS[s.type as SectionType]?.label ?? s.type}): ` : "";
}

function SectionEditor({
  section: s,
  i,
  last,
  open,
  errorFor,
  hydrated,
  onDirty,
}: {
  section: EditablePage["sections"][number];
  i: number;
  last: boolean;
  open: boolean;
  errorFor: (name: string) => string[];
  hydrated: boolean;
  onDirty: () => void;
}) {
  const spec = SECTION_SPECS[s.type as SectionType];
  const failed = errorFor(`sections.${i}`).length > 0;
  return (
    <details className={`rounded-xl border bg-white shadow-xs ${failed ? "border-red-300" : "border-slate-200"}`} open={open || failed} data-testid="page-section">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3">
        <span className="text-sm font-semibold text-ink">
          {i + 1}. {sectionTitle(s)}
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-100 px-4 py-4">
        <input type="hidden" name={fieldName(i, "type")} value={s.type} />
        {spec && <p className="text-xs text-muted">{spec.about}</p>}
        {spec?.fields.map((f) =>
          f.kind === "items" ? (
            <Items key={f.key} field={f} i={i} list={Array.isArray(s[f.key]) ? (s[f.key] as Record<string, unknown>[]) : []} errorFor={errorFor} />
          ) : (
            <FieldInput key={f.key} field={f} name={fieldName(i, f.key)} value={valueAt(s, f.key)} errors={errorFor(fieldName(i, f.key))} hydrated={hydrated} onDirty={onDirty} />
          ),
        )}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <button type="submit" name="intent" value={`move:${i}:up`} className="btn-outline px-3 py-1.5 text-sm" disabled={i === 0} formNoValidate>
            Move up<span className="sr-only"> section {i + 1}</span>
          </button>
          <button type="submit" name="intent" value={`move:${i}:down`} className="btn-outline px-3 py-1.5 text-sm" disabled={last} formNoValidate>
            Move down<span className="sr-only"> section {i + 1}</span>
          </button>
          <button type="submit" name="intent" value={`remove:${i}`} className="btn-outline px-3 py-1.5 text-sm text-red-800" formNoValidate>
            Remove<span className="sr-only"> section {i + 1}</span>
          </button>
        </div>
      </div>
    </details>
  );
}

/** A list of entries (questions, steps, cards...), each with its fields and its buttons; "Add" at the end. */
function Items({ field: f, i, list, errorFor }: { field: FieldSpec; i: number; list: Record<string, unknown>[]; errorFor: (name: string) => string[] }) {
  const what = f.item ?? "entry";
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{f.label}</legend>
      <ol className="space-y-3">
        {list.map((entry, j) => (
          <li key={j} className="space-y-3 rounded-lg bg-slate-50 p-3">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {what} {j + 1}
            </p>
            {(f.items ?? []).map((sub) => {
              const name = fieldName(i, sub.key, { key: f.key, j });
              return <FieldInput key={sub.key} field={sub} name={name} value={entry[sub.key]} errors={errorFor(name)} hydrated={false} onDirty={() => undefined} />;
            })}
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value={`move-item:${i}:${f.key}:${j}:up`} className="btn-outline px-2 py-1 text-xs" disabled={j === 0} formNoValidate>
                Move up
                <span className="sr-only">
                  {" "}
                  {what} {j + 1}
                </span>
              </button>
              <button
                type="submit"
                name="intent"
                value={`move-item:${i}:${f.key}:${j}:down`}
                className="btn-outline px-2 py-1 text-xs"
                disabled={j === list.length - 1}
                formNoValidate
              >
                Move down
                <span className="sr-only">
                  {" "}
                  {what} {j + 1}
                </span>
              </button>
              <button type="submit" name="intent" value={`remove-item:${i}:${f.key}:${j}`} className="btn-outline px-2 py-1 text-xs text-red-800" formNoValidate>
                Remove {what}
                <span className="sr-only"> {j + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="submit" name="intent" value={`add-item:${i}:${f.key}`} className="mt-3 btn-outline px-3 py-1.5 text-sm" formNoValidate>
        Add {what}
      </button>
    </fieldset>
  );
}

/** One field of a section, as its kind asks. */
function FieldInput({
  field: f,
  name,
  value,
  errors,
  hydrated,
  onDirty,
}: {
  field: FieldSpec;
  name: string;
  value: unknown;
  errors: string[];
  hydrated: boolean;
  onDirty: () => void;
}) {
  const shown = formValue(f, value);
  switch (f.kind) {
    case "checkbox":
      return <Checkbox label={f.label} name={name} checked={value === true} />;
    case "select":
      return <Select label={f.label} name={name} value={shown} options={f.options ?? []} errors={errors} />;
    case "number":
      return <Input label={f.label} name={name} value={shown} inputMode="numeric" errors={errors} hint={f.hint} />;
    case "text":
      return <Input label={f.label} name={name} value={shown} errors={errors} hint={f.hint} />;
    case "html":
      return hydrated ? (
        <RichField label={f.label} name={name} value={shown} errors={errors} onDirty={onDirty} />
      ) : (
        <Textarea label={f.label} name={name} value={shown} rows={10} errors={errors} hint={pageMessages.noJavaScriptRichText} />
      );
    default:
      return <Textarea label={f.label} name={name} value={shown} rows={f.kind === "legal" ? 24 : f.kind === "textarea" ? 3 : 6} errors={errors} hint={f.hint} />;
  }
}

/** Rich text in the editor the posts use; the HTML goes with the form in a hidden field. */
function RichField({ label, name, value, errors, onDirty }: { label: string; name: string; value: string; errors: string[]; onDirty: () => void }) {
  const id = useId();
  const [html, setHtml] = useState(value);
  return (
    <div>
      <span id={id} className="field-label">
        {label}
      </span>
      <input type="hidden" name={name} value={html} />
      <Suspense fallback={<p className="rounded-lg border border-slate-300 bg-white p-4 text-muted">{adminMessages.editorLoading}</p>}>
        <RichTextEditor
          initialHtml={value}
          labelledBy={id}
          invalid={errors.length > 0}
          onChange={(next) => {
            setHtml(next);
            onDirty();
          }}
        />
      </Suspense>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function AddSection({ count }: { count: number }) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-300 p-4">
      <div>
        <label htmlFor="add-section-type" className="field-label">
          New section
        </label>
        <select id="add-section-type" name="addType" className="field" defaultValue="text">
          {ADDABLE_SECTIONS.map((t) => (
            <option key={t} value={t}>
              {SECTION_SPECS[t].label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="add-section-at" className="field-label">
          Where
        </label>
        <select id="add-section-at" name="addAt" className="field" defaultValue={String(count)}>
          <option value={String(count)}>At the end</option>
          {Array.from({ length: count }, (_, i) => (
            <option key={i} value={String(i)}>
              Before section {i + 1}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="add-section" className="btn-outline" formNoValidate>
        Add section
      </button>
    </div>
  );
}

/** The placeholders the page's text may use, with their values now. */
/** The English page's words, section by section, beside its Hindi version's editor (to translate from). */
function EnglishBeside({ page }: { page: Stored }) {
  const lines = (v: unknown, key = ""): string[] => {
    if (typeof v === "string") return ["type", "anchor", "href", "style", "id", "width", "updated"].includes(key) || v === "" ? [] : [v.replace(/<[^>]*>/g, " ")];
    if (Array.isArray(v)) return v.flatMap((x) => lines(x));
    if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => lines(x, k));
    return [];
  };
  return (
    <aside aria-labelledby="english-heading" className="self-start card p-4" lang="en">
      <details open>
        <summary id="english-heading" className="cursor-pointer font-semibold text-ink">
          {pageMessages.englishBeside}
        </summary>
        <p className="mt-2 text-xs text-muted">
          {page.name}: {page.metaTitle}
        </p>
        <ol className="mt-3 max-h-[60vh] space-y-3 overflow-y-auto text-xs">
          {page.sections.map((section, i) => (
            <li key={i}>
              <p className="font-semibold text-ink">
                {i + 1}. {SECTION_SPECS[section.type as SectionType]?.label ?? section.type}
              </p>
              {lines(section).map((line, j) => (
                <p key={j} className="mt-1 text-muted">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </details>
    </aside>
  );
}

function Placeholders({ list }: { list: PlaceholderInfo[] }) {
  return (
    <aside aria-labelledby="placeholders-heading" className="self-start card p-4 lg:sticky lg:top-4">
      <details open>
        <summary id="placeholders-heading" className="cursor-pointer font-semibold text-ink">
          Placeholders
        </summary>
        <p className="mt-2 text-xs text-muted">Type one in any text, braces included; the page shows its value. Any other name in braces is refused.</p>
        <dl className="mt-3 max-h-[70vh] space-y-2 overflow-y-auto text-xs">
          {list.map((p) => (
            <div key={p.name}>
              <dt className="font-mono break-all text-brand-800">{`{${p.name}}`}</dt>
              <dd className="text-muted">
                {p.about}: <span className="text-ink">{p.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </aside>
  );
}

type HistoryData = NonNullable<Awaited<ReturnType<typeof loader>>["history"]>;

function History({ history, page }: { history: HistoryData; page: Stored }) {
  const list = history.revisions.data ?? [];
  return (
    <section aria-labelledby="history-heading" className="mb-6 card p-4">
      <h2 id="history-heading" className="text-lg font-semibold text-ink">
        {pageMessages.historyTitle}
      </h2>
      <ErrorBanner message={history.revisions.error} />
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{pageMessages.noRevisions}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {list.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span>
                <time dateTime={r.savedAt}>{formatDateTime(r.savedAt)}</time> · {r.savedBy.name} · <span className="font-mono text-xs">{r.path}</span>
              </span>
              <Link to={`?history&compare=${encodeURIComponent(r.id)}`} className="text-brand-700 hover:underline">
                What changed since
              </Link>
              <Form method="post" className="ml-auto">
                <input type="hidden" name="revisionId" value={r.id} />
                <input type="hidden" name="updatedAt" value={page.updatedAt} />
                <button type="submit" name="intent" value="restore" className="btn-outline px-3 py-1 text-xs" title={pageMessages.restoreConfirm}>
                  {adminMessages.restoreRevision}
                  <span className="sr-only"> of {formatDateTime(r.savedAt)}</span>
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      {history.diff && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink">Changes from the version of {history.compared && formatDateTime(history.compared.savedAt)} to the saved page</h3>
          <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs leading-5 whitespace-pre-wrap" data-testid="page-diff">
            {history.diff
              .filter((d) => d.added || d.removed)
              .map((d, k) => (
                <span key={k} className={d.added ? "block bg-green-100 text-green-900" : "block bg-red-100 text-red-900 line-through"}>
                  {d.value}
                </span>
              ))}
          </pre>
        </div>
      )}
    </section>
  );
}

// ---- Small form pieces (uncontrolled: the form is the state; a new key starts it again) ----

function Fieldset({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 card p-5">
      <legend className="float-left mb-2 w-full text-lg font-semibold text-ink">{title}</legend>
      {note && <p className="clear-left text-sm text-slate-600">{note}</p>}
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (!errors.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors.join(" ")}
    </p>
  );
}

function Input({
  label,
  name,
  value,
  required,
  readOnly,
  hint,
  errors = [],
  inputMode,
}: {
  label: string;
  name: string;
  value: string;
  required?: boolean;
  readOnly?: boolean;
  hint?: string;
  errors?: string[];
  inputMode?: "numeric";
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", errors.length ? `${id}-errors` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        className="field"
        defaultValue={value}
        required={required}
        readOnly={readOnly}
        inputMode={inputMode}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function Textarea({
  label,
  name,
  value,
  rows,
  required,
  hint,
  errors = [],
}: {
  label: string;
  name: string;
  value: string;
  rows: number;
  required?: boolean;
  hint?: string;
  errors?: string[];
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", errors.length ? `${id}-errors` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <textarea
        id={id}
        name={name}
        className="field"
        rows={rows}
        defaultValue={value}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function Select({
  label,
  name,
  value,
  options,
  disabled,
  errors = [],
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  errors?: string[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={disabled ? undefined : name} className="field" defaultValue={value} disabled={disabled} aria-invalid={errors.length > 0 || undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function Checkbox({ label, name, checked }: { label: string; name: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input type="checkbox" name={name} className="size-4 accent-brand-600" defaultChecked={checked} />
      {label}
    </label>
  );
}

// ---- With JavaScript ----

/** The form's fields by name, as it would post them. */
function formFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && name !== "intent" && name !== "updatedAt") out[name] = value;
  return out;
}

/** While the form has unsaved changes, its fields go to the server's autosave every AUTOSAVE_INTERVAL_MS (background writes, not the action). */
function useServerAutosave(pageId: string, formRef: RefObject<HTMLFormElement | null>, dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    let last = "";
    const send = () => {
      const form = formRef.current;
      if (!form) return;
      const values = formFields(form);
      const json = JSON.stringify(values);
      if (json === last) return;
      last = json;
      adminFetch(`${pagePath(pageId)}/autosave`, { method: "PUT", json: { values } }).catch(() => undefined);
    };
    const timer = window.setInterval(send, AUTOSAVE_INTERVAL_MS);
    const onHide = () => document.visibilityState === "hidden" && send();
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [pageId, formRef, dirty]);
}

/** Preview opens the link in a new tab (the form as typed, not saved); the editor stays as it is. */
function usePreviewInNewTab(formRef: RefObject<HTMLFormElement | null>) {
  const fetcher = useFetcher<Answer>();
  const waiting = useRef<((url: string | null) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(fetcher.data.previewUrl ?? null);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onClick = (e: MouseEvent) => {
      const button = (e.target as HTMLElement).closest("button[data-preview]");
      if (!button) return;
      e.preventDefault();
      const data = new FormData(form);
      data.set("intent", "preview");
      void openInNewTab(
        () =>
          new Promise<string | null>((resolve) => {
            waiting.current = resolve;
            void fetcher.submit(data, { method: "post" });
          }),
      );
    };
    form.addEventListener("click", onClick);
    return () => form.removeEventListener("click", onClick);
  }, [formRef, fetcher]);
}
