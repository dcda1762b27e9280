/** Payroll calls: `POST /v1/payroll/simulate`, the payroll calculator, runs the engine on one employee and month. */
import express, { type Router } from "express";
import { payrollSimulationBody, type PayrollSimulationBody } from "../../contract/payroll";
import type { PayrollSimulation } from "../../contract/responses/payroll";
import type { ApiContext } from "../context";
import { isPeriodSupported, simulatePayroll, type PayrollSimulationInput } from "../domain/payroll/index";
import { principalOf } from "../http/auth";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { parseBody } from "../http/validate";
import { checkAccess } from "../resources/engine";

/** The validated body as the engine's input (the shapes match; every field is spelled out so none slips through unchecked). */
function toSimulationInput(body: PayrollSimulationBody): PayrollSimulationInput {
  const e = body.employee;
  return {
    year: body.year,
    month: body.month,
    employee: {
      marital_status: e.marital_status,
      has_npwp: e.has_npwp,
      basic_salary: e.basic_salary,
      allowances: { ...e.allowances },
      fixed_allowances_for_bpjs: e.fixed_allowances_for_bpjs,
      jkk_percentage: e.jkk_percentage,
      bpjs_tk_registered: e.bpjs_tk_registered,
      bpjs_ks_registered: e.bpjs_ks_registered,
      // A count of additional BPJS Kesehatan family members, as the engine takes it.
      additional_family_member: e.additional_family_member,
      join_date: e.join_date,
      end_date: e.end_date,
      umk: e.umk,
      ump: e.ump,
    },
    overtime: body.overtime?.map((entry) => ({ date: entry.date, hours: entry.hours, day_type: entry.day_type })),
    work_days: body.work_days,
    irregular: body.irregular ? { thr: body.irregular.thr, bonus: body.irregular.bonus } : undefined,
    ytd: body.ytd ? { gross: body.ytd.gross, pph21_withheld: body.ytd.pph21_withheld, pension_deduction: body.ytd.pension_deduction } : undefined,
  };
}

export function payrollRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  // Payroll › Calculator: admin, sub_admin, and custom users holding payroll-calculator:read or payroll:read.
  router.post(
    "/payroll/simulate",
    handler(async (req, res) => {
      checkAccess(ctx, principalOf(req), ["payroll-calculator"], "read");
      const body = parseBody(payrollSimulationBody, req.body);
      // The contract knows the first period; the rate tables have the last word (no 500 for a gap in the data).
      if (!isPeriodSupported(body.year, body.month)) {
        throw new HttpError(422, "invalidFields", { year: "noRates", month: "noRates" });
      }
      res.json({ data: simulatePayroll(toSimulationInput(body)) satisfies PayrollSimulation });
    }),
  );

  return router;
}
