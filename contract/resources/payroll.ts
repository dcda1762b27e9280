/** Payroll: the opening year-to-date figures of a company's first year (docs/payroll-rules.md B14). */
import { MONTHS } from "../enums";
import { f } from "../fields";
import { defineResource } from "../resource";

export const payrollResources = [
  defineResource({
    path: "payroll/opening-balances",
    fields: {
      employee: f.ref("employees", { required: true }),
      year: f.integer({ required: true, min: 2024, max: 2100 }),
      /** The months the previous system paid: before the company's first saved month of the year here. */
      first_month: f.enum(MONTHS, { required: true }),
      last_month: f.enum(MONTHS, { required: true }),
      // The 1721-A1's lines (docs/statutory-exports.md §5): 1 salary · 2 PPh allowance · 3 other allowances
      // and overtime · 4 honorarium · 5 insurance paid by the employer · 6 natura · 7 bonus, THR · 10 JHT + JP · 11 zakat.
      salary: f.money(),
      tax_allowance: f.money(),
      other_allowances: f.money(),
      honorarium: f.money(),
      insurance: f.money(),
      natura: f.money(),
      bonus: f.money(),
      pension_deduction: f.money(),
      zakat: f.money(),
      pph21_withheld: f.money(),
      /** A1 line 8: the sum of the income lines, never typed. */
      gross: f.computed("money"),
      /** "Employee · year": how a row is named on its page. */
      label: f.computed("text"),
    },
    sort: "-year",
    access: { read: ["opening-balances"], write: ["opening-balances"] },
  }),
];
