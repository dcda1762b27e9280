import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Handlers still running (a client that hung up leaves its handler running): shutdown waits for them. */
let running = 0;

/** Express 4 does not catch rejected promises: forward them to the error handler. */
export function handler(fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    running++;
    fn(req, res, next)
      .catch(next)
      .finally(() => running--);
  };
}

/** Resolves once no handler is running, or after `timeoutMs`. */
export async function handlersIdle(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}
