import { describe, expect, it } from "vitest";
import { TooManyRequests } from "../../src/server/errors";
import { createLoginThrottle } from "../../src/server/services/login-throttle";

describe("login throttle", () => {
  const setup = () => {
    let t = 1_000_000;
    const throttle = createLoginThrottle({ windowMs: 60_000, perEmail: 3, perIp: 5 }, () => t);
    return { throttle, advance: (ms: number) => (t += ms) };
  };
  const refused = (f: () => void) => {
    try {
      f();
      return null;
    } catch (err) {
      return err as TooManyRequests;
    }
  };

  it("refuses an e-mail after its failures, with the seconds left, until the window ends", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 3; i++) throttle.fail("A@x.io", `10.0.0.${i}`);
    advance(20_000);
    const err = refused(() => throttle.check("a@x.io", "10.0.0.9"));
    expect(err).toBeInstanceOf(TooManyRequests);
    expect(err!.status).toBe(429);
    expect(err!.headers["Retry-After"]).toBe("40");
    expect(refused(() => throttle.check("b@x.io", "10.0.0.9"))).toBeNull();
    advance(40_000);
    expect(refused(() => throttle.check("a@x.io", "10.0.0.9"))).toBeNull();
  });

  it("refuses an IP after its failures across e-mails", () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.fail(`user${i}@x.io`, "10.0.0.1");
    expect(refused(() => throttle.check("new@x.io", "10.0.0.1"))).toBeInstanceOf(TooManyRequests);
    expect(refused(() => throttle.check("new@x.io", "10.0.0.2"))).toBeNull();
  });

  it("a success clears the e-mail's count but not the IP's", () => {
    const { throttle } = setup();
    for (let i = 0; i < 2; i++) throttle.fail("a@x.io", "10.0.0.1");
    throttle.succeed("a@x.io");
    throttle.fail("a@x.io", "10.0.0.1");
    throttle.fail("a@x.io", "10.0.0.1");
    expect(refused(() => throttle.check("a@x.io"))).toBeNull();
    throttle.fail("a@x.io", "10.0.0.1");
    expect(refused(() => throttle.check("z@x.io", "10.0.0.1"))).toBeInstanceOf(TooManyRequests);
  });
});
