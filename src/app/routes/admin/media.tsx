// /admin/media (staff): every uploaded image with its thumbnail, size, dimensions, alt text, who
// uploaded it and when, and where it is used; search by name or alt text; the alt text saved here is the
// default wherever the image is inserted; an image is deleted only when nothing uses it.
import { useId, useState, type FormEvent } from "react";
import { Form, Link, useLoaderData, useLocation, useRevalidator } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { MEDIA_PAGE_SIZE, type MediaItem, type MediaUse } from "../../../shared/schemas/media";
import { MediaThumb } from "../../components/admin/media-picker";
import { AdminHeader, AdminLoading, ConfirmDialog, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadScreen, submitted, useAdminWrite } from "../../lib/admin-data";
import { formatDateTime } from "../../lib/date-time";
import { formatBytes } from "../../lib/format";
import { useImageUpload } from "../../lib/upload";

export const meta = () => [{ title: "Media Library | Admin" }, { name: "robots", content: "noindex" }];

type Page = { data: MediaItem[]; page: number; total: number };

const queryOf = (url: string) => {
  const params = new URL(url).searchParams;
  return { q: params.get("q") ?? "", page: Math.max(1, Math.floor(Number(params.get("page"))) || 1) };
};

export const loader = (async (args: ScreenArgs) => {
    const { q, page } = queryOf(request.url);
    const loaded = await loadScreen<Page>(args, `/api/media?${new URLSearchParams({ q, page: String(page) })}`, adminMessages.mediaFetchFailed, true);
    return { ...loaded, q };
  });

type Intent = { intent: "alt"; name: string; alt: string } | { intent: "delete"; name: string };

export async function action(args: ScreenArgs) {
  const sent = await submitted<Intent>(args.request);
  const path = `/api/media/${encodeURIComponent(sent.name)}`;
  if (sent.intent === "alt") return adminWrite(args, path, { method: "PUT", json: { alt: sent.alt } }, adminMessages.mediaSaveFailed);
  return adminWrite(args, path, { method: "DELETE" }, adminMessages.mediaDeleteFailed);
}

/** Where a use of an image is edited. */
const editHref = (u: MediaUse) =>
  ({
    blog: `/admin/blog/edit/${encodeURIComponent(u.id)}`,
    offer: `/admin/offers/edit/${encodeURIComponent(u.id)}`,
    news: `/admin/latestnews?edit=${encodeURIComponent(u.id)}`,
    resource: `/admin/resources?edit=${encodeURIComponent(u.id)}`,
    // Only its owner changes a profile's photo, on their profile page.
    user: "/admin/profile",
  })[u.type];
const typeLabel = { blog: "Post", offer: "Offer", news: "News", resource: "Resource", user: "Profile" } as const;

export default function MediaLibrary() {
  const { data, error: loadError, q } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const { busy: uploading, error: uploadError, upload } = useImageUpload(adminMessages.mediaUploadFailed);
  const writer = useAdminWrite();
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const writeError = writer.result && !writer.result.ok ? writer.result.error : null;
  const searchId = useId();
  const fileId = useId();
  const items = data?.data ?? [];
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / MEDIA_PAGE_SIZE)) : 1;
  const pageHref = (n: number) => `${pathname}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;

  async function onFile(file: File | undefined) {
    setNotice(null);
    const saved = await upload(file);
    if (saved && "url" in saved) await revalidator.revalidate();
  }

  function remove() {
    const item = deleting;
    setDeleting(null);
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
        <div>
          <label htmlFor={fileId} className="field-label">
            Upload an image
          </label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
            disabled={uploading}
            className="block w-full max-w-full text-sm"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <p className="mt-1 text-xs text-slate-600">{uploading ? adminMessages.uploading : adminMessages.imageHint}</p>
        </div>
      </div>
      <ErrorBanner message={uploadError ?? writeError ?? loadError} />
      {notice && !writeError && (
        <p role="status" className="mb-4 success-banner">
          {notice}
        </p>
      )}
      {data && items.length === 0 ? (
        <p className="card p-6 text-muted">{q ? adminMessages.noMediaMatch : adminMessages.noMedia}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Images">
          {items.map((m) => (
            <MediaCard
              key={`${m.name}|${m.alt}`}
              item={m}
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
      <ConfirmDialog open={deleting !== null} message={adminMessages.confirmDeleteMedia} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </section>
  );
}

function MediaCard({ item: m, busy, onSaveAlt, onDelete }: { item: MediaItem; busy: boolean; onSaveAlt: (alt: string) => void; onDelete: () => void }) {
  const [alt, setAlt] = useState(m.alt);
  const altId = useId();
  const used = m.usedBy.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSaveAlt(alt.trim());
  };
  return (
    <li className="flex flex-col gap-3 card p-4" data-testid="media-item">
      <div className="flex gap-3">
        <a href={m.url} target="_blank" rel="noopener noreferrer" className="w-24 shrink-0">
          <MediaThumb item={{ url: m.url, alt: "" }} className="border border-slate-200" />
          <span className="sr-only">Open {m.name} (opens in a new tab)</span>
        </a>
        <dl className="min-w-0 text-xs text-slate-600">
          <dt className="sr-only">File</dt>
          <dd className="truncate font-medium text-ink" title={m.name}>
            {m.name}
          </dd>
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
      <form onSubmit={submit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={altId} className="field-label">
            {adminMessages.altTextLabel}
          </label>
          <input id={altId} className="field" maxLength={300} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </div>
        <button type="submit" className="btn-outline px-3 py-2" disabled={busy || alt.trim() === m.alt}>
          Save<span className="sr-only"> alt text of {m.name}</span>
        </button>
      </form>
      <div>
        <button type="button" className="btn-danger px-3 py-1.5" disabled={busy || used} onClick={onDelete} aria-describedby={used ? `${altId}-used` : undefined}>
          Delete<span className="sr-only"> {m.name}</span>
        </button>
        {used && (
          <span id={`${altId}-used`} className="ml-2 text-xs text-slate-600">
            In use: remove it from there first.
          </span>
        )}
      </div>
    </li>
  );
}
