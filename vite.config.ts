import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Plugin } from "vite";

// React Router ships a production build next to its development one (the same code without the developer
// warnings), but its package exports always name the development build (remix-run/react-router#14102).
// The browser build takes the production files: 0.6 KB (gzip) less on every page's first load, the budget
// of scripts/lib/first-load.ts. The server build resolves the package as it is.
function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/([\\/])dist\1development\1/, "$1dist$1production$1") };
    },
  };
}

// Every message function compiled by Paraglide (src/shared/paraglide/messages/*) falls back to the runtime's
// getLocale() when no locale is passed, which pulls Paraglide's whole locale-detection runtime (cookies, URL
// strategies, setLocale) into every page that shows a message. Our code always passes the page's language
// (src/shared/i18n.ts), so the browser build gives those files a two-line runtime instead: about 2 KB (gzip)
// less on every page's first load. The server and the tests use the real runtime.
const PARAGLIDE_MESSAGE = /src[\\/]shared[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/;
const EXPLICIT_LOCALE_RUNTIME = "\0paraglide-explicit-locale-runtime";
function paraglideExplicitLocale(): Plugin {
  return {
    name: "paraglide-explicit-locale",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      return source === "../runtime.js" && importer && PARAGLIDE_MESSAGE.test(importer) ? EXPLICIT_LOCALE_RUNTIME : null;
    },
    load(id) {
      // The base locale, as the compiled runtime's only strategy ("baseLocale", package.json's i18n script) gives it.
      return id === EXPLICIT_LOCALE_RUNTIME ? 'export const experimentalStaticLocale = undefined;\nexport const getLocale = () => "en";\n' : null;
    },
  };
}

// React Router's own child compilers are created with `envFile: false`, which Vite 8 reports as deprecated on every
// build (the option is theirs, not ours; it changes nothing). This logger drops exactly that line so the build
// output shows only what a developer can act on (issue 33); every other message passes through.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes("The `envFile` option is deprecated")) warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild(), paraglideExplicitLocale()],
  resolve: { tsconfigPaths: true },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React Router and the bundler's CommonJS helper: needed by every page, changed only by upgrades.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]|rolldown[\\/]runtime/,
                  priority: 2,
                },
                // The document, the site layout and everything they import, plus the few tiny helpers most pages
                // use (the e-mail text, the sitemap's lists, the call-back defaults of the firm's seed, who a due date
                // applies to): one file instead of a dozen, which compresses better and costs fewer requests.
                {
                  name: "site",
                  test: /src[\\/](app[\\/](root|routes[\\/]site)\.tsx|app[\\/]lib[\\/](format|page-meta)\.ts|app[\\/]components[\\/]email-text\.tsx|shared[\\/](sitemap|callback-defaults|applies-to)\.ts)$/,
                  priority: 1,
                },
                // What the contact forms share (their rules and messages, the phone rule, the form token's texts):
                // one chunk, loaded with a form, instead of four small ones.
                { name: "contact", test: /src[\\/]shared[\\/](enquiry-rules|contact-messages|phone|form-token-messages)\.ts$/, priority: 1 },
                // The loaders of the sections far down the marketing pages (components/lazy-*.tsx, near-viewport.tsx):
                // one chunk instead of one of about 350 bytes each (a service page has four of them).
                { name: "lazy-sections", test: /src[\\/]app[\\/]components[\\/]lazy-(cta|faq|package-cards|testimonials)\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
