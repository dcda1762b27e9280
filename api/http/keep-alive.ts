import type { Server } from "node:http";

/**
 * How long an idle kept-alive connection stays open: 65 s instead of Node's 5 s. The server closes an
 * idle connection when its timer fires; if the event loop was busy (a payroll run of thousands on the
 * embedded database computes and writes on this one thread), the timer fires late — after a client has
 * already sent its next request on that connection, which then fails with ECONNRESET ("socket hang up").
 * Clients close their idle connections before the server does (Node's fetch at the server's
 * `Keep-Alive: timeout` hint, less a margin), so the race needs the loop to stall for a minute.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the header timeout to exceed the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
