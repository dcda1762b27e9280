/** THR runs as /v1/payroll/thr-runs answers them (docs/decisions/0037-thr-runs.md). The requests are contract/thr.ts. */
import type { ThrHoliday, ThrRule, ThrSettings } from "../thr";

export interface ThrRunOut {
  _id: string;
  year: number;
  holiday: ThrHoliday;
  /** The holiday's first day, as the run used it. */
  holiday_date: string;
  pay_month: number;
  pay_date: string;
  /** The last day the THR is paid on time: 7 days before the holiday. */
  pay_deadline: string;
  /** The pay date is after the deadline (Permenaker 6/2016 Pasal 5(4)). */
  late: boolean;
  /** The company's settings as the run used them. */
  settings: ThrSettings;
  status: "saved" | "cut_off";
  /** Employees in the run, and those of them with a THR above zero. */
  employees: number;
  paid: number;
  total: number;
  run_at: string | null;
  run_by: { _id: string; fullname: string } | null;
  cut_off_at: string | null;
  cut_off_by: { _id: string; fullname: string } | null;
  /** The pay month's regular payroll: `outdated` when it was saved before this THR run (run it again). */
  payroll: { _id: string; status: "running" | "saved" | "cut_off"; run_at: string | null; outdated: boolean } | null;
}

export interface ThrItemOut {
  _id: string;
  run: { _id: string; year: number; holiday: ThrHoliday };
  employee: {
    _id: string;
    fullname: string;
    /** The employee number. */
    employee_id: string | null;
    department: { _id: string; name: string } | null;
    job_title: { _id: string; name: string } | null;
  };
  religion: { _id: string; name: string } | null;
  holiday: ThrHoliday;
  holiday_date: string;
  employment_status: string | null;
  join_date: string | null;
  /** The end of employment service was counted to, when before the holiday. */
  end_date: string | null;
  months_of_service: number;
  days_of_service: number;
  rule: ThrRule;
  /** One month's wage: basic salary + fixed allowances. */
  wage: number;
  amount: number;
  warnings: { code: string }[];
}

/** `GET /v1/payroll/thr-holidays?year=`: each holiday's first day in the company's calendar (or the holiday package's), null when unknown. */
export interface ThrHolidayOut {
  holiday: ThrHoliday;
  date: string | null;
  pay_deadline: string | null;
}
