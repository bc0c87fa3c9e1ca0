// Slow clients cannot hold connections: a header sent a byte at a time, a body trickled, an idle kept-alive
// connection are each closed once their limit passes.
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, SERVER_TIMEOUTS, type ServerTimeouts } from "../../src/server/http/server-timeouts";

const SHORT: ServerTimeouts = { headersTimeout: 400, requestTimeout: 800, keepAliveTimeout: 300, checkEvery: 100 };

/** Connects, runs `drip` every 50 ms while the connection is open, and resolves with how long it stayed open (ms). */
function heldFor(port: number, first: string, drip: string | undefined): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(first));
    const timer = drip === undefined ? undefined : setInterval(() => socket.writable && socket.write(drip), 50);
    socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 5 s: ${answer}`));
    }, 5_000).unref();
  });
}

describe("the HTTP server's time limits", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((ok) => (server ? server.close(() => ok()) : ok())));

  async function start(timeouts?: ServerTimeouts): Promise<number> {
    // Answers once the whole body is in, as an upload does.
    server = createHttpServer((req, res) => void req.resume().on("end", () => res.end("ok")), timeouts);
    await new Promise<void>((ok) => server!.listen(0, "127.0.0.1", ok));
    return (server.address() as AddressInfo).port;
  }

  it("are set on the server the process listens with, to bounds a slow client cannot stretch", async () => {
    await start();
    expect(server!.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server!.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server!.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(15_000);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeLessThanOrEqual(10_000);
  });

  it("closes a connection that sends its headers a line at a time, with 408", async () => {
    const port = await start(SHORT);
    const { ms, answer } = await heldFor(port, "GET / HTTP/1.1\r\nHost: x\r\n", "X-Drip: 1\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(SHORT.headersTimeout + 1_000);
  });

  it("closes a connection that trickles its body", async () => {
    const port = await start(SHORT);
    const { ms, answer } = await heldFor(port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n", "a");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(SHORT.requestTimeout + 1_000);
  });

  it("closes an idle kept-alive connection after its answer", async () => {
    const port = await start(SHORT);
    const { ms, answer } = await heldFor(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n", undefined);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    // Node keeps the socket up to a second longer than it announces (keepAliveTimeoutBuffer), for clients' clocks.
    expect(ms).toBeLessThan(SHORT.keepAliveTimeout + 2_000);
  });
});
