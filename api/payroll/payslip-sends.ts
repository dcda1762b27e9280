/**
 * "Send to each employee" (docs/payroll-rules.md › B13, docs/decisions/0028-payroll-runs.md): each
 * employee of a saved run gets their own payslip by e-mail, locked with their birth date, and an inbox
 * notification that opens their payslips on Employee Services. It is background work: `POST
 * /v1/payroll/runs/{id}/payslips/send` answers 202 at once, and the sending writes its progress to its
 * `payslip_sends` row as it goes, which `GET` of the same path answers from any server process. One
 * sending of a run at a time (409 `payslipsSending`): in this process by memory, across processes by the
 * run's "payslip_send" lock (api/db/work-locks.ts), which also tells a sending whose process died
 * ("interrupted") from one going on.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import express, { type Router } from "express";
import type { Logger } from "pino";
import { payslipsSendBody } from "../../contract/payroll-runs";
import type { PayslipsSentOut } from "../../contract/responses/payroll";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import { logActivity } from "../db/activity";
import * as s from "../db/schema/index";
import { newId } from "../db/schema/index";
import { holdWorkLock, workLockHeld } from "../db/work-locks";
import { principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { notify } from "../platform/notify";
import { periodLabel, renderPayslip, type PayslipLanguage } from "./payslip";
import { bankNames, birthDatePassword, payslipCompany, payslipData, payslipDownloadName, savedRun } from "./payslip-routes";
import { ID, payrollAccess } from "./run-routes";

/** Employees whose items are read, drawn and mailed at a time: memory stays bounded whatever the company's size. */
const PAGE = 200;
/** How often the progress is written to the sending's row. */
const PROGRESS_EVERY_MS = 500;
const SEND_LOCK = "payslip_send";

/** Sendings going on in this process, by company:run. */
const sending = new Set<string>();
const keyOf = (companyId: string, runId: string) => `${companyId}:${runId}`;

const pad2 = (v: number) => String(v).padStart(2, "0");

async function inProgress(ctx: ApiContext, companyId: string, runId: string): Promise<boolean> {
  const key = keyOf(companyId, runId);
  return sending.has(key) || (Boolean(ctx.config.databaseUrl) && (await workLockHeld(ctx.db, SEND_LOCK, key)));
}

function sendOut(row: s.PayslipSend, run: Pick<s.PayrollRun, "id" | "year" | "month">, going: boolean): PayslipsSentOut {
  return {
    _id: row.id,
    run: { _id: run.id, year: run.year, month: run.month },
    status: row.status === "sending" && !going ? "interrupted" : (row.status as PayslipsSentOut["status"]),
    progress: { done: row.done, total: row.total },
    sent: row.sent,
    skipped: row.skipped,
    started_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** The run's latest sending as it stands, or null. */
async function latestSend(ctx: ApiContext, companyId: string, run: s.PayrollRun): Promise<PayslipsSentOut | null> {
  const p = s.payslip_sends;
  const [row] = await ctx.db
    .select()
    .from(p)
    .where(and(eq(p.company_id, companyId), eq(p.payroll_run_id, run.id)))
    .orderBy(desc(p.created_at), desc(p.id))
    .limit(1);
  return row ? sendOut(row, run, row.status === "sending" && (await inProgress(ctx, companyId, run.id))) : null;
}

/** Starts the sending of a run's payslips: its row written, the work going on in the background. */
async function startSend(ctx: ApiContext, principal: Principal, companyId: string, run: s.PayrollRun, language: PayslipLanguage, logger: Logger): Promise<PayslipsSentOut> {
  const key = keyOf(companyId, run.id);
  if (sending.has(key)) throw new HttpError(409, { code: "payslipsSending", params: { month: run.month, year: run.year } });
  // Taken before the first await: a second request finds it at once.
  sending.add(key);
  let settle!: () => void;
  const finished = new Promise<void>((resolve) => (settle = resolve));
  const stop = () => {
    sending.delete(key);
    settle();
  };
  let row: s.PayslipSend;
  let employees: string[];
  try {
    if (ctx.config.databaseUrl && !(await holdWorkLock(ctx.db, SEND_LOCK, key, finished))) {
      throw new HttpError(409, { code: "payslipsSending", params: { month: run.month, year: run.year } });
    }
    // Who is in the run now, in the items list's order; each page reads their items as they are then.
    const i = s.payroll_items;
    employees = (
      await ctx.db
        .select({ employee_id: i.employee_id })
        .from(i)
        .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, run.id)))
        .orderBy(asc(sql`${i.employee}->>'fullname' COLLATE "und-x-icu"`), asc(i.id))
    ).map((item) => item.employee_id);
    const by = principal.kind === "user" && principal.companyId === companyId ? principal.id : null;
    [row] = await ctx.db
      .insert(s.payslip_sends)
      .values({ company_id: companyId, id: newId(), payroll_run_id: run.id, language, total: employees.length, started_by_id: by })
      .returning();
  } catch (error) {
    stop();
    throw error;
  }
  sendAll(ctx, principal, companyId, run, row, employees, language)
    .catch(async (error: unknown) => {
      logger.error({ err: error, companyId, runId: run.id }, "sending payslips failed");
      await ctx.db
        .update(s.payslip_sends)
        .set({ status: "failed", finished_at: new Date(), updated_at: new Date() })
        .where(and(eq(s.payslip_sends.company_id, companyId), eq(s.payslip_sends.id, row.id)))
        .catch((failure: unknown) => logger.error({ err: failure }, "sending payslips: the failure could not be recorded"));
    })
    .finally(stop);
  return sendOut(row, run, true);
}

async function sendAll(ctx: ApiContext, principal: Principal, companyId: string, run: s.PayrollRun, row: s.PayslipSend, employees: readonly string[], language: PayslipLanguage): Promise<void> {
  const company = await payslipCompany(ctx, companyId);
  const period = { year: run.year, month: run.month };
  const progress = { done: 0, sent: 0, skipped: [] as PayslipsSentOut["skipped"] };
  let written = Date.now();
  const write = (finish: boolean) =>
    ctx.db
      .update(s.payslip_sends)
      .set({ ...progress, updated_at: new Date(), ...(finish ? { status: "done", finished_at: new Date() } : {}) })
      .where(and(eq(s.payslip_sends.company_id, companyId), eq(s.payslip_sends.id, row.id)));

  for (let start = 0; start < employees.length; start += PAGE) {
    const ids = employees.slice(start, start + PAGE);
    const i = s.payroll_items;
    const [items, people, accounts] = await Promise.all([
      ctx.db
        .select()
        .from(i)
        .where(and(eq(i.company_id, companyId), eq(i.payroll_run_id, run.id), inArray(i.employee_id, ids))),
      ctx.db
        .select({ id: s.employees.id, email: s.employees.email, birth_date: s.employees.birth_date })
        .from(s.employees)
        .where(and(eq(s.employees.company_id, companyId), inArray(s.employees.id, ids))),
      ctx.db
        .select({ id: s.users.id, employee_id: s.users.employee_id, email: s.users.email })
        .from(s.users)
        .where(and(eq(s.users.company_id, companyId), inArray(s.users.employee_id, ids))),
    ]);
    const banks = await bankNames(ctx.db, companyId, items);
    const itemOf = new Map(items.map((item) => [item.employee_id, item]));
    const person = new Map(people.map((p) => [p.id, p]));
    const account = new Map(accounts.map((a) => [a.employee_id!, a]));
    for (const employeeId of ids) {
      // An employee a re-run of the month has left out since the start has no payslip to send.
      const item = itemOf.get(employeeId);
      progress.done++;
      if (!item) continue;
      const who = { _id: item.employee_id, fullname: item.employee.fullname, nickname: item.employee.nickname ?? null };
      const email = person.get(employeeId)?.email ?? account.get(employeeId)?.email ?? null;
      const password = birthDatePassword(person.get(employeeId)?.birth_date);
      if (!email || !password) {
        progress.skipped.push({ employee: who, reason: email ? "noBirthDate" : "noEmail" });
        continue;
      }
      const pdf = await renderPayslip(payslipData(company, run, item, banks), { language, password });
      // No language is stored for a person: Indonesian first, then English (docs/payroll-rules.md › B13).
      await ctx.mailer.send({
        to: email,
        subject: `Slip gaji ${periodLabel(period, "id")} / Payslip ${periodLabel(period, "en")} - ${company.name}`,
        text:
          `Yth. ${item.employee.fullname},\n\nTerlampir slip gaji Anda untuk ${periodLabel(period, "id")}. Berkas PDF dilindungi kata sandi: tanggal lahir Anda dalam format DDMMYYYY (misalnya 17041990).\n\n` +
          `Dear ${item.employee.fullname},\n\nAttached is your payslip for ${periodLabel(period, "en")}. The PDF is protected with a password: your birth date as DDMMYYYY (for example 17041990).\n\n${company.name}\n`,
        attachments: [{ filename: payslipDownloadName(item.employee.nickname, run.year, run.month), contentType: "application/pdf", content: pdf }],
      });
      // The notification opens the person's own payslip of that month on Employee Services.
      const user = account.get(employeeId);
      if (user) await notify(ctx.db, { companyId, userId: user.id, key: "payslipSent", values: { month: run.month, year: run.year }, link: myPayslipLink(run) });
      progress.sent++;
      if (Date.now() - written >= PROGRESS_EVERY_MS) {
        await write(false);
        written = Date.now();
      }
    }
  }
  await write(true);
  await logActivity(ctx.db, {
    companyId,
    principal,
    type: "update",
    menu: "payroll",
    detail: `Payroll ${pad2(run.month)}/${run.year}: payslips sent to ${progress.sent} employees, ${progress.skipped.length} skipped`,
    recordId: run.id,
  });
}

/** Employee Services, at the row of that month's payslip (app/components/payroll/MyPayslips.tsx). */
export const myPayslipLink = (run: { year: number; month: number }) => `/dashboard/services#payslip-${run.year}-${run.month}`;

export function payslipSendRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.post(
    `/payroll/runs/:id(${ID})/payslips/send`,
    handler(async (req, res) => {
      const principal = principalOf(req);
      const companyId = payrollAccess(ctx, principal, ["mass-payslip"], "write");
      const body = parseBody(payslipsSendBody, req.body ?? {});
      const run = await savedRun(ctx, companyId, String(req.params.id).toLowerCase());
      res.status(202).json({ data: await startSend(ctx, principal, companyId, run, body.lang ?? "id", req.log) });
    }),
  );

  router.get(
    `/payroll/runs/:id(${ID})/payslips/send`,
    handler(async (req, res) => {
      const companyId = payrollAccess(ctx, principalOf(req), ["mass-payslip"], "read");
      const run = await savedRun(ctx, companyId, String(req.params.id).toLowerCase());
      res.json({ data: await latestSend(ctx, companyId, run) });
    }),
  );

  return router;
}
