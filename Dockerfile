# syntax=docker/dockerfile:1
# Multi-stage build on the current Node LTS (24); the image runs as the unprivileged "node" user.
#   docker build -t company-site .
#   docker run -d --name site -p 3000:3000 -e SITE_URL=https://www.example.in -e TRUST_PROXY=1 \
#     -v site-data:/var/lib/site/data -v site-uploads:/var/lib/site/uploads -v site-backups:/var/lib/site/backups company-site

# 1. Every dependency (the build needs the dev ones). Cached until package.json or the lockfile change.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json .npmrc .nvmrc ./
COPY scripts/require-node.mjs scripts/use-node.sh ./scripts/
RUN npm ci --no-audit --no-fund

# 2. The production build (the pages, then the server and the commands compiled to build/node), then only
#    the runtime dependencies. The prune keeps TypeScript (React Router's runtime packages name it as an
#    optional peer), which nothing runs: it goes too.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver

# 3. The runtime image: compiled JavaScript only (no TypeScript sources, no dev dependencies, no compilers).
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/site/data \
    UPLOADS_DIR=/var/lib/site/uploads \
    BACKUP_DIR=/var/lib/site/backups \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Noto Sans Devanagari for the Hindi pages' share cards (src/server/fonts.ts reads it from this folder): Debian's
# fonts-noto-core, of which only the Devanagari sans files are kept.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-noto-core \
 && find /usr/share/fonts/truetype/noto -type f ! -name 'NotoSansDevanagari-*' -delete \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/package.json /app/.npmrc /app/.nvmrc ./
# The two launchers npm start and npm run user|backup|restore run (they pick build/node's files here), and the
# Node line check every npm script starts with (on this image's Node 24 it changes nothing).
COPY --from=build --chown=node:node /app/scripts/start.mjs /app/scripts/cli.mjs /app/scripts/require-node.mjs /app/scripts/use-node.sh ./scripts/
# The volumes' mount points exist and belong to "node", so named volumes start out writable by it.
RUN mkdir -p /var/lib/site/data /var/lib/site/uploads /var/lib/site/backups && chown -R node:node /var/lib/site
USER node
VOLUME ["/var/lib/site/data", "/var/lib/site/uploads", "/var/lib/site/backups"]
EXPOSE 3000
# /healthz answers 503 when the data files cannot be read; a failed check marks the container unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server finishes in-flight requests and writes on SIGTERM and exits within 10 s (docker stop's default wait).
STOPSIGNAL SIGTERM
# Memory (README "Memory"): V8's heap limits for a 1 GB container; MALLOC_ARENA_MAX above keeps glibc's
# per-thread arenas from holding ~100 MB.
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=16", "--expose-gc", "scripts/start.mjs"]
