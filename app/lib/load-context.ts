import type { Logger } from "pino";

/** What server.ts hands every loader and action (see getLoadContext there). */
export interface WebContext {
  /** Nonce of this response's Content-Security-Policy, for Remix's inline scripts. */
  cspNonce: string;
  requestId: string;
  logger: Logger;
  /** The /v1 API mounted in this process (the API client uses API_URL instead when it is set). */
  apiBase: string;
  /** The browser's address (as TRUST_PROXY reads it), passed to the API's sign-in throttle. */
  clientAddress: string;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}
