/**
 * The ONE client of the /v1 API (docs/conventions.md habit 4). It adds the token and the request id, builds
 * query strings the specification's way, and turns failures into one typed error: 401 ends the session,
 * 403 and 404 become the error pages, 422 carries field errors back to the form. Each area of the API has
 * its functions on the bound client (`api.attendance.clockIn(place)`, app/lib/v1/), typed by the answers
 * of contract/responses/; the generic calls stay for the declared resources' screens.
 *
 * Messages come out as message texts (contract/message-text.ts): the API's code and params, which the
 * pages show in the reader's language (app/lib/messages.ts), or its English when this web tier does not
 * know the code (docs/decisions/0024-error-codes.md).
 */
import http from "node:http";
import https from "node:https";
import type { ErrorBody } from "../../contract/messages";
import type { ListMeta } from "../../contract/responses/common";
import { approvalsApi } from "./v1/approvals.server";
import { attendanceApi } from "./v1/attendance.server";
import { calendarApi } from "./v1/calendar.server";
import { authApi } from "./v1/auth.server";
import { companiesApi } from "./v1/companies.server";
import { dashboardApi } from "./v1/dashboard.server";
import { employeesApi } from "./v1/employees.server";
import { meApi } from "./v1/me.server";
import { shownMessage } from "./v1/messages.server";
import { leaveApi } from "./v1/leave.server";
import { payrollApi } from "./v1/payroll.server";
import { payrollReportsApi } from "./v1/payroll-reports.server";
import { thrApi } from "./v1/thr.server";
import { recordsApi } from "./v1/records.server";
import { selfApi } from "./v1/self.server";
import { taxApi } from "./v1/tax.server";
import { buildQuery, type QueryInput } from "./query";

/** A refusal of the API. `message` and the values of `errors` are message texts: show them through translateMessage. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly requestId?: string,
    /** The message's code (contract/messages.ts), when the API gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export type { ListMeta };

/** The calls by path, for the declared resources' generic screens (app/lib/screens.server.ts). */
export interface Transport {
  get<T>(path: string, query?: QueryInput | string): Promise<T>;
  list<T>(path: string, query?: QueryInput | string): Promise<{ data: T[]; meta: ListMeta }>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
  /** A multipart upload to POST /v1/files. */
  upload(file: File, purpose: string): Promise<{ data: { _id: string; url: string; name: string; size: number; type: string } }>;
  /** A multipart form to another call that takes one (PUT /v1/me/photo). */
  sendForm<T>(method: "POST" | "PUT", path: string, form: FormData): Promise<T>;
  /** A file or export as it comes (content type and disposition kept). */
  raw(path: string, init?: { method?: string; body?: BodyInit }): Promise<Response>;
}

/** The bound client: the calls by path and each area's typed functions. */
export interface ApiClient extends Transport {
  approvals: ReturnType<typeof approvalsApi>;
  attendance: ReturnType<typeof attendanceApi>;
  auth: ReturnType<typeof authApi>;
  calendar: ReturnType<typeof calendarApi>;
  companies: ReturnType<typeof companiesApi>;
  dashboard: ReturnType<typeof dashboardApi>;
  employees: ReturnType<typeof employeesApi>;
  me: ReturnType<typeof meApi>;
  leave: ReturnType<typeof leaveApi>;
  payroll: ReturnType<typeof payrollApi>;
  payrollReports: ReturnType<typeof payrollReportsApi>;
  records: ReturnType<typeof recordsApi>;
  self: ReturnType<typeof selfApi>;
  thr: ReturnType<typeof thrApi>;
  tax: ReturnType<typeof taxApi>;
}

export interface ClientOptions {
  base: string;
  token?: string | null;
  requestId?: string;
  /** Called on a 401 before the error is thrown (the session guard ends the session there). */
  onUnauthorized?: () => never;
  /** Called after a request that may change something (any method but GET), whatever its answer. */
  onChange?: () => void;
  /** The browser's address, for the API's throttles (X-Forwarded-For; the API trusts it from loopback or with TRUST_PROXY). */
  clientAddress?: string;
}

function queryString(query?: QueryInput | string): string {
  if (!query) return "";
  const qs = typeof query === "string" ? query.replace(/^\?/, "") : buildQuery(query);
  return qs ? `?${qs}` : "";
}

/** What the API answered, whole: every answer is JSON or a file small enough to hold. */
interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// Kept-alive connections to the API: node:http rather than fetch, which costs the web tier a WHATWG
// stream per call (docs/benchmarks.md). An idle connection is closed by this side first: after
// IDLE_MS, or a second before the server's announced `Keep-Alive: timeout=` if that is sooner (the API
// keeps idle connections 65 s, api/http/keep-alive.ts). Without a timeout of its own, Node's agent ignores
// the server's hint and keeps a connection until the server closes it — and a request sent on it in the
// moment before this process has read that close is reset (docs/decisions/0038-lists-at-scale.md).
export const IDLE_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};
const TIMEOUT_MS = 60_000;
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);

async function encode(body: BodyInit | string | undefined, headers: Record<string, string>): Promise<Buffer | string | undefined> {
  if (body === undefined || typeof body === "string") return body;
  // A form upload: let Response pick the multipart boundary.
  const encoded = new Response(body);
  const type = encoded.headers.get("content-type");
  if (type) headers["Content-Type"] = type;
  return Buffer.from(await encoded.arrayBuffer());
}

async function transport(url: URL, method: string, headers: Record<string, string>, body?: BodyInit | string): Promise<Reply> {
  const payload = await encode(body, headers);
  if (payload !== undefined) headers["Content-Length"] = String(Buffer.byteLength(payload));
  try {
    return await exchange(url, method, headers, payload, true);
  } catch (error) {
    // A read is sent once more, on a new connection, when the connection failed under it (a kept-alive one
    // the server had closed, or one cut mid-answer): nothing changes by asking twice. A write is not: the
    // API may have done it before the connection broke (docs/decisions/0038-lists-at-scale.md).
    if (!IDEMPOTENT.has(method) || !isConnectionFailure(error)) throw error;
    return exchange(url, method, headers, payload, false);
  }
}

const IDEMPOTENT = new Set(["GET", "HEAD"]);
/** The connection failed, not the API: reset, closed before the answer ("socket hang up"), or undici's word for it. */
const CONNECTION_FAILURES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);
export const isConnectionFailure = (error: unknown): boolean => CONNECTION_FAILURES.has((error as NodeJS.ErrnoException | undefined)?.code ?? "");

/** One request; `pooled`: on a kept-alive connection of the agent, else on a connection of its own. */
function exchange(url: URL, method: string, headers: Record<string, string>, payload: Buffer | string | undefined, pooled: boolean): Promise<Reply> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Reply>((resolve, reject) => {
    const request = client.request(url, { method, headers, agent: pooled ? agents[url.protocol as "http:" | "https:"] : false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`API timeout: ${method} ${url.pathname}`)));
    request.on("error", reject);
    request.end(payload);
  });
}

const parse = <T>(reply: Reply): T => (reply.status === 204 || reply.body.length === 0 ? (undefined as T) : (JSON.parse(reply.body.toString("utf8")) as T));

/** An error answer as one ApiError; `errors` stays the field → English map, `codes` gives its codes. */
function refusal(status: number, payload: Partial<ErrorBody> | undefined): ApiError {
  const errors = Object.fromEntries(Object.entries(payload?.errors ?? {}).map(([field, english]) => [field, shownMessage(payload?.codes?.[field], english)]));
  return new ApiError(status, shownMessage(payload, payload?.message ?? http.STATUS_CODES[status] ?? "Error"), errors, payload?.requestId, payload?.code);
}

export function createApiClient(options: ClientOptions): ApiClient {
  const byPath = createTransport(options);
  return {
    ...byPath,
    approvals: approvalsApi(byPath),
    attendance: attendanceApi(byPath),
    auth: authApi(byPath),
    calendar: calendarApi(byPath),
    companies: companiesApi(byPath),
    dashboard: dashboardApi(byPath),
    employees: employeesApi(byPath),
    me: meApi(byPath),
    leave: leaveApi(byPath),
    payroll: payrollApi(byPath),
    payrollReports: payrollReportsApi(byPath),
    records: recordsApi(byPath),
    self: selfApi(byPath),
    thr: thrApi(byPath),
    tax: taxApi(byPath),
  };
}

function createTransport(options: ClientOptions): Transport {
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    Accept: "application/json",
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(options.requestId ? { "X-Request-Id": options.requestId } : {}),
    ...(options.clientAddress ? { "X-Forwarded-For": options.clientAddress } : {}),
    ...extra,
  });

  async function send(method: string, path: string, init: { body?: BodyInit; json?: unknown; query?: QueryInput | string } = {}): Promise<Reply> {
    const url = new URL(`${options.base}/v1/${path.replace(/^\//, "")}${queryString(init.query)}`);
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    let reply: Reply;
    try {
      reply = await transport(url, method, headers(init.json !== undefined ? { "Content-Type": "application/json" } : {}), body);
    } finally {
      if (method !== "GET") options.onChange?.();
    }
    if (reply.status >= 200 && reply.status < 300) return reply;
    let payload: Partial<ErrorBody> | undefined;
    try {
      payload = parse<Partial<ErrorBody> | undefined>(reply);
    } catch {
      // not JSON
    }
    if (reply.status === 401 && options.onUnauthorized) options.onUnauthorized();
    throw refusal(reply.status, payload);
  }

  const json = async <T>(reply: Promise<Reply>): Promise<T> => parse<T>(await reply);

  return {
    get: (path, query) => json(send("GET", path, { query })),
    list: (path, query) => json(send("GET", path, { query })),
    post: (path, body) => json(send("POST", path, { json: body ?? {} })),
    put: (path, body) => json(send("PUT", path, { json: body })),
    del: (path) => json(send("DELETE", path)),
    upload: async (file, purpose) => {
      const form = new FormData();
      form.set("purpose", purpose);
      form.set("file", file, file.name);
      return json(send("POST", "files", { body: form }));
    },
    sendForm: (method, path, form) => json(send(method, path, { body: form })),
    raw: async (path, init = {}) => {
      const reply = await send(init.method ?? "GET", path, { body: init.body });
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      return new Response(reply.status === 204 ? null : new Uint8Array(reply.body), { status: reply.status, headers });
    },
  };
}
