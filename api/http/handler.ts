import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Express 4 does not catch rejected promises: forward them to the error handler. */
export function handler(fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}
