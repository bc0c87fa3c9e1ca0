// What the web middleware leaves in res.locals for the handlers after it, typed by declaration merging
// (no casts at the readers). Only the nonce travels this way: request facts for the page loaders go
// through the load context (load-context.ts), and a limit decision is the service's own (enquiries.ts).
declare global {
  namespace Express {
    interface Locals {
      /**
       * The CSP nonce of this response, set by the `nonce` middleware (http/security.ts) before anything
       * that reads it: the Content-Security-Policy header, the renderer (load context) and the page cache.
       */
      nonce: string;
    }
  }
}

export {};
