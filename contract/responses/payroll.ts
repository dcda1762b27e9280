/** `POST /v1/payroll/simulate` (the payroll calculator): its answer. The body is contract/payroll.ts. */

/** One step of the computation, with a stable key ("allowance.housing", "annual.pkp") and integer rupiah. */
export interface PayrollLineOut {
  key: string;
  kind: string;
  amount: number;
  detail?: Readonly<Record<string, unknown>>;
}

export interface PayrollSimulation {
  gross: number;
  taxable_gross: number;
  ter_category: string;
  /** In percent, e.g. 1.25. */
  ter_rate: number;
  /** Negative: a refund (final period only). */
  pph21: number;
  take_home: number;
  lines: PayrollLineOut[];
  /** Non-blocking findings, by a stable code the page translates. */
  warnings: { code: string }[];
}
