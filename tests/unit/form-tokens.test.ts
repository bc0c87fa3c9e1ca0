import { describe, expect, it } from "vitest";
import { FORM_TOKEN_TTL_MS, createFormTokens } from "../../src/server/services/form-tokens";

describe("form tokens", () => {
  const clock = { t: 1_000_000 };
  const tokens = createFormTokens({ secret: "s".repeat(48), minFillMs: 3000, now: () => clock.t });

  it("are refused before the minimum fill time, accepted after it, and only once", () => {
    const t = tokens.issue();
    expect(tokens.problem(t)).toBe("too-fast");
    clock.t += 3000;
    expect(tokens.problem(t)).toBeNull();
    tokens.use(t);
    expect(tokens.problem(t)).toBe("used");
    // Two tokens issued in the same millisecond are distinct.
    expect(tokens.issue()).not.toBe(tokens.issue());
  });

  it("expire after two hours", () => {
    const t = tokens.issue();
    clock.t += FORM_TOKEN_TTL_MS;
    expect(tokens.problem(t)).toBeNull();
    clock.t += 1;
    expect(tokens.problem(t)).toBe("expired");
  });

  it("refuse forged, foreign and malformed tokens", () => {
    const t = tokens.issue();
    clock.t += 5000;
    const [ts, rand, mac] = t.split(".");
    expect(tokens.problem(`${Number(ts) - 1000}.${rand}.${mac}`)).toBe("invalid");
    expect(tokens.problem(`${ts}.${rand}x.${mac}`)).toBe("invalid");
    expect(createFormTokens({ secret: "other", minFillMs: 0, now: () => clock.t }).problem(t)).toBe("invalid");
    for (const bad of [undefined, 42, "", "a.b", "1.2.3.4", "x".repeat(500)]) expect(tokens.problem(bad)).toBe("invalid");
  });
});
