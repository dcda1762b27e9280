/**
 * A new company's first day over /v1 (docs/decisions/0050-a-new-company-s-first-day.md): the developer
 * creates a company and invites its admin, who accepts; the company has its defaults (the statutory leave
 * rules, a 08:00–17:00 shift and a fixed group, this year's national holidays, the common reference lists)
 * and `GET /v1/company/setup` counts its steps from the data — three done by the defaults, the others
 * turning done as the admin fills them in, opening figures a step once a month after January is the first
 * saved. Who may read it: the company's admin, not its employees, the developer outside a company, or
 * another company's admin, who sees their own. Nothing here depends on today: the payroll month is June of
 * the company's year, whatever today is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import { zonedDate } from "../../api/domain/attendance/index";
import type { PayrollRunOut } from "../../contract/responses/payroll";
import type { CompanySetup, SetupStepKey } from "../../contract/responses/setup";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";

type Body<T = Record<string, unknown>> = { data: T; code?: string; errors?: Record<string, string> };
type Row = Record<string, unknown> & { _id: string };

describe.each(ONE_BACKEND)("a new company's first day on %s", (backend) => {
  let api: TestApi;
  const tokens = {} as Record<Account | "newAdmin", string>;
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const adminEmail = `admin.${tag.toLowerCase()}@baru.example.test`;
  let company = "";
  let year = 0;
  let firstSetup: CompanySetup;
  let employee = "";

  const call = <T = Row>(who: Account | "newAdmin", method: string, path: string, body?: unknown) => api.call<Body<T>>(tokens[who], method, path, body);
  const setupOf = async (who: Account | "newAdmin" = "newAdmin") => {
    const answer = await call<CompanySetup>(who, "GET", "company/setup");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const doneOf = (setup: CompanySetup) => Object.fromEntries(setup.steps.map((step) => [step.key, step.done])) as Partial<Record<SetupStepKey, boolean>>;
  const list = async (path: string) => {
    const answer = await call<Row[]>("newAdmin", "GET", `${path}${path.includes("?") ? "&" : "?"}limit=500`);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    api = await startApi(backend);
    for (const account of ["developer", "admin", "employee", "otherAdmin"] as const) tokens[account] = await api.login(account);
    const created = await call("developer", "POST", "companies", { name: `PT Hari Pertama ${tag}`, code: `HP-${tag}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    company = created.body.data._id;
    const invited = await call("developer", "POST", `companies/${company}/invite-admin`, { fullname: "Sari Admin Baru", email: adminEmail });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.code).toBe("adminInvited");
    const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === adminEmail)!;
    const token = decodeURIComponent(/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    expect((await api.call(null, "POST", "auth/accept-invitation", { token, password: "baru-pass-2026" })).status).toBe(201);
    const login = await api.call<Body<{ token: string }>>(null, "POST", "auth/login", { username: adminEmail, password: "baru-pass-2026" });
    expect(login.status).toBe(200);
    tokens.newAdmin = login.body.data.token;
    // The company's own year (a new company is in WIB).
    year = Number(zonedDate(new Date(), "Asia/Jakarta").slice(0, 4));
    firstSetup = await setupOf();
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("the invited admin is the company's admin, with an account and no employee record", async () => {
    const me = (await call<{ level: string; employee: string | null; company: { _id: string } }>("newAdmin", "GET", "auth/me")).body.data;
    expect(me).toMatchObject({ level: "admin", employee: null, company: { _id: company } });
    const row = (await call<Row>("developer", "GET", `companies/${company}`)).body.data;
    expect(row.admin).toMatchObject({ fullname: "Sari Admin Baru", email: adminEmail });
    expect(await list("employees")).toEqual([]);
    // Inviting the same address again, an admin's invitation, a company that is not there: refused.
    expect((await call("developer", "POST", `companies/${company}/invite-admin`, { fullname: "Again", email: adminEmail })).status).toBe(422);
    expect((await call("admin", "POST", `companies/${company}/invite-admin`, { fullname: "Not Mine", email: `x.${tag}@example.test` })).status).toBe(403);
    expect((await call("developer", "POST", "companies/01900000-0000-7000-8000-000000000000/invite-admin", { fullname: "Nobody", email: `y.${tag}@example.test` })).status).toBe(404);
  });

  it("starts with the defaults: the statutory leave rules, a 08:00–17:00 shift and a fixed group, holidays, reference lists", async () => {
    const rules = await list("leave-rules");
    expect(rules.map((rule) => rule.type).sort()).toEqual(
      [
        "Cuti Tahunan",
        "Cuti Sakit",
        "Cuti Melahirkan",
        "Cuti Keguguran",
        "Cuti Menikah",
        "Cuti Menikahkan Anak",
        "Cuti Khitanan/Pembaptisan Anak",
        "Cuti Istri Melahirkan/Keguguran",
        "Cuti Duka Keluarga Inti",
        "Cuti Duka Anggota Keluarga Serumah",
        "Cuti Haid",
      ].sort(),
    );
    expect(rules.find((rule) => rule.type === "Cuti Tahunan")).toMatchObject({ amount: 12, min_service_months: 12, distribution: "annual", calculation: "work_day" });
    expect(rules.find((rule) => rule.type === "Cuti Sakit")).toMatchObject({ quota_type: "unlimited" });
    expect(rules.find((rule) => rule.type === "Cuti Melahirkan")).toMatchObject({ amount: 90, calculation: "calendar_day" });

    const shifts = await list("shifts");
    const regular = shifts.find((shift) => shift.type === "full_day")!;
    expect(regular).toMatchObject({ start_time: "08:00", finish_time: "17:00" });
    const off = shifts.find((shift) => shift.type === "off_day")!;
    expect(shifts).toHaveLength(2);
    const groups = await list("attendance-groups");
    expect(groups).toHaveLength(1);
    expect(groups[0].type).toBe("fixed_schedule");
    const weekly = (groups[0].weekly_shifts ?? groups[0].weekly_shift_ids) as (string | { _id: string })[];
    expect(weekly.map((day) => (typeof day === "string" ? day : day._id))).toEqual([regular._id, regular._id, regular._id, regular._id, regular._id, off._id, off._id]);

    const holidays = await list(`refs/mass-leave?start_date[$gte]=${year}-01-01&start_date[$lte]=${year}-12-31`);
    expect(holidays.filter((row) => row.holiday_type === "national").length).toBeGreaterThanOrEqual(14);
    expect(holidays.map((row) => row.start_date)).toContain(`${year}-08-17`);

    const codes = async (path: string) => (await list(path)).map((row) => row.code).sort();
    expect(await codes("refs/employees/personal/religions")).toEqual(["BUD", "HIN", "ISL", "KAT", "KHC", "KRP"]);
    expect(await codes("refs/employees/personal/titles")).toEqual(["D1", "D2", "D3", "D4", "S1", "S2", "S3", "SD", "SMA", "SMP"]);
    expect(await codes("refs/employees/personal/relationships")).toHaveLength(8);
    expect(await codes("refs/employees/legalities/banks")).toEqual(expect.arrayContaining(["014", "008", "002", "009", "451"]));
    expect(await codes("refs/employees/personal/nationalities")).toContain("ID");
    // The company's own lists stay empty: they are setup steps.
    expect(await list("refs/employees/orgs/departments")).toEqual([]);
    expect(await list("refs/employees/orgs/locations")).toEqual([]);
    // The activity log says what was added.
    const logs = await list("logs");
    expect(logs.some((row) => String(row.detail).startsWith("Defaults added: 11 leave rules"))).toBe(true);
  });

  it("shows the steps: attendance, leave rules and holidays done by the defaults, the others not; no opening figures without employees", async () => {
    expect(firstSetup.steps.map((step) => step.key)).toEqual(["company_tax", "bpjs", "organization", "attendance", "leave_rules", "holidays", "employees", "approval_flows", "payroll_month"]);
    expect(doneOf(firstSetup)).toEqual({
      company_tax: false,
      bpjs: false,
      organization: false,
      attendance: true,
      leave_rules: true,
      holidays: true,
      employees: false,
      approval_flows: false,
      payroll_month: false,
    });
    expect(firstSetup).toMatchObject({ done: 3, total: 9, complete: false });
    const href = Object.fromEntries(firstSetup.steps.map((step) => [step.key, step.href]));
    expect(href).toMatchObject({
      company_tax: "/dashboard/portal/company-info?tab=tax",
      organization: "/dashboard/organization/employee-organization?tab=locations",
      leave_rules: "/dashboard/leave/rules",
      payroll_month: "/dashboard/payroll/run",
    });
  });

  it("turns each step done as its data is filled in, and opening figures are a step once June is saved first", async () => {
    const fill = async (path: string, body: Record<string, unknown>, method = "POST") => {
      const answer = await call("newAdmin", method, path, body);
      expect([200, 201], `${path}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      return answer.body.data;
    };
    // Locations and departments: one is not enough.
    await fill("refs/employees/orgs/locations", { code: "JKT", name: "Jakarta" });
    expect(doneOf(await setupOf()).organization).toBe(false);
    await fill("refs/employees/orgs/departments", { code: "OPS", name: "Operasional" });
    expect(doneOf(await setupOf()).organization).toBe(true);

    // An employee who joined two years ago.
    employee = (await fill("employees", { fullname: "Budi Pertama", nickname: `HP-${tag}-1`, marital_status: "tk/0", join_date: `${year - 2}-01-10`, basic_salary: 8_000_000, bpjs_tk_registered: false, bpjs_ks_registered: false }))._id;
    expect(doneOf(await setupOf()).employees).toBe(true);

    // Company tax: NPWP and NITKU, the tax person, then the active signature.
    const npwp = "0123456789012345";
    await fill(`portal/${company}`, { npwp_number: npwp, nitku: `${npwp}000000`, tax_person: employee }, "PUT");
    expect(doneOf(await setupOf()).company_tax).toBe(false);
    await fill(`companies/${company}/digital-sign`, { name: "Sari Admin Baru", title: "HR Manager", selected: true });
    expect(doneOf(await setupOf()).company_tax).toBe(true);

    await fill(`portal/${company}`, { bpjs_tk_no: "12345678" }, "PUT");
    expect(doneOf(await setupOf()).bpjs).toBe(false);
    await fill(`portal/${company}`, { jkk_percentage: 0.24 }, "PUT");
    expect(doneOf(await setupOf()).bpjs).toBe(true);

    await fill("approval-flow", { name: "Semua karyawan", employees: [employee], approver: [employee] });
    expect(doneOf(await setupOf()).approval_flows).toBe(true);

    // June saved first: the year did not start here, and the employee was here before June.
    const started = await call<PayrollRunOut>("newAdmin", "POST", "payroll/runs", { year, month: 6 });
    expect([201, 202], JSON.stringify(started.body)).toContain(started.status);
    let run = started.body.data;
    while (run.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await call<PayrollRunOut>("newAdmin", "GET", `payroll/runs/${run._id}`)).body.data;
    }
    const withRun = await setupOf();
    expect(doneOf(withRun)).toMatchObject({ payroll_month: true, opening_balances: false });
    expect(withRun.steps.at(-1)).toEqual({ key: "opening_balances", done: false, href: "/dashboard/payroll/opening-balances" });
    expect(withRun).toMatchObject({ done: 9, total: 10, complete: false });

    await fill("payroll/opening-balances", { employee, year, first_month: 1, last_month: 5, salary: 40_000_000, pph21_withheld: 0 });
    expect(await setupOf()).toMatchObject({ done: 10, total: 10, complete: true });

    // Counted from the data, never stored: without its only department the step is not done again.
    const departments = await list("refs/employees/orgs/departments");
    expect((await call("newAdmin", "DELETE", `refs/employees/orgs/departments/${departments[0]._id}`)).status).toBe(200);
    expect(await setupOf()).toMatchObject({ done: 9, complete: false });
    expect(doneOf(await setupOf()).organization).toBe(false);
  }, 120_000);

  it("answers the company's admins only, each about their own company", async () => {
    expect((await call("employee", "GET", "company/setup")).status).toBe(403);
    expect((await call("developer", "GET", "company/setup")).status).toBe(403);
    expect((await api.call(null, "GET", "company/setup")).status).toBe(401);
    // Another company's admin reads their own company's steps: PT Maju Bersama's organisation and tax are filled in.
    const other = await setupOf("admin");
    expect(doneOf(other)).toMatchObject({ company_tax: true, bpjs: true, organization: true, employees: true, approval_flows: true });
    expect(doneOf(await setupOf()).organization).toBe(false);
  });
});
