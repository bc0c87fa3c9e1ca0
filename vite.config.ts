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
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 2 },
                { name: "site", test: /src[\\/]app[\\/](root|routes[\\/]site)\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
