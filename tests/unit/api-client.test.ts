// The /v1 client's connections (docs/decisions/0038-lists-at-scale.md): a kept-alive connection that the
// server resets as it is reused costs a read one more try on a new connection and a write its error; and
// an idle connection is closed by the client before the server's announced keep-alive timeout. Real
// servers on loopback (port 0), no mocks.
import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient, IDLE_MS } from "../../app/lib/api.server";
import { KEEP_ALIVE_MS } from "../../api/http/keep-alive";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/**
 * A server that answers the first request of each connection, keeping it alive, and resets the
 * connection when a second request arrives on it: what a client meets when the server closed an idle
 * connection just as it was reused.
 */
async function resettingServer() {
  const seen: { method: string; connection: number; reset: boolean }[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const connection = ++connections;
    let buffer = "";
    let answered = 0;
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        const head = buffer.slice(0, end);
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        buffer = buffer.slice(end + 4 + length);
        const method = head.slice(0, head.indexOf(" "));
        const reset = answered > 0;
        seen.push({ method, connection, reset });
        if (reset) {
          socket.resetAndDestroy();
          return;
        }
        answered++;
        const body = JSON.stringify({ data: { connection } });
        socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`);
      }
    });
  });
  const base = await listen(server);
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
  });
  return { base, seen };
}

describe("the /v1 client on a kept-alive connection the server resets", () => {
  it("asks a read again on a new connection", async () => {
    const { base, seen } = await resettingServer();
    const api = createApiClient({ base });
    expect(await api.get("things")).toEqual({ data: { connection: 1 } });
    // The same connection again: reset as the request arrives, then the same read on a second one.
    expect(await api.get("things")).toEqual({ data: { connection: 2 } });
    expect(seen).toEqual([
      { method: "GET", connection: 1, reset: false },
      { method: "GET", connection: 1, reset: true },
      { method: "GET", connection: 2, reset: false },
    ]);
  });

  it("asks it again on a new connection, not on another kept one the server also closed", async () => {
    const { base, seen } = await resettingServer();
    const api = createApiClient({ base });
    // Two connections kept alive; both reset when reused, as when many idle ones expire together.
    await Promise.all([api.get("things"), api.get("things")]);
    expect(await api.get("things")).toEqual({ data: { connection: 3 } });
    expect(seen.filter(({ reset }) => reset)).toHaveLength(1);
    expect(seen).toHaveLength(4);
  });

  it("does not send a write twice: its error comes back", async () => {
    const { base, seen } = await resettingServer();
    const api = createApiClient({ base });
    await api.get("things");
    await expect(api.post("things", { name: "x" })).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(seen.map(({ method, reset }) => [method, reset])).toEqual([
      ["GET", false],
      ["POST", true],
    ]);
  });
});

describe("the /v1 client's idle connections", () => {
  it("are closed by the client, before the server's keep-alive timeout", async () => {
    expect(IDLE_MS).toBeLessThan(KEEP_ALIVE_MS);
    // A server that keeps idle connections 2.5 s (it announces `Keep-Alive: timeout=2`): the client
    // closes its idle connection a second before the announced 2 s.
    const ends: { by: "client" | "server"; after: number }[] = [];
    let answeredAt = 0;
    const server = http.createServer((_req, res) => {
      answeredAt = Date.now();
      res.setHeader("Content-Type", "application/json");
      res.end("{}");
    });
    server.keepAliveTimeout = 2_500;
    server.on("connection", (socket: net.Socket) => {
      // The client's FIN arrives as "end"; the server's own close has none.
      socket.on("end", () => ends.push({ by: "client", after: Date.now() - answeredAt }));
      socket.on("close", () => ends.length || ends.push({ by: "server", after: Date.now() - answeredAt }));
    });
    const base = await listen(server);
    await createApiClient({ base }).get("things");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(ends).toHaveLength(1);
    expect(ends[0].by).toBe("client");
    expect(ends[0].after).toBeLessThan(2_000);
  });
});
