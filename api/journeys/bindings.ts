/**
 * HSE e-journeys: the generic resource (list, create, edit, delete) plus the one call that is not a plain
 * edit, the decision (POST /v1/journeys/{id}/decision): approved or rejected once, with a note, logged.
 */
import { and, eq } from "drizzle-orm";
import express, { type Router } from "express";
import * as z from "zod";
import { JOURNEY_DECISIONS, type JourneyStatus } from "../../contract/enums";
import { objectError } from "../../contract/fields";
import { messageText } from "../../contract/message-text";
import type { ApiContext } from "../context";
import * as s from "../db/schema/index";
import { decideJourney, statusAfterEdit } from "../domain/journeys";
import { companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { logActivity } from "../db/activity";
import { tenant } from "../resources/bind";
import { checkAccess, notFound, type Binding, type ResourceEngine } from "../resources/engine";

const MENU = "ejourney-approval";
const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

const journeyName = (row: Record<string, unknown>) => `${String(row.origin ?? "")} → ${String(row.destination ?? "")}`;

export function journeyBindings(): Binding[] {
  return [
    tenant("journeys", s.journeys, {
      name: journeyName,
      // An arrival completes an approved journey; rejected and completed journeys stay as they were closed.
      beforeUpdate: async ({ values, existing }) => {
        const arrived = "arrived_at" in values ? values.arrived_at : existing!.arrived_at;
        const next = statusAfterEdit(existing!.status as JourneyStatus, Boolean(arrived));
        if (!next.ok) throw new HttpError(next.status, next.code);
        if (next.value !== existing!.status) values.status = next.value;
      },
    }),
  ];
}

const decisionBody = z.strictObject(
  {
    decision: z.enum(JOURNEY_DECISIONS, { error: messageText("oneOf", { values: JOURNEY_DECISIONS.join(", ") }) }),
    note: z.string({ error: messageText("text") }).trim().max(1000, messageText("maxLength", { count: 1000 })).optional(),
  },
  { error: objectError },
);

export function journeyRoutes(ctx: ApiContext, engine: ResourceEngine): Router {
  const router = express.Router();
  router.post(
    `/journeys/:id(${ID})/decision`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      checkAccess(ctx, principal, [MENU], "write");
      const companyId = companyOf(principal);
      const body = parseBody(decisionBody, req.body);
      const id = req.params.id;
      await ctx.db.transaction(async (tx) => {
        const [journey] = await tx
          .select()
          .from(s.journeys)
          .where(and(eq(s.journeys.company_id, companyId), eq(s.journeys.id, id)))
          .for("update");
        if (!journey) throw notFound();
        if (principal.employeeId && journey.employee_id === principal.employeeId) throw new HttpError(403, "ownJourney");
        const outcome = decideJourney(journey.status as JourneyStatus, body.decision, Boolean(journey.arrived_at));
        if (!outcome.ok) throw new HttpError(outcome.status, outcome.code);
        await tx
          .update(s.journeys)
          .set({ status: outcome.value, decided_by_id: principal.kind === "user" ? principal.id : null, decided_by: principal.fullname, decided_at: new Date(), decision_note: body.note || null, updated_at: new Date() })
          .where(and(eq(s.journeys.company_id, companyId), eq(s.journeys.id, id)));
        await logActivity(tx as never, { companyId, principal, type: "update", menu: MENU, detail: `${journeyName(journey)} (${outcome.value})`, recordId: id });
      });
      res.json(await engine.read("journeys", principal, id, undefined, ["employee", "vehicle", "matrix"]));
    }),
  );
  return router;
}
