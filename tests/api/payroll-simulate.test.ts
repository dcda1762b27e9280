/**
 * POST /v1/payroll/simulate (the payroll calculator) against the real server: who may call it, exact rupiah for
 * hand-checked months (the same cases as api/domain/payroll/simulate.test.ts), a December refund, and
 * bad input answered 4xx with the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, ONE_BACKEND, DEMO_PASSWORD, startApi, type Account, type TestApi } from "../support/api";

interface Line {
  key: string;
  kind: string;
  amount: number;
  detail?: Record<string, unknown>;
}
interface Simulation {
  data: {
    gross: number;
    bpjs: Record<"jht_employee" | "jht_employer" | "jp_employee" | "jp_employer" | "jkk" | "jkm" | "ks_employee" | "ks_employer" | "ks_additional", number>;
    taxable_gross: number;
    ter_category: string;
    ter_rate: number;
    pph21: number;
    take_home: number;
    lines: Line[];
    warnings: { code: string }[];
  };
}
type Failure = { message: string; errors?: Record<string, string>; requestId: string };

type Body = Record<string, unknown> & { employee: Record<string, unknown> };

/** TK/0, Rp10,000,000 basic salary, no allowances, JKK 0.24 %, both BPJS programmes. */
function body(overrides: Record<string, unknown> = {}, employee: Record<string, unknown> = {}): Body {
  return {
    year: 2026,
    month: 1,
    ...overrides,
    employee: {
      marital_status: "tk/0",
      has_npwp: true,
      basic_salary: 10_000_000,
      allowances: { housing: 0, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 },
      jkk_percentage: 0.24,
      bpjs_tk_registered: true,
      bpjs_ks_registered: true,
      additional_family_member: 0,
      ...employee,
    },
  };
}

const lineAmount = (result: Simulation["data"], key: string) => result.lines.find((line) => line.key === key)?.amount;

describe.each(ONE_BACKEND)("POST /v1/payroll/simulate on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startApi(backend);
    admin = await api.login("admin");
  });
  afterAll(async () => {
    await api?.stop();
  });

  const simulate = async (input: unknown, token: string | null = admin) => api.call<Simulation>(token, "POST", "payroll/simulate", input);
  const fail = async (input: unknown) => api.call<Failure>(admin, "POST", "payroll/simulate", input);

  it("answers a typical month to admin and sub_admin, and refuses everyone else", async () => {
    const typical = body(
      { month: 5, work_days: 5, overtime: [{ date: "2026-05-13", hours: 2.5, day_type: "working" }], irregular: { thr: 0, bonus: 0 } },
      { marital_status: "k/1", allowances: { housing: 1_000_000, meal: 500_000, transport: 500_000, field: 0, telephone: 150_000, other: 0 }, join_date: "2021-07-01" },
    );
    for (const account of ["admin", "sub_admin"] as const) {
      const response = await simulate(typical, await api.login(account));
      expect(response.status, account).toBe(200);
      expect(response.body.data.gross).toBeGreaterThan(12_150_000);
      expect(response.body.data.ter_category).toBe("B");
      expect(response.body.data.lines.length).toBeGreaterThan(10);
    }
    // The demo custom user's access level only reads employees.
    for (const account of ["custom", "employee", "approver", "admin_location", "developer"] as const satisfies readonly Account[]) {
      const response = await api.call<Failure>(await api.login(account), "POST", "payroll/simulate", typical);
      expect(response.status, account).toBe(403);
      expect(response.body.message).toBe("You do not have access to this");
    }
    expect((await simulate(typical, null)).status).toBe(401);
    expect((await simulate(typical, "not-a-real-token-at-all")).status).toBe(401);
    // Access is checked before the body: a custom user learns nothing from a bad body either.
    expect((await api.call(await api.login("custom"), "POST", "payroll/simulate", { month: 13 })).status).toBe(403);
  });

  it("answers the documented shape with exact rupiah (TK/0, Rp10,000,000, January 2026)", async () => {
    const response = await simulate(body());
    expect(response.status).toBe(200);
    const r = response.body.data;
    expect(Object.keys(r).sort()).toEqual(["bpjs", "gross", "lines", "pph21", "take_home", "taxable_gross", "ter_category", "ter_rate", "warnings"]);
    expect(r).toMatchObject({
      gross: 10_000_000,
      // JHT 2 % / 3.7 %, JP 1 % / 2 % (under the 10,547,400 cap), JKK 0.24 %, JKM 0.3 %, KS 1 % / 4 %.
      bpjs: { jht_employee: 200_000, jht_employer: 370_000, jp_employee: 100_000, jp_employer: 200_000, jkk: 24_000, jkm: 30_000, ks_employee: 100_000, ks_employer: 400_000, ks_additional: 0 },
      // 10,000,000 + 24,000 + 30,000 + 400,000
      taxable_gross: 10_454_000,
      // TER A: 10,350,000 < x ≤ 10,700,000 → 2.5 %
      ter_category: "A",
      ter_rate: 2.5,
      pph21: 261_350,
      // 10,000,000 − 200,000 − 100,000 − 100,000 − 261,350
      take_home: 9_338_650,
      warnings: [],
    });
    for (const line of r.lines) expect(Number.isInteger(line.amount), line.key).toBe(true);
  });

  it.each([
    { month: 2, employee: 105_474, employer: 210_948, cap: 10_547_400 },
    { month: 3, employee: 110_863, employer: 221_726, cap: 11_086_300 },
  ])("caps JP at the wage cap in force: 2026-$month", async ({ month, employee, employer, cap }) => {
    const response = await simulate(body({ month }, { basic_salary: 15_000_000 }));
    expect(response.status).toBe(200);
    expect(response.body.data.bpjs).toMatchObject({ jp_employee: employee, jp_employer: employer });
    expect(response.body.data.lines.find((line) => line.key === "bpjs.jp_employee")?.detail).toMatchObject({ cap });
  });

  it("caps BPJS Kesehatan at Rp12,000,000 and counts additional family members", async () => {
    const capped = await simulate(body({}, { basic_salary: 20_000_000 }));
    expect(capped.status).toBe(200);
    expect(capped.body.data.bpjs).toMatchObject({ ks_employer: 480_000, ks_employee: 120_000, ks_additional: 0 });
    const family = await simulate(body({}, { basic_salary: 20_000_000, additional_family_member: 2 }));
    expect(family.body.data.bpjs).toMatchObject({ ks_employer: 480_000, ks_employee: 120_000, ks_additional: 240_000 });
    // The UMK floor lifts a low wage's base.
    const floored = await simulate(body({}, { basic_salary: 4_000_000, umk: 5_000_000, ump: 3_000_000 }));
    expect(floored.body.data.bpjs).toMatchObject({ ks_employer: 200_000, ks_employee: 50_000 });
  });

  it("chains a year through ytd: a March bonus withheld by TER ends in a December refund", async () => {
    const january = (await simulate(body({ month: 1 }))).body.data;
    const march = await simulate(body({ month: 3, irregular: { thr: 0, bonus: 30_000_000 } }));
    expect(march.status).toBe(200);
    // 40,000,000 + 454,000 → TER A 39,100,000 < x ≤ 43,850,000: 16 %
    expect(march.body.data).toMatchObject({ taxable_gross: 40_454_000, ter_rate: 16, pph21: 6_472_640 });
    const ytd = {
      gross: 10 * january.taxable_gross + march.body.data.taxable_gross, // 144,994,000
      pph21_withheld: 10 * january.pph21 + march.body.data.pph21, // 9,086,140
      pension_deduction: 11 * (january.bpjs.jht_employee + january.bpjs.jp_employee), // 3,300,000
    };
    expect(ytd).toEqual({ gross: 144_994_000, pph21_withheld: 9_086_140, pension_deduction: 3_300_000 });

    const december = await simulate(body({ month: 12, ytd }));
    expect(december.status).toBe(200);
    const r = december.body.data;
    // Annual gross 155,448,000 − biaya jabatan 6,000,000 (cap) − pension 3,600,000 − PTKP 54,000,000 = PKP 91,848,000;
    // 5 % × 60,000,000 + 15 % × 31,848,000 = 7,777,200; withheld 9,086,140 → refund 1,308,940.
    expect(lineAmount(r, "annual.gross")).toBe(155_448_000);
    expect(lineAmount(r, "annual.biaya_jabatan")).toBe(6_000_000);
    expect(lineAmount(r, "annual.pension")).toBe(3_600_000);
    expect(lineAmount(r, "annual.pkp")).toBe(91_848_000);
    expect(lineAmount(r, "annual.tax")).toBe(7_777_200);
    expect(r.pph21).toBe(-1_308_940);
    expect(r.take_home).toBe(10_000_000 - 400_000 + 1_308_940);
  });

  it("takes the edges of the valid range without a 500", async () => {
    const max = 999_999_999_999;
    const edges: Body[] = [
      body({}, { basic_salary: 0, bpjs_tk_registered: false, bpjs_ks_registered: false }),
      body({ month: 12 }, { basic_salary: 0 }),
      body(
        {
          month: 12,
          work_days: 6,
          overtime: Array.from({ length: 62 }, (_, i) => ({ date: `2026-12-${String((i % 31) + 1).padStart(2, "0")}`, hours: 12, day_type: i % 2 ? "holiday" : "working" })),
          irregular: { thr: max, bonus: max },
          ytd: { gross: max, pph21_withheld: max, pension_deduction: max },
        },
        {
          marital_status: "k/3",
          has_npwp: false,
          basic_salary: max,
          allowances: { housing: max, meal: max, transport: max, field: max, telephone: max, other: max },
          fixed_allowances_for_bpjs: max,
          jkk_percentage: 1.74,
          additional_family_member: 20,
          umk: max,
          ump: max,
        },
      ),
      body({ month: 2 }, { join_date: "2026-02-28", end_date: "2026-02-28" }),
      body({ year: 2024, month: 1 }),
    ];
    for (const input of edges) {
      const response = await simulate(input);
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
      for (const amount of [response.body.data.gross, response.body.data.pph21, response.body.data.take_home]) expect(Number.isSafeInteger(amount)).toBe(true);
    }
  });

  it.each([
    { name: "month 13", input: body({ month: 13 }), field: "month", message: "Must be at most 12" },
    { name: 'month "3"', input: body({ month: "3" }), field: "month", message: "Must be a whole number" },
    { name: "year 2023 (no TER tables)", input: body({ year: 2023 }), field: "year", message: /from January 2024/ },
    { name: "missing employee", input: { year: 2026, month: 1 }, field: "employee", message: "This field is required" },
    { name: "missing allowance", input: body({}, { allowances: { housing: 0 } }), field: "employee.allowances.meal", message: "This field is required" },
    { name: "negative basic salary", input: body({}, { basic_salary: -1 }), field: "employee.basic_salary", message: "Must be at least 0" },
    { name: "1.5 rupiah", input: body({}, { basic_salary: 1.5 }), field: "employee.basic_salary", message: "Must be a whole number" },
    { name: "too much money", input: body({}, { basic_salary: 1_000_000_000_000 }), field: "employee.basic_salary", message: "Must be at most 999,999,999,999" },
    { name: "negative ytd withholding", input: body({ month: 12, ytd: { gross: 0, pph21_withheld: -5, pension_deduction: 0 } }), field: "ytd.pph21_withheld", message: "Must be at least 0" },
    { name: "unknown field", input: { ...body(), bonus: 1 }, field: "bonus", message: "Unknown field" },
    { name: "unknown nested field", input: body({}, { salary: 1 }), field: "employee.salary", message: "Unknown field" },
    { name: 'marital_status "married"', input: body({}, { marital_status: "married" }), field: "employee.marital_status", message: /^Must be one of: tk\/0/ },
    { name: "JKK rate not in the list", input: body({}, { jkk_percentage: 0.3 }), field: "employee.jkk_percentage", message: "Must be one of: 0, 0.24, 0.54, 0.89, 1.27, 1.74" },
    { name: "family members as a boolean", input: body({}, { additional_family_member: true }), field: "employee.additional_family_member", message: "Must be a whole number" },
    { name: "21 family members", input: body({}, { additional_family_member: 21 }), field: "employee.additional_family_member", message: "Must be at most 20" },
    { name: "has_npwp as text", input: body({}, { has_npwp: "yes" }), field: "employee.has_npwp", message: "Must be true or false" },
    { name: "impossible date", input: body({}, { join_date: "2026-02-30" }), field: "employee.join_date", message: "Must be a date (YYYY-MM-DD)" },
    { name: "end before join", input: body({}, { join_date: "2026-01-20", end_date: "2026-01-10" }), field: "employee.end_date", message: "Must not be before the join date" },
    { name: "join after the month", input: body({}, { join_date: "2026-02-01" }), field: "employee.join_date", message: /end of the month \(2026-01-31\)/ },
    { name: "left before the month", input: body({ month: 3 }, { end_date: "2026-02-28" }), field: "employee.end_date", message: /start of the month \(2026-03-01\)/ },
    {
      name: "fixed allowances above the allowances",
      input: body({}, { allowances: { housing: 100, meal: 0, transport: 0, field: 0, telephone: 0, other: 0 }, fixed_allowances_for_bpjs: 101 }),
      field: "employee.fixed_allowances_for_bpjs",
      message: /allowances' total \(100\)/,
    },
    {
      name: "overtime date outside the month",
      input: body({ month: 2, overtime: [{ date: "2026-02-10", hours: 1, day_type: "working" }, { date: "2026-03-01", hours: 1, day_type: "working" }] }),
      field: "overtime.1.date",
      message: "Must be a date within the month (2026-02-01 to 2026-02-28)",
    },
    { name: "overtime of 0 hours", input: body({ overtime: [{ date: "2026-01-10", hours: 0, day_type: "rest" }] }), field: "overtime.0.hours", message: "Must be more than 0" },
    { name: "overtime of 0.1 hours", input: body({ overtime: [{ date: "2026-01-10", hours: 0.1, day_type: "rest" }] }), field: "overtime.0.hours", message: "Must be in steps of 0.25 hours (15 minutes)" },
    { name: "overtime of 25 hours", input: body({ overtime: [{ date: "2026-01-10", hours: 25, day_type: "rest" }] }), field: "overtime.0.hours", message: "Must be at most 24" },
    {
      name: "a day's overtime above 24 hours",
      input: body({ overtime: [{ date: "2026-01-10", hours: 20, day_type: "rest" }, { date: "2026-01-10", hours: 4.25, day_type: "rest" }] }),
      field: "overtime.1.hours",
      message: /adds up to more than 24 hours/,
    },
    { name: "unknown day type", input: body({ overtime: [{ date: "2026-01-10", hours: 1, day_type: "weekend" }] }), field: "overtime.0.day_type", message: "Must be one of: working, rest, holiday" },
    {
      name: "63 overtime entries",
      input: body({ overtime: Array.from({ length: 63 }, (_, i) => ({ date: `2026-01-${String((i % 31) + 1).padStart(2, "0")}`, hours: 1, day_type: "working" })) }),
      field: "overtime",
      message: "Must have at most 62 entries",
    },
    { name: "7 work days", input: body({ work_days: 7 }), field: "work_days", message: "Must be one of: 5, 6" },
    { name: "irregular without bonus", input: body({ irregular: { thr: 1_000_000 } }), field: "irregular.bonus", message: "This field is required" },
  ])("refuses $name with 422 naming $field", async ({ input, field, message }) => {
    const response = await fail(input);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe("Some fields are not valid");
    expect(response.body.errors).toHaveProperty([field]);
    if (typeof message === "string") expect(response.body.errors?.[field]).toBe(message);
    else expect(response.body.errors?.[field]).toMatch(message);
  });

  it("names every field at fault at once", async () => {
    const response = await fail({ year: 2026, month: 0, employee: { ...body().employee, basic_salary: "ten million", marital_status: "married" }, extra: true });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(["employee.basic_salary", "employee.marital_status", "extra", "month"]);
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await fail('{"year": 2026, "month": 1, ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
    const list = await fail([body()]);
    expect(list.status).toBe(400);
    expect(list.body.message).toBe("The body must be a JSON object");
  });

  it("opens to a custom user once their access level holds payroll-calculator:read or payroll:read", async () => {
    const roles = await api.call<{ data: { _id: string; code: string; permissions: string[] }[] }>(admin, "GET", "roles?search=VIEW-EMP");
    const role = roles.body.data.find((row) => row.code === "VIEW-EMP");
    expect(role).toBeDefined();
    const signInCustom = async () => {
      const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS.custom, password: DEMO_PASSWORD });
      return login.body.data.token;
    };
    for (const grant of ["payroll-calculator:read", "payroll:read"]) {
      const updated = await api.call(admin, "PUT", `roles/${role!._id}`, { permissions: [...role!.permissions, grant] });
      expect(updated.status, grant).toBe(200);
      expect((await simulate(body(), await signInCustom())).status, grant).toBe(200);
    }
    // A write permission alone does not open a read.
    await api.call(admin, "PUT", `roles/${role!._id}`, { permissions: [...role!.permissions, "payroll-calculator:write"] });
    expect((await simulate(body(), await signInCustom())).status).toBe(403);
    await api.call(admin, "PUT", `roles/${role!._id}`, { permissions: role!.permissions });
  });
});
