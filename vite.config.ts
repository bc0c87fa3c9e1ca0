import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]|rolldown[\\/]runtime/, priority: 2 },
                // The document, the site layout and everything they import, plus the few tiny helpers most pages
                // use: one file instead of a dozen, which compresses better and costs fewer requests.
                { name: "site", test: /src[\\/](app[\\/](root|routes[\\/]site)\.tsx|app[\\/]lib[\\/](format|page-meta)\.ts|shared[\\/]sitemap\.ts)$/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
