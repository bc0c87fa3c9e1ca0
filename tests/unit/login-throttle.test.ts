import { describe, expect, it } from "vitest";
import { TooManyRequests } from "../../src/server/errors";
import { Abandoned, clientNetwork, createLoginThrottle, type ThrottleEntry } from "../../src/server/services/login-throttle";

describe("login throttle", () => {
  const setup = (store?: { load(): ThrottleEntry[]; save(e: ThrottleEntry[]): Promise<void> }) => {
    let t = 1_000_000;
    const slept: number[] = [];
    const throttle = createLoginThrottle({
      limits: { windowMs: 60_000, perPair: 3, perEmail: 3, perIp: 5, slowdownBaseMs: 100, slowdownMaxMs: 400 },
      now: () => t,
      sleep: async (ms) => void slept.push(ms),
      store,
    });
    return { throttle, slept, advance: (ms: number) => (t += ms) };
  };
  const refused = async (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => err as TooManyRequests,
    );

  it("counts an attempt before its password is checked: a burst from one address gets only the pair's attempts", async () => {
    const { throttle } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => refused(throttle.begin("a@x.io", "10.0.0.1"))));
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect(results.filter((r) => r instanceof TooManyRequests)).toHaveLength(7);
  });

  it("refuses the pair after its failures, with the seconds left, until the window ends; another address is slowed, not refused", async () => {
    const { throttle, slept, advance } = setup();
    for (let i = 0; i < 3; i++) (await throttle.begin("A@x.io", "10.0.0.1")).fail();
    advance(20_000);
    const err = await refused(throttle.begin("a@x.io", "10.0.0.1"));
    expect(err).toBeInstanceOf(TooManyRequests);
    expect(err!.status).toBe(429);
    expect(err!.headers["Retry-After"]).toBe("40");
    // The right user from elsewhere: delayed (the e-mail has 3 attempts), then let through.
    const other = await refused(throttle.begin("a@x.io", "10.0.0.2"));
    expect(other).toBeNull();
    expect(slept).toEqual([100]);
    advance(40_000);
    expect(await refused(throttle.begin("a@x.io", "10.0.0.1"))).toBeNull();
  });

  it("spaces slowed-down attempts of one e-mail one after the other, with growing delays up to the maximum", async () => {
    const { throttle, slept } = setup();
    for (let i = 0; i < 3; i++) (await throttle.begin("a@x.io", `10.0.1.${i}`)).fail();
    await Promise.all([4, 5, 6, 7].map((i) => throttle.begin("a@x.io", `10.0.1.${i}`)));
    // Delays 100, 200, 400, 400 (max), each counted from the previous one's start.
    expect(slept).toEqual([100, 300, 700, 1100]);
  });

  it("a success takes its attempt back and clears the e-mail's count", async () => {
    const { throttle, slept } = setup();
    for (let i = 0; i < 2; i++) (await throttle.begin("a@x.io", "10.0.0.1")).fail();
    (await throttle.begin("a@x.io", "10.0.0.1")).succeed();
    for (let i = 0; i < 3; i++) expect(await refused(throttle.begin("a@x.io", "10.0.0.1").then((a) => a.fail()))).toBeNull();
    expect(slept).toEqual([]);
    expect(await refused(throttle.begin("a@x.io", "10.0.0.1"))).toBeInstanceOf(TooManyRequests);
  });

  it("refuses an address after its attempts across e-mails; an IPv6 /64 counts as one address", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) (await throttle.begin(`user${i}@x.io`, `2001:db8:1:2::${i + 1}`)).fail();
    expect(await refused(throttle.begin("new@x.io", "2001:db8:1:2:ffff:ffff:ffff:ffff"))).toBeInstanceOf(TooManyRequests);
    expect(await refused(throttle.begin("new@x.io", "2001:db8:1:3::1"))).toBeNull();
  });

  it("keeps its counts across a restart", async () => {
    let saved: ThrottleEntry[] = [];
    const store = { load: () => saved, save: async (e: ThrottleEntry[]) => void (saved = e) };
    const first = setup(store);
    for (let i = 0; i < 3; i++) (await first.throttle.begin("a@x.io", "10.0.0.1")).fail();
    await first.throttle.flush();
    expect(saved.length).toBeGreaterThan(0);
    const second = setup(store);
    expect(await refused(second.throttle.begin("a@x.io", "10.0.0.1"))).toBeInstanceOf(TooManyRequests);
  });

  it("a cancelled attempt (its check never ran) is not counted", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 10; i++) (await throttle.begin("a@x.io", "10.0.0.1")).cancel();
    expect(await refused(throttle.begin("a@x.io", "10.0.0.1"))).toBeNull();
  });
});

describe("clientNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    [undefined, "unknown"],
  ])("%s -> %s", (ip, net) => expect(clientNetwork(ip)).toBe(net));
});

// No third party can lock a user out. A clock the test moves, a sleep that moves it (no real waits).
describe("login throttle against attackers from other addresses", () => {
  const setup = () => {
    let t = 5_000_000;
    const throttle = createLoginThrottle({
      now: () => t,
      // Sleeping moves the clock: the time an attempt spent waiting is how far the clock moved meanwhile.
      sleep: async (ms) => void (t += ms),
    });
    return { throttle, now: () => t, advance: (ms: number) => (t += ms) };
  };
  const USER = "owner@x.io";
  const HOME = "198.51.100.7";

  it("lets a known address through at once while three addresses attack the account", async () => {
    const { throttle, now } = setup();
    (await throttle.begin(USER, HOME)).succeed(); // the user signed in from home before
    const attackers = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
    // Each attacker uses its 5 attempts (the pair's limit), all failing, all at once.
    const attacks = attackers.flatMap((ip) =>
      Array.from({ length: 5 }, () =>
        throttle.begin(USER, ip).then(
          (a) => a.fail(),
          () => undefined,
        ),
      ),
    );
    const start = now();
    const attempt = await throttle.begin(USER, HOME);
    const waited = now() - start;
    attempt.succeed();
    await Promise.all(attacks);
    console.info(`[bounds] the real user's wait with three attacking addresses: ${waited} ms (known address)`);
    expect(waited).toBeLessThan(3_000);
  });

  it("counts a known address's slowdown on its own attempts only", async () => {
    const { throttle, now } = setup();
    (await throttle.begin(USER, HOME)).succeed();
    for (let a = 0; a < 20; a++)
      await throttle.begin(USER, `203.0.113.${a}`).then(
        (x) => x.fail(),
        () => undefined,
      );
    const start = now();
    (await throttle.begin(USER, HOME)).fail();
    expect(now() - start).toBe(0);
  });

  it("answers 429 at once rather than queueing an unknown address for more than the maximum", async () => {
    const { throttle } = setup();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        throttle.begin(USER, `203.0.113.${i}`).then(
          () => "in",
          (e: unknown) => (e instanceof TooManyRequests ? 429 : e),
        ),
      ),
    );
    expect(results).toContain(429);
    expect(results.filter((r) => r === "in").length).toBeGreaterThan(5);
  });

  it("takes an abandoned request out of the queue: the next one does not wait for it", async () => {
    let t = 0;
    const sleeps: { ms: number; done: () => void }[] = [];
    const throttle = createLoginThrottle({ now: () => t, sleep: (ms) => new Promise((done) => sleeps.push({ ms, done: () => ((t += ms), done()) })) });
    for (let i = 0; i < 5; i++) (await throttle.begin(USER, `203.0.113.${i}`)).fail();
    const gone = new AbortController();
    const abandoned = throttle.begin(USER, "203.0.113.50", gone.signal);
    const next = throttle.begin(USER, "203.0.113.51");
    await Promise.resolve();
    expect(sleeps).toHaveLength(1); // the first waits its 500 ms
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(Abandoned);
    await new Promise((r) => setImmediate(r));
    // The second now waits its own delay from the last start, not after the abandoned one's turn.
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]!.ms).toBe(1_000);
    sleeps[1]!.done();
    await expect(next).resolves.toBeDefined();
  });

  it("forgets an account's counts when its password is reset", async () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) (await throttle.begin(USER, HOME)).fail();
    await expect(throttle.begin(USER, HOME)).rejects.toBeInstanceOf(TooManyRequests);
    throttle.clear(USER);
    await expect(throttle.begin(USER, HOME)).resolves.toBeDefined();
  });
});
