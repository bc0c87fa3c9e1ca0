// The Node programs (the server and the user, backup, restore and import-legacy commands) compiled to plain JavaScript in
// build/node, so production runs no TypeScript: `npm run build` runs this after React Router's build.
// An SSR build: packages stay imports of node_modules (resolved at run time, like the sources do), every
// file of this repository is bundled. See docs/decisions/012-compiled-server-and-node-24.md.
import fs from "node:fs/promises";
import { defineConfig, type Plugin } from "vite";

const outDir = "build/node";

/**
 * The seed content files (JSON and HTML data, no code), read at run time next to the code that loads
 * them: src/server/storage/seed under tsx, build/node/seed here.
 */
function copySeedFiles(): Plugin {
  const from = "src/server/storage/seed";
  return {
    name: "copy-seed-files",
    async writeBundle({ dir = outDir }) {
      await fs.cp(from, `${dir}/seed`, { recursive: true });
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [copySeedFiles()],
  build: {
    ssr: true,
    target: "node24",
    outDir,
    emptyOutDir: true,
    // Readable stack traces without shipping source maps (which would carry the TypeScript sources).
    minify: false,
    rolldownOptions: {
      input: { server: "server.ts", user: "scripts/user.ts", backup: "scripts/backup.ts", restore: "scripts/restore.ts", "import-legacy": "scripts/import-legacy.ts" },
      // One flat folder, so a module's import.meta.url points at build/node whichever chunk it lands in.
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
