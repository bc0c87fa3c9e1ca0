// Google Tag Manager, only when GTM_ID is set (docs/product.md#configuration). The snippet carries the CSP nonce; the scripts
// it loads are trusted through 'strict-dynamic', and it passes the nonce on to gtm.js for custom tags.

/**
 * The standard container snippet, in <head>. `id` is checked against /^GTM-[A-Z0-9]+$/ at start-up. Only the
 * server writes it: a script in the HTML runs once, and the browser's render keeps the server's element as it is
 * (so the snippet's text is not part of every page's JavaScript).
 */
export function TagManagerScript({ id, nonce }: { id: string; nonce?: string }) {
  const snippet = !import.meta.env.SSR
    ? ""
    : `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
      `var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;` +
      `j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('script[nonce]');` +
      `n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);` +
      `})(window,document,'script','dataLayer',${JSON.stringify(id)});`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: snippet }} />;
}

/** The <noscript> fallback, first thing in <body>. */
export function TagManagerNoScript({ id }: { id: string }) {
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
