// Heavy modules that most requests never need, loaded when first used rather than at start-up (
// spawn to /healthz under 1 s, RSS after start-up under 150 MB): nodemailer (sending mail), web-push (a
// push notification), sharp with libvips (image variants, share cards, seed images), opentype.js (the share
// cards' fonts). Each is imported once; their types stay static imports (erased from the build).
/** The module's value, imported at the first call and shared by every later one. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

export const loadNodemailer = lazy(() => import("nodemailer").then((m) => m.default));
export const loadWebPush = lazy(() => import("web-push").then((m) => m.default));
export const loadSharp = lazy(() => import("sharp").then((m) => m.default));
export const loadOpentype = lazy(() => import("opentype.js").then((m) => m.default));
/** fontkit: text in Devanagari on a Hindi page's share card, shaped (fonts.ts). */
export const loadFontkit = lazy(() => import("fontkit"));
/** pdfkit: the tax invoices and credit notes (services/invoice-pdf.ts). */
export const loadPdfkit = lazy(() => import("pdfkit").then((m) => m.default));
/** @aws-sdk/client-s3: the off-site copies of backups (services/offsite.ts), only with BACKUP_S3_URL set. */
export const loadS3 = lazy(() => import("@aws-sdk/client-s3"));
/** transliteration: an uploaded file's name made ASCII for its stored name (services/upload-names.ts); its tables take 19 MB. */
export const loadAsciiSlug = lazy(() => import("transliteration").then((m) => m.slugify));
