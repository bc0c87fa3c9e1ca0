// Image upload from the admin screens: the 5 MB and png/jpg rules are checked here first (docs/product.md#validation-rules),
// then again by the server, which has the last word (magic bytes).
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import { adminFetch, errorText } from "./admin-api";

export type UploadResult = { url: string } | { error: string };

export async function uploadImage(file: File): Promise<UploadResult> {
  // "less than 5MB": a file of exactly 5 MB is refused, as the server does.
  if (file.size >= IMAGE_UPLOAD_MAX_BYTES) return { error: apiMessages.imageTooLarge };
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { error: apiMessages.unsupportedImage };
  const body = new FormData();
  body.append("image", file);
  try {
    return { url: (await adminFetch<{ url: string }>("/api/upload", { method: "POST", body })).url };
  } catch (err) {
    return { error: errorText(err, apiMessages.uploadFailed) };
  }
}
