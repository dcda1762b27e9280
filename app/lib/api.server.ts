/**
 * The ONE client of the /v1 API (CONVENTIONS.md habit 4). It adds the token and the request id, builds
 * query strings the specification's way, and turns failures into one typed error: 401 ends the session,
 * 403 and 404 become the error pages, 422 carries field errors back to the form.
 */
import { buildQuery, type QueryInput } from "./query";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export interface ListMeta {
  total: number;
  limit: number;
  skip: number;
}

export interface ApiClient {
  get<T>(path: string, query?: QueryInput | string): Promise<T>;
  list<T>(path: string, query?: QueryInput | string): Promise<{ data: T[]; meta: ListMeta }>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
  /** A multipart upload to POST /v1/files. */
  upload(file: File, purpose: string): Promise<{ data: { _id: string; url: string; name: string; size: number; type: string } }>;
  /** A file or export as it comes (content type and disposition kept). */
  raw(path: string, init?: { method?: string; body?: BodyInit }): Promise<Response>;
}

export interface ClientOptions {
  base: string;
  token?: string | null;
  requestId?: string;
  /** Called on a 401 before the error is thrown (the session guard ends the session there). */
  onUnauthorized?: () => never;
}

function queryString(query?: QueryInput | string): string {
  if (!query) return "";
  const qs = typeof query === "string" ? query.replace(/^\?/, "") : buildQuery(query);
  return qs ? `?${qs}` : "";
}

export function createApiClient(options: ClientOptions): ApiClient {
  const headers = (extra: Record<string, string> = {}) => ({
    Accept: "application/json",
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(options.requestId ? { "X-Request-Id": options.requestId } : {}),
    ...extra,
  });

  async function send(method: string, path: string, init: { body?: BodyInit; json?: unknown; query?: QueryInput | string } = {}): Promise<Response> {
    const url = `${options.base}/v1/${path.replace(/^\//, "")}${queryString(init.query)}`;
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const response = await fetch(url, { method, headers: headers(init.json !== undefined ? { "Content-Type": "application/json" } : {}), body });
    if (response.ok) return response;
    let message = response.statusText;
    let errors: Record<string, string> | undefined;
    let requestId: string | undefined;
    try {
      const payload = (await response.json()) as { message?: string; errors?: Record<string, string>; requestId?: string };
      message = payload.message ?? message;
      errors = payload.errors;
      requestId = payload.requestId;
    } catch {
      // not JSON
    }
    if (response.status === 401 && options.onUnauthorized) options.onUnauthorized();
    throw new ApiError(response.status, message, errors, requestId);
  }

  const json = async <T>(response: Response): Promise<T> => (response.status === 204 ? (undefined as T) : ((await response.json()) as T));

  return {
    get: async (path, query) => json(await send("GET", path, { query })),
    list: async (path, query) => json(await send("GET", path, { query })),
    post: async (path, body) => json(await send("POST", path, { json: body ?? {} })),
    put: async (path, body) => json(await send("PUT", path, { json: body })),
    del: async (path) => json(await send("DELETE", path)),
    upload: async (file, purpose) => {
      const form = new FormData();
      form.set("purpose", purpose);
      form.set("file", file, file.name);
      return json(await send("POST", "files", { body: form }));
    },
    raw: (path, init = {}) => send(init.method ?? "GET", path, { body: init.body }),
  };
}
