/** Payroll: the calculator's simulation (api/payroll/routes.ts). */
import type { PayrollSimulationBody } from "../../../contract/payroll";
import type { One } from "../../../contract/responses/common";
import type { PayrollSimulation } from "../../../contract/responses/payroll";
import type { Transport } from "../api.server";

export const payrollApi = (http: Transport) => ({
  simulate: async (body: PayrollSimulationBody) => (await http.post<One<PayrollSimulation>>("payroll/simulate", body)).data,
});
