/**
 * Requests and approvals (docs/decisions/0029-requests-and-approvals.md): `POST /v1/approvals/{kind}`
 * makes a request; `POST /v1/approvals/{id}/decision`, `/withdraw` and `/cancel` move it on. Lists and
 * single reads are the declared resources' (api/approvals/bindings.ts), each caller seeing what their
 * role allows. A request the caller may not see is 404, another company's too.
 */
import { and, eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { APPROVAL_KINDS, APPROVAL_TYPES, decisionBody, withdrawBody, type ApprovalType } from "../../contract/approvals";
import type { ApprovalStatus } from "../../contract/enums";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import type { Db } from "../db/client";
import * as s from "../db/schema/index";
import { cancel, decide, levelCount, waitingApprover, withdraw, type ApprovalState } from "../domain/approvals";
import { zonedDate } from "../domain/attendance/index";
import { zoneOfEmployee } from "../attendance/zones";
import { companyOf, principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import type { ResourceEngine } from "../resources/engine";
import { applyEffects, undoEffects, type ApprovalRow } from "./effects";
import { sendNoticeMails, writeNotices, type Notice } from "./notices";
import { approverLink, makeRequest, requesterLink, waitingNotice } from "./requests";
import { isStaff, ownRequests } from "./visibility";

const ID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

export const stateOf = (row: ApprovalRow): ApprovalState => ({ status: row.status as ApprovalStatus, current_level: row.current_level, approver_ids: row.approver_ids, employee_id: row.employee_id });

/** The request, locked for the change, if the caller may see it; 404 otherwise. */
async function lockVisible(db: Db, ctx: ApiContext, principal: Principal, id: string): Promise<ApprovalRow> {
  const companyId = companyOf(principal);
  const [row] = await db
    .select()
    .from(s.approvals)
    .where(and(eq(s.approvals.company_id, companyId), eq(s.approvals.id, id)))
    .for("update");
  if (!row) throw new HttpError(404, "notFound");
  if (isStaff(ctx, principal, row.type as ApprovalType, "read")) return row;
  const [visible] = await db
    .select({ id: s.approvals.id })
    .from(s.approvals)
    .where(and(eq(s.approvals.company_id, companyId), eq(s.approvals.id, id), ownRequests(principal)));
  if (!visible) throw new HttpError(404, "notFound");
  return row;
}

async function namesOf(db: Db, companyId: string, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: s.employees.id, fullname: s.employees.fullname })
    .from(s.employees)
    .where(and(eq(s.employees.company_id, companyId), sql`${s.employees.id} = any(${sql.param(wanted)}::uuid[])`));
  return new Map(rows.map((row) => [row.id, row.fullname]));
}

const menuOf = (row: ApprovalRow) => APPROVAL_KINDS[row.type as ApprovalType].menu;

/** Runs a change of one request in a transaction, then sends its e-mails and answers the request as read now. */
async function change(
  ctx: ApiContext,
  engine: ResourceEngine,
  req: express.Request,
  res: express.Response,
  work: (db: Db, row: ApprovalRow, principal: Principal) => Promise<Notice[]>,
): Promise<void> {
  const principal = principalOf(req);
  const companyId = companyOf(principal);
  const id = req.params.id;
  const { mails, type } = await ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    const row = await lockVisible(db, ctx, principal, id);
    const notices = await work(db, row, principal);
    return { mails: await writeNotices(db, companyId, notices), type: row.type as ApprovalType };
  });
  sendNoticeMails(ctx, mails);
  res.json(await engine.read(APPROVAL_KINDS[type].path, principal, id, undefined, ["employee"]));
}

export function approvalRoutes(ctx: ApiContext, engine: ResourceEngine): Router {
  const router = express.Router();

  for (const type of APPROVAL_TYPES) {
    router.post(
      `/${APPROVAL_KINDS[type].path}`,
      handler(async (req, res) => {
        const principal = principalOf(req);
        const id = await makeRequest(ctx, principal, type, req.body);
        res.status(201).json(await engine.read(APPROVAL_KINDS[type].path, principal, id, undefined, ["employee"]));
      }),
    );
  }

  router.post(
    `/approvals/:id(${ID})/decision`,
    handler(async (req, res) => {
      const body = parseBody(decisionBody, req.body);
      await change(ctx, engine, req, res, async (db, row, principal) => {
        const state = stateOf(row);
        const outcome = decide(state, { employeeId: principal.employeeId, isAdmin: isStaff(ctx, principal, row.type as ApprovalType, "write") }, body.decision, body.level);
        if (!outcome.ok) throw new HttpError(outcome.status, outcome.code);
        const decided = outcome.value;
        const names = await namesOf(db, row.company_id, [row.employee_id, waitingApprover(state), row.approver_ids[decided.next_level - 1] ?? null]);
        const content = decided.final ? await applyEffects(db, row) : row.content;
        const now = new Date();
        await db.insert(s.approval_steps).values({
          company_id: row.company_id,
          approval_id: row.id,
          level: decided.level,
          action: body.decision,
          approver_id: principal.kind === "user" ? principal.id : null,
          approver_name: principal.fullname,
          note: body.note || null,
          in_place_of: decided.in_place_of ? (names.get(decided.in_place_of) ?? null) : null,
        });
        const closed = decided.status !== "partial";
        await db
          .update(s.approvals)
          .set({ status: decided.status, current_level: decided.next_level, content, decided_at: closed ? now : null, updated_at: now })
          .where(and(eq(s.approvals.company_id, row.company_id), eq(s.approvals.id, row.id)));
        const inPlace = decided.in_place_of ? ` in place of ${names.get(decided.in_place_of) ?? "the approver"}` : "";
        await logActivity(db, { companyId: row.company_id, principal, type: "update", menu: menuOf(row), detail: `${row.approval_number}: level ${decided.level} ${body.decision}${inPlace} (${decided.status})`, recordId: row.id });

        const name = names.get(row.employee_id) ?? "";
        const told = [row.employee_id, ...row.cc_ids];
        if (decided.status === "partial") {
          const next = row.approver_ids[decided.next_level - 1];
          return [
            { employeeIds: told, key: "requestPartlyApproved", values: { name, number: row.approval_number, approver: principal.fullname, level: decided.level }, link: requesterLink },
            ...(next ? [waitingNotice(row.type as ApprovalType, name, row.approval_number, row.content, [next])] : []),
          ];
        }
        const key = decided.status === "approved" ? "requestApproved" : "requestRejected";
        return [{ employeeIds: told, key, values: { name, number: row.approval_number, approver: principal.fullname }, link: requesterLink }];
      });
    }),
  );

  router.post(
    `/approvals/:id(${ID})/withdraw`,
    handler(async (req, res) => {
      const body = parseBody(withdrawBody, req.body ?? {});
      await change(ctx, engine, req, res, async (db, row, principal) => {
        if (row.employee_id !== principal.employeeId) throw new HttpError(403, "notRequester");
        const outcome = withdraw(stateOf(row));
        if (!outcome.ok) throw new HttpError(outcome.status, outcome.code);
        const now = new Date();
        await db
          .update(s.approvals)
          .set({ status: outcome.value, decided_at: now, updated_at: now, context: { ...(row.context ?? {}), ...(body.note ? { withdraw_note: body.note } : {}) } })
          .where(and(eq(s.approvals.company_id, row.company_id), eq(s.approvals.id, row.id)));
        await logActivity(db, { companyId: row.company_id, principal, type: "update", menu: menuOf(row), detail: `${row.approval_number}: withdrawn`, recordId: row.id });
        const waiting = waitingApprover(stateOf(row));
        return [{ employeeIds: [...(waiting ? [waiting] : []), ...row.cc_ids], key: "requestWithdrawn", values: { name: principal.fullname, number: row.approval_number }, link: approverLink(row.type as ApprovalType) }];
      });
    }),
  );

  router.post(
    `/approvals/:id(${ID})/cancel`,
    handler(async (req, res) => {
      const body = parseBody(withdrawBody, req.body ?? {});
      await change(ctx, engine, req, res, async (db, row, principal) => {
        if (row.employee_id !== principal.employeeId && !isStaff(ctx, principal, row.type as ApprovalType, "write")) throw new HttpError(403, "notRequester");
        if (row.type !== "leave" && row.type !== "business_trip") throw new HttpError(409, "approvalAlreadyDecided");
        const outcome = cancel(stateOf(row), row.content.start_date, zonedDate(new Date(), await zoneOfEmployee(db, row.company_id, row.employee_id)));
        if (!outcome.ok) throw new HttpError(outcome.status, outcome.code);
        await undoEffects(db, row);
        const now = new Date();
        await db
          .update(s.approvals)
          .set({ status: outcome.value, decided_at: now, updated_at: now, context: { ...(row.context ?? {}), cancelled_by: principal.fullname, ...(body.note ? { cancel_note: body.note } : {}) } })
          .where(and(eq(s.approvals.company_id, row.company_id), eq(s.approvals.id, row.id)));
        await logActivity(db, { companyId: row.company_id, principal, type: "update", menu: menuOf(row), detail: `${row.approval_number}: approved request cancelled, effects undone`, recordId: row.id });
        const names = await namesOf(db, row.company_id, [row.employee_id]);
        const levels = row.approver_ids.slice(0, levelCount(stateOf(row)));
        return [{ employeeIds: [row.employee_id, ...levels, ...row.cc_ids].filter((id) => id !== principal.employeeId), key: "requestCancelled", values: { name: names.get(row.employee_id) ?? "", number: row.approval_number }, link: requesterLink }];
      });
    }),
  );

  return router;
}
