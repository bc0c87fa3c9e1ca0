// The media library as a picker: a button that opens the uploaded images in a dialog (search,
// pages, upload); choosing one hands its address and its saved alt text (the default alt) to the form.
import { useCallback, useEffect, useId, useState } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { MEDIA_PAGE_SIZE, type MediaItem } from "../../../shared/schemas/media";
import { adminFetch, errorText } from "../../lib/admin-api";
import { formatBytes } from "../../lib/format";
import { useImageUpload } from "../../lib/upload";
import { webpSrcSet } from "../../../shared/images";
import { Dialog } from "../dialog";

export type PickedImage = { url: string; alt: string };
type Page = { data: MediaItem[]; page: number; total: number };

/** A square thumbnail of an uploaded image (its smallest WebP variant when there is one). */
export function MediaThumb({ item, className = "" }: { item: Pick<MediaItem, "url" | "alt">; className?: string }) {
  return (
    <img
      src={item.url}
      srcSet={webpSrcSet(item.url)}
      sizes="160px"
      alt={item.alt}
      loading="lazy"
      className={`aspect-square w-full rounded-lg bg-slate-100 object-cover ${className}`}
    />
  );
}

/** "Choose from library": opens the picker; `onPick` gets the chosen image. */
export function MediaPickerButton({
  onPick,
  label = "Choose from library",
  className = "btn-outline px-3 py-1.5",
}: {
  onPick: (image: PickedImage) => void;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(image) => {
          setOpen(false);
          onPick(image);
        }}
      />
    </>
  );
}

export function MediaPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (image: PickedImage) => void }) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy: uploading, error: uploadError, upload } = useImageUpload(adminMessages.mediaUploadFailed);
  const searchId = useId();
  const fileId = useId();

  const load = useCallback(async (query: string, n: number) => {
    try {
      setResult(await adminFetch<Page>(`/api/media?${new URLSearchParams({ q: query, page: String(n) })}`));
      setError(null);
    } catch (err) {
      setError(errorText(err, adminMessages.mediaFetchFailed));
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    // Typing waits a moment before asking, so each key press does not cost a request.
    const timer = setTimeout(() => void load(q, page), q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [open, q, page, load]);

  async function onFile(file: File | undefined) {
    const saved = await upload(file);
    if (saved && "url" in saved) onPick({ url: saved.url, alt: "" });
  }

  const pages = result ? Math.max(1, Math.ceil(result.total / MEDIA_PAGE_SIZE)) : 1;
  return (
    <Dialog open={open} onClose={onClose} title="Media library" className="max-w-3xl">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="field-label">
            Search images
          </label>
          <input
            id={searchId}
            type="search"
            className="field"
            data-autofocus
            value={q}
            placeholder="File name or alt text"
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div>
          <label htmlFor={fileId} className="field-label">
            Or upload a new image
          </label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
            disabled={uploading}
            className="block w-full text-sm"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">{uploading ? adminMessages.uploading : adminMessages.imageHint}</p>
      {(error ?? uploadError) && (
        <p role="alert" className="mt-3 error-banner">
          {error ?? uploadError}
        </p>
      )}
      {result && result.data.length === 0 ? (
        <p className="mt-4 text-muted">{q ? adminMessages.noMediaMatch : adminMessages.noMedia}</p>
      ) : (
        <ul className="mt-4 grid max-h-[55vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-4" aria-label="Images">
          {result?.data.map((m) => (
            <li key={m.name}>
              <button
                type="button"
                className="group w-full rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                onClick={() => onPick({ url: m.url, alt: m.alt })}
              >
                <MediaThumb item={{ url: m.url, alt: "" }} className="group-hover:border-brand-500 border border-slate-200" />
                <span className="mt-1 block truncate text-xs text-slate-700">{m.alt || m.name}</span>
                <span className="block text-xs text-slate-500">
                  {m.width}×{m.height}, {formatBytes(m.bytes)}
                </span>
                <span className="sr-only">Choose this image</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {result && pages > 1 && (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm">
          <button type="button" className="btn-outline px-3 py-1.5" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="btn-outline px-3 py-1.5" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </button>
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
