import bcrypt from "bcryptjs";
import { afterAll, describe, expect, it } from "vitest";
import { createPasswordHasher, isLegacyHash } from "../../src/server/auth/passwords";
import { TooManyRequests } from "../../src/server/errors";

describe("password hasher", () => {
  const hasher = createPasswordHasher({ logN: 10 });
  afterAll(() => hasher.close());

  it("hashes with scrypt (salted) and verifies", async () => {
    const a = await hasher.hash("correct horse");
    const b = await hasher.hash("correct horse");
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify("correct horse", a)).toBe(true);
    expect(await hasher.verify("correct horsE", a)).toBe(false);
    expect(hasher.needsRehash(a)).toBe(false);
    expect(createPasswordHasher({ logN: 11 }).needsRehash(a)).toBe(true);
  });

  it("verifies legacy bcrypt hashes (in a worker) and marks them for an upgrade", async () => {
    const legacy = bcrypt.hashSync("old-password-1", 4);
    expect(isLegacyHash(legacy)).toBe(true);
    expect(await hasher.verify("old-password-1", legacy)).toBe(true);
    expect(await hasher.verify("old-password-2", legacy)).toBe(false);
    expect(hasher.needsRehash(legacy)).toBe(true);
  });

  it("never matches garbage or a nobody hash", async () => {
    expect(await hasher.verify("x", "not-a-hash")).toBe(false);
    expect(await hasher.verify("x", "$scrypt$ln=40,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(await hasher.verifyNobody("anything")).toBe(false);
  });

  it("runs at most maxConcurrent at once and refuses beyond the queue with 429", async () => {
    const small = createPasswordHasher({ logN: 10, maxConcurrent: 1, maxQueued: 2 });
    const stored = await small.hash("pw-123456");
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => small.verify("pw-123456", stored)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refusedOne = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refusedOne.reason).toBeInstanceOf(TooManyRequests);
    await small.close();
  });

  it("keeps the event loop free while hashing", async () => {
    const slow = createPasswordHasher({ logN: 15 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await Promise.all([slow.hash("a-password-1"), slow.hash("a-password-2")]);
    clearInterval(timer);
    // The hashes take tens of milliseconds; the timer kept firing meanwhile.
    expect(ticks).toBeGreaterThan(2);
  });
});
