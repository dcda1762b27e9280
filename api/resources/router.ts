import express, { type Router } from "express";
import type { ApiContext } from "../context";
import { principalOf } from "../http/auth";
import { handler } from "../http/handler";
import type { ResourceEngine } from "./engine";

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

const rawQuery = (url: string) => {
  const index = url.indexOf("?");
  return index === -1 ? "" : url.slice(index + 1);
};

/**
 * Routes for every bound resource: `GET/POST /{path}`, `GET/PUT/DELETE /{path}/{id}`; a sub-list's
 * `:id` is its parent (`/employees/{parentId}/family/{id}`). Deeper paths are registered first.
 */
export function resourceRoutes(_ctx: ApiContext, engine: ResourceEngine): Router {
  const router = express.Router();
  const bindings = engine.all().sort((a, b) => b.contract.path.split("/").length - a.contract.path.split("/").length);
  for (const binding of bindings) {
    const { path } = binding.contract;
    const base = "/" + path.replace(":id", `:parentId(${ID})`);
    const one = `${base}/:id(${ID})`;

    router.get(
      base,
      handler(async (req, res) => {
        res.json(await engine.list(path, principalOf(req), rawQuery(req.originalUrl), req.params.parentId));
      }),
    );
    router.get(
      one,
      handler(async (req, res) => {
        const populate = new URLSearchParams(rawQuery(req.originalUrl)).getAll("populate[]").concat(new URLSearchParams(rawQuery(req.originalUrl)).getAll("populate"));
        const rules = engine.queryRules(binding);
        res.json(await engine.read(path, principalOf(req), req.params.id, req.params.parentId, populate.flatMap((p) => p.split(",")).filter((p) => rules.populatable.has(p))));
      }),
    );
    router.post(
      base,
      handler(async (req, res) => {
        res.status(201).json(await engine.create(path, principalOf(req), req.body, req.params.parentId));
      }),
    );
    router.put(
      one,
      handler(async (req, res) => {
        res.json(await engine.update(path, principalOf(req), req.params.id, req.body, req.params.parentId));
      }),
    );
    router.delete(
      one,
      handler(async (req, res) => {
        res.json(await engine.remove(path, principalOf(req), req.params.id, req.params.parentId));
      }),
    );
  }
  return router;
}
