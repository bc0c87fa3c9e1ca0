// /admin/media (staff): every uploaded image with its thumbnail, size, dimensions, alt text, who
// uploaded it and when, and where it is used; search by name or alt text; the alt text saved here is the
// default wherever the image is inserted; an image is deleted only when nothing uses it.
// With JavaScript a chosen file uploads at once (lib/upload.ts); without it the upload form posts the file
// to the action, the alt text forms post too, and Delete opens its confirmation by the address ("?delete={name}").
// After an upload the address names the image ("?selected={name}&upload=new|duplicate"): the list opens at its page
// with it marked, and says whether it was stored or was already there (the same bytes are stored once).
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminMessages, mediaUploadMessages } from "../../../shared/admin-messages";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaUse, type UploadAnswer } from "../../../shared/schemas/media";
import { MediaThumb } from "../../components/admin/media-picker";
import { AdminHeader, ConfirmDialog, ErrorBanner, UrlButton } from "../../components/admin/ui";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite, type Written } from "../../lib/admin-data";
import { formatDateTime } from "../../lib/date-time";
import { formatBytes } from "../../lib/format";
import { useImageUpload } from "../../lib/upload";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/media";

export const meta = () => [{ title: "Media Library | Admin" }, { name: "robots", content: "noindex" }];

type Page = { data: MediaItem[]; page: number; total: number };

const queryOf = (url: string) => {
  const params = new URL(url).searchParams;
  return { q: params.get("q") ?? "", page: Math.max(1, Math.floor(Number(params.get("page"))) || 1), paged: params.has("page"), selected: params.get("selected") ?? "" };
};

/** Where an upload lands: the library at the image's page, the image marked, and whether it was already there. */
const uploadedHref = (name: string, duplicate: boolean) => `/admin/media?${new URLSearchParams({ selected: name, upload: duplicate ? "duplicate" : "new" })}#${mediaAnchor(name)}`;
const mediaAnchor = (name: string) => `media-${name}`;

export async function loader(args: Route.LoaderArgs) {
  const { q, page, paged, selected } = queryOf(args.request.url);
  // A selected image without a page asked for: the page that holds it.
  const query = new URLSearchParams({ q, ...(selected && !paged ? { at: selected.slice(0, 300) } : { page: String(page) }) });
  const loaded = await loadScreen<Page>(args, `/api/media?${query}`, adminMessages.mediaFetchFailed, true);
  return { ...loaded, q };
}

type Intent = { intent: "alt"; name: string; alt: string } | { intent: "delete"; name: string };

/** The answer, and which write it answers (the page shows a form's answer posted without JavaScript). */
type Answer = Written<unknown> & { intent: Intent["intent"] | "upload" };

/** The screen's JSON or a form's fields; a file posted without JavaScript goes to the upload route as it comes. */
export async function action(args: Route.ActionArgs): Promise<Answer> {
  staffOf(args);
  if (args.request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const file = (await args.request.formData()).get("image");
    if (!(file instanceof File) || file.size === 0) return { intent: "upload", ok: false, error: adminMessages.mediaUploadFailed, status: 400 };
    // Only what the upload route reads: the one image.
    const form = new FormData();
    form.append("image", file, file.name);
    const written = await adminWrite<UploadAnswer>(args, "/api/upload", { method: "POST", form }, adminMessages.mediaUploadFailed, true);
    if (written.ok) throw redirect(uploadedHref(written.data.data.name, written.data.duplicate));
    return { intent: "upload", ...written };
  }
  const sent = await submitted<Intent>(args.request);
  const path = `/api/media/${encodeURIComponent(sent.name)}`;
  if (sent.intent === "alt") return { intent: "alt", ...(await adminWrite(args, path, { method: "PUT", json: { alt: sent.alt.trim() } }, adminMessages.mediaSaveFailed)) };
  return { intent: "delete", ...(await adminWrite(args, path, { method: "DELETE" }, adminMessages.mediaDeleteFailed)) };
}

/** Where a use of an image is edited. */
const editHref = (u: MediaUse) =>
  ({
    blog: `/admin/blog/edit/${encodeURIComponent(u.id)}`,
    offer: `/admin/offers/edit/${encodeURIComponent(u.id)}`,
    news: `/admin/latestnews?edit=${encodeURIComponent(u.id)}`,
    resource: `/admin/resources?edit=${encodeURIComponent(u.id)}`,
    // Admins change a member's photo on the team screen (its linked user also on their profile page).
    "team-member": `/admin/team?edit=${encodeURIComponent(u.id)}`,
  })[u.type];
const typeLabel = { blog: "Post", offer: "Offer", news: "News", resource: "Resource", "team-member": "Team member" } as const;

export default function MediaLibrary() {
  const { data, error: loadError, q } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { busy: uploading, error: uploadError, upload } = useImageUpload(adminMessages.mediaUploadFailed);
  const writer = useAdminWrite();
  // The answer of a form posted without JavaScript (the page was rendered again with it).
  const posted = useActionData<typeof action>();
  const [notice, setNotice] = useState<string | null>(posted?.ok && posted.intent === "alt" ? adminMessages.mediaAltSaved : null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const writeError = (writer.result && !writer.result.ok ? writer.result.error : null) ?? (posted && !posted.ok ? posted.error : null);
  const searchId = useId();
  const fileId = useId();
  const items = data?.data ?? [];
  // The image an upload landed on, and what the upload found.
  const selected = params.get("selected");
  const picked = selected ? items.find((m) => m.name === selected) : undefined;
  const uploadNotice =
    picked && params.get("upload") === "duplicate"
      ? mediaUploadMessages.duplicate(shownName(picked))
      : picked && params.get("upload") === "new"
        ? mediaUploadMessages.added(shownName(picked))
        : null;
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / MEDIA_PAGE_SIZE)) : 1;
  const listQuery = { ...(q ? { q } : {}), ...(params.has("page") || selected ? { page: String(page) } : {}) };
  const pageHref = (n: number) => `${pathname}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  const listHref = `${pathname}${Object.keys(listQuery).length ? `?${new URLSearchParams(listQuery)}` : ""}`;
  // The confirmation: the Delete button's, or the address's ("?delete={name}", without JavaScript).
  const asked = deleting ?? items.find((m) => m.name === params.get("delete")) ?? null;
  const closeConfirm = () => {
    setDeleting(null);
    if (params.has("delete")) navigate(listHref, { replace: true });
  };

  async function onFile(file: File | undefined) {
    setNotice(null);
    const saved = await upload(file);
    if (saved && "url" in saved && saved.name) await navigate(uploadedHref(saved.name, saved.duplicate === true));
  }

  function remove() {
    const item = asked;
    closeConfirm();
    setNotice(null);
    if (item) void writer.submit({ intent: "delete", name: item.name });
  }

  return (
    <section>
      <AdminHeader title="Media Library" />
      <div className="mb-4 grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
        <Form method="get" role="search" className="flex min-w-0 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={searchId} className="field-label">
              Search images
            </label>
            <input id={searchId} name="q" type="search" className="field" defaultValue={q} key={q} placeholder="File name or alt text" />
          </div>
          <button type="submit" className="btn-outline">
            Search
          </button>
        </Form>
        {/* With JavaScript a chosen file uploads at once; without it, Upload posts the form with the file. */}
        <Form method="post" encType="multipart/form-data" action={listHref}>
          <label htmlFor={fileId} className="field-label">
            Upload an image
          </label>
          <input
            id={fileId}
            name="image"
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
            disabled={uploading}
            className="block w-full max-w-full text-sm"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <noscript>
            <button type="submit" className="mt-2 btn-outline">
              Upload
            </button>
          </noscript>
          <p className="mt-1 text-xs text-slate-600">{uploading ? adminMessages.uploading : adminMessages.imageHint}</p>
        </Form>
      </div>
      <ErrorBanner message={uploadError ?? writeError ?? loadError} />
      {notice && !writeError && (
        <p role="status" className="mb-4 success-banner">
          {notice}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        message={adminMessages.confirmDeleteMedia}
        onConfirm={remove}
        onCancel={closeConfirm}
        post={asked ? { intent: "delete", name: asked.name } : undefined}
        cancelHref={listHref}
      />
      {data && items.length === 0 ? (
        <p className="card p-6 text-muted">{q ? adminMessages.noMediaMatch : adminMessages.noMedia}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Images">
          {items.map((m) => (
            <MediaCard
              key={`${m.name}|${m.alt}`}
              item={m}
              selected={m.name === selected}
              // What the upload found shows on the image itself, where the address scrolls to.
              uploadNotice={m.name === selected && !notice && !writeError && !uploadError ? uploadNotice : null}
              keep={listQuery}
              busy={writer.busy}
              onSaveAlt={(alt) => void writer.submit({ intent: "alt", name: m.name, alt }).then((r) => r.ok && setNotice(adminMessages.mediaAltSaved))}
              onDelete={() => setDeleting(m)}
            />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link className="btn-outline px-3 py-1.5" to={pageHref(page - 1)}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages} ({data.total} images)
          </span>
          {page < pages ? (
            <Link className="btn-outline px-3 py-1.5" to={pageHref(page + 1)}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

/** What the library calls an image: the name it was uploaded with, else its file's name. */
const shownName = (m: MediaItem) => m.originalName || m.name;

function MediaCard({
  item: m,
  selected,
  uploadNotice,
  keep,
  busy,
  onSaveAlt,
  onDelete,
}: {
  item: MediaItem;
  /** The image an upload just landed on (stored, or found already stored). */
  selected: boolean;
  /** Whether the upload that landed here stored the image or found it already stored. */
  uploadNotice: string | null;
  /** The list's search and page, kept by the Delete button's address without JavaScript. */
  keep: Record<string, string>;
  busy: boolean;
  onSaveAlt: (alt: string) => void;
  onDelete: () => void;
}) {
  const [alt, setAlt] = useState(m.alt);
  const card = useRef<HTMLLIElement>(null);
  const arrival = useLocation().key;
  // After an upload in the browser, the image it landed on comes into view (without JavaScript, the address's #).
  useEffect(() => {
    if (selected) card.current?.scrollIntoView({ block: "center" });
  }, [selected, arrival]);
  const altId = useId();
  const hydrated = useHydrated();
  const used = m.usedBy.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSaveAlt(alt.trim());
  };
  return (
    <li
      id={mediaAnchor(m.name)}
      className={`flex scroll-mt-24 flex-col gap-3 card p-4 ${selected ? "ring-2 ring-brand-600" : ""}`}
      data-testid="media-item"
      aria-current={selected ? "true" : undefined}
      ref={card}
    >
      {uploadNotice && (
        <p role="status" className="success-banner">
          {uploadNotice}
        </p>
      )}
      <div className="flex gap-3">
        <a href={m.url} target="_blank" rel="noopener noreferrer" className="w-24 shrink-0">
          <MediaThumb item={{ url: m.url, alt: "" }} className="border border-slate-200" />
          <span className="sr-only">Open {shownName(m)} (opens in a new tab)</span>
        </a>
        <dl className="min-w-0 text-xs text-slate-600">
          <dt className="sr-only">Name</dt>
          <dd className="font-medium break-words text-ink" data-testid="media-name">
            {shownName(m)}
            {selected && <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{mediaUploadMessages.selected}</span>}
          </dd>
          {m.originalName && m.originalName !== m.name && (
            <>
              <dt className="sr-only">File</dt>
              <dd className="truncate" title={m.name}>
                {m.name}
              </dd>
            </>
          )}
          <dt className="sr-only">Size</dt>
          <dd>
            {m.width}×{m.height} px, {formatBytes(m.bytes)}
          </dd>
          <dt className="sr-only">Uploaded</dt>
          <dd>
            {formatDateTime(m.uploadedAt)}
            {m.uploadedBy ? `, by ${m.uploadedBy}` : ""}
          </dd>
          <dt className="sr-only">Used by</dt>
          <dd>
            {used ? (
              <span>
                Used by{" "}
                {m.usedBy.map((u, i) => (
                  <span key={`${u.type}-${u.id}`}>
                    {i > 0 && ", "}
                    <Link className="text-brand-700 underline" to={editHref(u)}>
                      {typeLabel[u.type]}: {u.title || u.id}
                    </Link>
                  </span>
                ))}
              </span>
            ) : (
              "Not used"
            )}
          </dd>
        </dl>
      </div>
      <Form method="post" onSubmit={submit} className="flex items-end gap-2">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="name" value={m.name} />
        <div className="min-w-0 flex-1">
          <label htmlFor={altId} className="field-label">
            {adminMessages.altTextLabel}
          </label>
          <input id={altId} name="alt" className="field" maxLength={300} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </div>
        {/* Without JavaScript the button cannot follow the typing: it stays enabled. */}
        <button type="submit" className="btn-outline px-3 py-2" disabled={busy || (hydrated && alt.trim() === m.alt)}>
          Save<span className="sr-only"> alt text of {m.name}</span>
        </button>
      </Form>
      <div>
        <UrlButton
          name="delete"
          value={m.name}
          keep={keep}
          className="btn-danger px-3 py-1.5"
          disabled={busy || used}
          onClick={onDelete}
          describedBy={used ? `${altId}-used` : undefined}
        >
          Delete<span className="sr-only"> {m.name}</span>
        </UrlButton>
        {used && (
          <span id={`${altId}-used`} className="ml-2 text-xs text-slate-600">
            In use: remove it from there first.
          </span>
        )}
      </div>
    </li>
  );
}
