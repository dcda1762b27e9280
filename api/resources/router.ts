import type { RequestHandler } from "express";
import type { ApiContext } from "../context";
import { principalOf } from "../http/auth";
import { handler } from "../http/handler";
import { rawQuery } from "../http/validate";
import type { ResourceEngine } from "./engine";

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

type Action = "list" | "create" | "read" | "update" | "remove";

/**
 * Every bound resource: `GET/POST /{path}`, `GET/PUT/PATCH/DELETE /{path}/{id}`; a sub-list's `:id` is its
 * parent (`/employees/{parentId}/family/{id}`). One map lookup instead of walking hundreds of routes:
 * id segments are replaced by ":id" and the shape names the resource and the action.
 */
export function resourceRoutes(_ctx: ApiContext, engine: ResourceEngine): RequestHandler {
  const routes = new Map<string, { path: string; action: Action }>();
  for (const binding of engine.all()) {
    const { path } = binding.contract;
    routes.set(`GET ${path}`, { path, action: "list" });
    routes.set(`POST ${path}`, { path, action: "create" });
    routes.set(`GET ${path}/:id`, { path, action: "read" });
    routes.set(`PUT ${path}/:id`, { path, action: "update" });
    // PATCH is PUT's other name: both change the fields the body names, and only those.
    routes.set(`PATCH ${path}/:id`, { path, action: "update" });
    routes.set(`DELETE ${path}/:id`, { path, action: "remove" });
  }

  return handler(async (req, res, next) => {
    const segments = req.path.split("/").filter(Boolean);
    const ids = segments.filter((segment) => UUID.test(segment));
    const shape = segments.map((segment) => (UUID.test(segment) ? ":id" : segment)).join("/");
    const route = routes.get(`${req.method} ${shape}`);
    if (!route) return next();

    const principal = principalOf(req);
    const parentId = route.path.includes(":id") ? ids[0] : undefined;
    const id = route.action === "list" || route.action === "create" ? undefined : ids[ids.length - 1];
    const query = rawQuery(req);
    switch (route.action) {
      case "list":
        res.json(await engine.list(route.path, principal, query, parentId));
        return;
      case "create":
        res.status(201).json(await engine.create(route.path, principal, req.body, parentId));
        return;
      case "read": {
        const params = new URLSearchParams(query);
        const populate = [...params.getAll("populate[]"), ...params.getAll("populate")].flatMap((p) => p.split(","));
        const allowed = engine.queryRules(engine.binding(route.path)).populatable;
        res.json(await engine.read(route.path, principal, id!, parentId, populate.filter((p) => allowed.has(p))));
        return;
      }
      case "update":
        res.json(await engine.update(route.path, principal, id!, req.body, parentId));
        return;
      case "remove":
        res.json(await engine.remove(route.path, principal, id!, parentId));
    }
  });
}
