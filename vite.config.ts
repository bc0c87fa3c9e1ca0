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
// (src/shared/i18n.ts), so the browser build gives each of those files the base locale in place of its import of
// the runtime: no locale detection, and no module shared by every chunk with a message (a shared module lands in
// one of those chunks, which every page showing a message then loads first). The server and the tests use the
// real runtime.
const PARAGLIDE_MESSAGE = /src[\\/]shared[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/;
const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
function paraglideExplicitLocale(): Plugin {
  return {
    name: "paraglide-explicit-locale",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!PARAGLIDE_MESSAGE.test(id) || !code.includes(RUNTIME_IMPORT)) return null;
      // The base locale, as the compiled runtime's only strategy ("baseLocale", package.json's i18n script) gives it.
      return { code: code.replace(RUNTIME_IMPORT, 'const experimentalStaticLocale = undefined;\nconst getLocale = () => "en";'), map: null };
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
        // A lazily loaded chunk names the chunks it needs so the browser fetches them together; those every page
        // has already loaded (React, React Router, the bundler's runtime) need no naming: fewer bytes in every chunk
        // that loads another, the layout's included.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => !/[\\/](framework|rolldown-runtime)-[^\\/]+\.js$/.test(d)) },
        rolldownOptions: {
          // Creating a number or date format has no effect beyond the object made: one nobody uses is dropped
          // (shared/locale.ts makes one per language for the pages that format, not for every page's first load).
          treeshake: { manualPureFunctions: ["Intl.NumberFormat", "Intl.DateTimeFormat"] },
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
                  test: /src[\\/](app[\\/](root|routes[\\/]site)\.tsx|app[\\/]lib[\\/](format|page-meta)\.ts|app[\\/]components[\\/]email-text\.tsx|shared[\\/]sitemap\.ts)$/,
                  priority: 1,
                },
                // What the contact forms share (their rules, the phone rule, the form token's texts): one chunk, loaded
                // with a form, instead of three small ones. The form's words come from the layout's loader
                // (lib/frame-words.ts); contact-messages.ts, with the message functions of both languages, goes
                // with the lazily loaded parts that use it.
                { name: "contact", test: /src[\\/]shared[\\/](enquiry-rules|phone|form-token-messages)\.ts$/, priority: 1 },
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
