// How the production server process is started, in one place for the scripts that start it (bench, soak,
// Lighthouse) and checked against the Dockerfile and `npm start` by tests/unit/server-runtime.test.ts.
// Why these values (README "Memory"): in a 1 GB container the process stays near 250 MB under load.

/**
 * V8's limits: the old space at 256 MB (the server's live heap is ~60 MB with the demo content; without a
 * limit V8 sizes its heap from the machine's memory and let it reach ~280 MB under a render-heavy load)
 * and a semi-space of 32 MB: a render makes a lot of short-lived garbage, and a young generation that holds
 * several renders' worth lets it die there instead of being promoted (8 MB rendered ~30% slower; the RSS of
 * the soak was the same with 16 and 32).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=32"] as const;

/**
 * glibc's malloc arenas at 2: each thread that allocates (libuv's pool compressing pages, sharp/libvips
 * drawing images) otherwise gets an arena of its own, up to 8 per core, ~20 MB resident each (~100 MB).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;
