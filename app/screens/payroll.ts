/** Payroll: the opening year-to-date figures (docs/payroll-rules.md B14); the runs and reports are route files of their own. */
import type { ScreenDecl } from "./screen.server";
import { ACTIVE_EMPLOYEES } from "./shared";

export const payrollScreens: readonly ScreenDecl[] = [
  {
    menu: "opening-balances",
    views: [
      {
        // What the previous system paid before the first month saved here, by the 1721-A1's lines; the
        // December (or a leaver's) recalculation and the A1 add them.
        id: "main",
        resource: "payroll/opening-balances",
        columns: [
          { field: "employee", display: ["fullname"] },
          { field: "year", format: "text" },
          { field: "first_month" },
          { field: "last_month" },
          { field: "gross", sortable: false },
          { field: "pension_deduction" },
          { field: "pph21_withheld" },
        ],
        filters: [
          { field: "year", kind: "select" },
          { field: "employee", kind: "select" },
        ],
        name: "label",
        form: {
          groups: [
            { fields: ["employee", "year", "first_month", "last_month"] },
            { label: "screens:groups.openingIncome", fields: ["salary", "tax_allowance", "other_allowances", "honorarium", "insurance", "natura", "bonus"] },
            { label: "screens:groups.openingDeductions", fields: ["pension_deduction", "zakat", "pph21_withheld"] },
          ],
          hints: { first_month: "screens:hints.openingMonths", insurance: "screens:hints.openingInsurance", bonus: "screens:hints.openingBonus", pph21_withheld: "screens:hints.openingWithheld" },
        },
        options: {
          employee: { ...ACTIVE_EMPLOYEES, clearable: true },
          year: { kind: "range", from: new Date().getUTCFullYear(), to: 2024, clearable: true },
        },
        toolbar: [{ label: "screens:openingImport.link", href: "/dashboard/payroll/opening-balances/import" }],
      },
    ],
  },
];
