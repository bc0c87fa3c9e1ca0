// The HTTP server with time limits on slow clients. Node's defaults let a client hold a connection for a
// minute by sending a header byte at a time (headersTimeout 60 s), five minutes by trickling a body
// (requestTimeout 300 s), and checks them only every 30 s: a few hundred such connections hold the
// process's sockets and memory while sending almost nothing.
import { createServer, type RequestListener, type Server } from "node:http";

export type ServerTimeouts = {
  /** The whole header block must arrive within this (ms) of the request's start. */
  headersTimeout: number;
  /** The whole request, body included, must arrive within this (ms): a 5 MB upload at 2 Mbit/s takes 20 s. */
  requestTimeout: number;
  /** An idle kept-alive connection is closed after this (ms). */
  keepAliveTimeout: number;
  /** How often (ms) the server looks for connections past headersTimeout or requestTimeout. */
  checkEvery: number;
};

export const SERVER_TIMEOUTS: ServerTimeouts = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, checkEvery: 1_000 };

/** A node:http server for `listener` whose slow or idle connections are closed after `timeouts`. */
export function createHttpServer(listener: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createServer({ connectionsCheckingInterval: timeouts.checkEvery, headersTimeout: timeouts.headersTimeout, requestTimeout: timeouts.requestTimeout }, listener);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  return server;
}
