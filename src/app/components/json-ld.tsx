// Structured data as an inline JSON-LD block. It carries the response's CSP nonce, and "<" is escaped so
// that no text in the data (a post title, say) can close the script element.
import { useNonce } from "../lib/nonce";

export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  // The browser hides the nonce attribute from the DOM after parsing, so hydration would see a difference.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
