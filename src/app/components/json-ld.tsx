// Inline JSON-LD structured data. Carries the CSP nonce like every inline script (docs/architecture.md#security-and-reliability). The data
// builders are in lib/structured-data.ts; this file stays small because every page renders it.
import { useNonce } from "../lib/nonce";

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** `data`, or `json`: data already serialised by serializeJsonLd (the layout's, built once per content change). */
export function JsonLd(props: { data: unknown } | { json: string }) {
  const nonce = useNonce();
  const json = "json" in props ? props.json : serializeJsonLd(props.data);
  // The nonce exists only in the server render (browsers also hide it from the DOM), hence the warning suppression.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
