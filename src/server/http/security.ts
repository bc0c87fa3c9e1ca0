// Security headers (docs/architecture.md#security-and-reliability): helmet with a Content-Security-Policy built around the per-request nonce
// that entry.server.tsx gives every script React Router and React emit. Pages served from the page cache
// swap the nonce for script hashes (http/page-cache.ts).
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** A fresh nonce per response, in res.locals.nonce (the load context hands it to the renderer). */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString("base64");
  next();
};

// helmet hands its directive functions the bare node response; in this app it is always Express's.
const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.nonce}'`;

/** Stands for the response's nonce in the headers worked out once (securityHeaders). */
const NONCE_MARK = "\u0000nonce\u0000";

/** The order's page (/order/status/{reference}) opens Razorpay's checkout: its script, its frames and their calls. */
export const CHECKOUT_PAGE = /^\/order\/status\//i;
/** What Razorpay's Standard Checkout loads: checkout.js, then its payment window in a frame that calls its API. */
export const RAZORPAY_CHECKOUT = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
} as const;

/** helmet's headers for one configuration, with NONCE_MARK where each response's nonce goes. */
function headersOf(config: Pick<Config, "siteUrl" | "gtmId" | "env">, options: HelmetOptions): { headers: [string, string][]; removed: string[] } {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const capture = {
    locals: { nonce: NONCE_MARK },
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  helmetFor(config, options)({} as IncomingMessage, capture as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error("helmet did not finish synchronously");
  return { headers, removed };
}

/**
 * helmet's headers, worked out ONCE with a marker for the nonce, then set on each response with its own
 * nonce: helmet's eleven middleware functions and its policy building cost ~5% of a render.
 * The headers are the same as helmet's own for every response (nothing in this configuration reads the
 * request), and helmet's removal of X-Powered-By is kept. The order's page alone gets the policy that lets
 * Razorpay's checkout in (CHECKOUT_PAGE); every other answer keeps the strict one.
 */
export function securityHeaders(config: Pick<Config, "siteUrl" | "gtmId" | "env">): RequestHandler {
  const strict = headersOf(config, {});
  const checkout = headersOf(config, { razorpayCheckout: true });
  return (req, res, next) => {
    const { headers, removed } = CHECKOUT_PAGE.test(req.path) ? checkout : strict;
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value.includes(NONCE_MARK) ? value.replaceAll(NONCE_MARK, String(res.locals.nonce)) : value);
    next();
  };
}

/** `razorpayCheckout`: the policy of the order's page, which also allows Razorpay's checkout (RAZORPAY_CHECKOUT). */
export type HelmetOptions = { razorpayCheckout?: boolean };

/** helmet itself, configured for this site (securityHeaders sets the same headers; the test compares them). */
export function helmetFor(config: Pick<Config, "siteUrl" | "gtmId" | "env">, { razorpayCheckout = false }: HelmetOptions = {}) {
  const https = config.siteUrl.startsWith("https://");
  const gtm = config.gtmId ? [TAG_MANAGER_ORIGIN] : [];
  const checkout = (sources: readonly string[]) => (razorpayCheckout ? sources : []);
  const frames = [...(config.gtmId ? [TAG_MANAGER_ORIGIN] : []), ...checkout(RAZORPAY_CHECKOUT.frame)];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // 'strict-dynamic': scripts loaded by a nonce'd script (route chunks, Tag Manager's tags) are
        // trusted; 'self' and the Tag Manager origin only matter to browsers without CSP 3.
        "script-src": ["'self'", nonceSource, "'strict-dynamic'", ...gtm, ...checkout(RAZORPAY_CHECKOUT.script)],
        "script-src-attr": ["'none'"],
        // React renders style attributes (and the rich-text editor sets them): inline styles only.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": [
          "'self'",
          ...(config.gtmId ? [TAG_MANAGER_ORIGIN, "https://*.google-analytics.com", "https://*.analytics.google.com"] : []),
          // Vite's hot-reload websocket listens on its own port in development.
          ...(config.env === "development" ? ["ws:"] : []),
          ...checkout(RAZORPAY_CHECKOUT.connect),
        ],
        "frame-src": frames.length > 0 ? frames : ["'none'"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Posts may show images from other sites; COEP would block them.
    crossOriginEmbedderPolicy: false,
  });
}
