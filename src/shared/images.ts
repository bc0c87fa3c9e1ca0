// Responsive images: every image uploaded to /uploads has WebP variants at these widths beside it
// (x.png, x.jpg, x.webp or x.avif -> x-480w.webp, x-800w.webp, x-1200w.webp), made on upload and back-filled at start-up.
export const IMAGE_VARIANT_WIDTHS = [480, 800, 1200] as const;

const UPLOAD_RE = /^\/uploads\/([\w-]+)\.(png|jpe?g|webp|avif)$/i;

export function variantName(base: string, width: number): string {
  return `${base}-${width}w.webp`;
}

/** The srcset of an uploaded image's WebP variants, or undefined for other images (external URLs). */
export function webpSrcSet(url: string | undefined | null): string | undefined {
  const base = url ? UPLOAD_RE.exec(url)?.[1] : undefined;
  if (!base) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `/uploads/${variantName(base, w)} ${w}w`).join(", ");
}
