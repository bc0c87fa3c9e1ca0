// How the production server process is started, in one place for the scripts that start it (bench, soak,
// Lighthouse) and checked against the Dockerfile and `npm start` by tests/unit/server-runtime.test.ts.
// Why these values (README "Memory"): in a 1 GB container the process stays near 250 MB under load.

/**
 * V8's limits: the old space at 256 MB (the server's live heap is ~60 MB with the demo content; without a
 * limit V8 sizes its heap from the machine's memory and let it reach ~280 MB under a render-heavy load)
 * and a semi-space of 16 MB. The semi-space trades memory for render speed: a render makes a lot of
 * short-lived garbage. Measured (CPU per render, and the soak's RSS): 8 MB kept the soak at ~230 MB, 32 MB
 * saved up to ~10% of a render's CPU but took the soak to ~315 MB; 16 MB sits between.
 * --expose-gc: the start-up's garbage is given back once, before the server listens (releaseStartupGarbage
 * in src/server/lifecycle.ts): the new space starts small again and grows to 16 MB only under load.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=16", "--expose-gc"] as const;

/**
 * glibc's malloc arenas at 2: each thread that allocates (libuv's pool compressing pages, sharp/libvips
 * drawing images) otherwise gets an arena of its own, up to 8 per core, ~20 MB resident each (~100 MB).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;
