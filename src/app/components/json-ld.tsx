// Inline JSON-LD structured data. Carries the CSP nonce like every inline script (DESIGN 7).
import { useNonce } from "../lib/nonce";
import { serializeJsonLd } from "../lib/structured-data";

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  // The nonce exists only in the server render (browsers also hide it from the DOM), hence the warning suppression.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
