// The one way the admin uploads an image (blog featured image, images in the rich text, offer banners):
// the 5 MB and PNG/JPEG/WebP/AVIF rules are checked here first (docs/product.md, limits), then again by the server,
// which has the last word (magic bytes).
import { useCallback, useState } from "react";
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import type { UploadAnswer } from "../../shared/schemas/media";
import { adminFetch, errorText } from "./admin-api";

/** The stored image's address; with the media library's answer, its `name` and whether the same bytes were already there. */
export type UploadResult = { url: string; name?: string; duplicate?: boolean } | { error: string };

/** Uploads one image; the refusal (too large, HEIC, another type) or the server's text, else `failed`. */
export async function uploadImage(file: File, failed: string = apiMessages.uploadFailed): Promise<UploadResult> {
  // "less than 5MB": a file of exactly 5 MB is refused, as the server does.
  if (file.size >= IMAGE_UPLOAD_MAX_BYTES) return { error: apiMessages.imageTooLarge };
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return { error: apiMessages.heicImage };
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { error: apiMessages.unsupportedImage };
  const body = new FormData();
  body.append("image", file);
  try {
    const answer = await adminFetch<Partial<UploadAnswer> & { url: string }>("/api/upload", { method: "POST", body });
    return { url: answer.url, name: answer.data?.name, duplicate: answer.duplicate === true };
  } catch (err) {
    return { error: errorText(err, failed) };
  }
}

/**
 * An upload control's state: `busy` while a file is on its way, `error` when it was refused.
 * `upload` resolves to the server's answer (null without a file); a refusal is also kept in `error`.
 */
export function useImageUpload(failed?: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useCallback(
    async (file: File | undefined): Promise<UploadResult | null> => {
      if (!file) return null;
      setError(null);
      setBusy(true);
      const result = await uploadImage(file, failed);
      setBusy(false);
      if ("error" in result) setError(result.error);
      return result;
    },
    [failed],
  );
  return { busy, error, setError, upload };
}
