/**
 * Employees in and out in bulk over /v1: invitations (one, or a file), the import (all or nothing, every
 * bad row and column named), the exports (the list's filter, the same layout as the import), the
 * warning letters' status view; tenancy, roles and bad input.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import { ACCOUNTS, ONE_BACKEND, startApi, type TestApi } from "../support/api";
import { PDF, upload } from "../support/uploads";

type Body = { message?: string; errors?: Record<string, string>; data?: Record<string, unknown> };
type Row = Record<string, unknown> & { _id: string };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook of one sheet from a header and rows. */
async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Sheet1");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBook(bytes: ArrayBuffer): Promise<{ header: string[]; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(values(row));
  });
  return { header: values(sheet.getRow(1)).map(String), rows };
}

describe.each(ONE_BACKEND)("employee invitations, import and export on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  const get = async (token: string, path: string) => fetch(`${api.server.url}/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const uploadBook = async (token: string, bytes: Buffer) => {
    const stored = await upload(api.server.url, token, "import", { bytes, name: "employees.xlsx", type: XLSX });
    expect(stored.status).toBe(201);
    return stored.body.data!._id;
  };
  const count = async (token: string, query: string) => (await api.call<{ meta: { total: number } }>(token, "GET", `employees?limit=1&${query}`)).body.meta.total;

  beforeAll(async () => {
    api = await startApi(backend, { PUBLIC_URL: "https://hr.example.test" });
    admin = await api.login("admin");
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("gives the invitation template: bilingual headers, an example row and a help sheet", async () => {
    const response = await get(admin, "employees/export-template-invitation");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(XLSX);
    const { header, rows } = await readBook(await response.arrayBuffer());
    expect(header).toEqual(["Full name / Nama lengkap *", "E-mail *", "Phone / Telepon", "Level *", "Department / Departemen", "Location / Lokasi", "Job title / Jabatan", "Join date / Tanggal bergabung"]);
    expect(rows).toHaveLength(1);
    expect(rows[0][1]).toBe("siti.rahayu@example.com");
  });

  it("invites one employee: an active employee, a pending invitation, a mail whose link opens the account", async () => {
    const departments = await api.call<{ data: Row[] }>(admin, "GET", "refs/employees/orgs/departments?limit=1");
    const invited = await api.call<Body>(admin, "POST", "employees/invite", {
      fullname: "Rudi Hartono",
      email: "Rudi.Hartono@example.test",
      phone: "0812 1111 2222",
      level: "employee",
      department: departments.body.data[0]._id,
      join_date: "2026-12-01",
    });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe("Employee has been invited");
    const found = await api.call<{ data: Row[] }>(admin, "GET", "employees?search=Rudi%20Hartono");
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ email: "rudi.hartono@example.test", active: true, join_date: "2026-12-01", department: departments.body.data[0]._id });

    const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === "rudi.hartono@example.test")!;
    expect(mail.text).toContain("https://hr.example.test/invitation?token=");
    const token = decodeURIComponent(/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    expect((await api.call<Body>(null, "POST", "auth/accept-invitation", { token, password: "short" })).body.errors?.password).toBe("Must be at least 8 characters");
    const accepted = await api.call<Body>(null, "POST", "auth/accept-invitation", { token, password: "rudi-pass-2026" });
    expect(accepted.status).toBe(201);
    expect((await api.call(null, "POST", "auth/accept-invitation", { token, password: "rudi-pass-2026" })).status).toBe(400);
    const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: "rudi.hartono@example.test", password: "rudi-pass-2026" });
    expect(login.status).toBe(200);
    const me = await api.call<{ data: { level: string; employee: string } }>(login.body.data.token, "GET", "auth/me");
    expect(me.body.data).toMatchObject({ level: "employee", employee: found.body.data[0]._id });

    // Already an account; already invited; a reference of another company; bad fields.
    expect((await api.call<Body>(admin, "POST", "employees/invite", { fullname: "Again", email: "rudi.hartono@example.test", level: "employee" })).body.errors).toEqual({ email: "Already used by another account" });
    await api.call(admin, "POST", "employees/invite", { fullname: "Pending Person", email: "pending@example.test", level: "approver" });
    expect((await api.call<Body>(admin, "POST", "employees/invite", { fullname: "Pending Person", email: "pending@example.test", level: "employee" })).body.errors).toEqual({ email: "Already invited" });
    const other = await api.login("otherAdmin");
    const theirs = await api.call<{ data: Row[] }>(other, "GET", "refs/employees/orgs/departments?limit=1");
    const foreign = await api.call<Body>(admin, "POST", "employees/invite", { fullname: "X Y", email: "xy@example.test", level: "employee", department: theirs.body.data[0]._id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ department: "Not found" });
    const bad = await api.call<Body>(admin, "POST", "employees/invite", { fullname: "", email: "nope", level: "admin", join_date: "2026-13-01", extra: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(["email", "extra", "fullname", "join_date", "level"]);
    expect(await count(admin, "search=xy%40example.test")).toBe(0);
  });

  it("bulk-invites from the filled template, and writes nothing when any row is wrong", async () => {
    const template = await readBook(await (await get(admin, "employees/export-template-invitation")).arrayBuffer());
    const good = await workbook(template.header, [
      ["Maya Lestari", "maya.lestari@example.test", "081300000001", "employee", "", "", "", "2026-12-01"],
      ["Andi Wijaya", "andi.wijaya@example.test", "", "approver", "", "", "", ""],
    ]);
    const file = await uploadBook(admin, good);
    const dry = await api.call<Body>(admin, "POST", "employees/import-invitation", { file, dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({ invite: 2 });
    expect(await count(admin, "search=Maya%20Lestari")).toBe(0);
    const done = await api.call<Body>(admin, "POST", "employees/import-invitation", { file });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ message: "Employee has been invited", data: { invited: 2 } });
    expect(await count(admin, "search=Maya%20Lestari")).toBe(1);
    const mails = (await readOutbox(api.server.dataDir)).filter((m) => m.to === "maya.lestari@example.test" || m.to === "andi.wijaya@example.test");
    expect(mails).toHaveLength(2);

    const bad = await workbook(template.header, [
      ["Nina Kurnia", "nina@example.test", "", "employee", "", "", "", ""],
      ["Nina Again", "NINA@example.test", "", "employee", "", "", "", ""],
      ["", ACCOUNTS.admin, "", "boss", "Nowhere", "", "", "01/12/2026"],
      ["Maya Lestari", "maya.lestari@example.test", "", "employee", "", "", "", ""],
    ]);
    const refused = await api.call<Body>(admin, "POST", "employees/import-invitation", { file: await uploadBook(admin, bad) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      "3.email": "Appears more than once in the file (row 2)",
      "4.fullname": "This field is required",
      "4.level": "Must be one of: employee, approver, sub_admin, admin_location",
      "4.department": "Not found",
      "4.join_date": "Must be a date (YYYY-MM-DD)",
      "4.email": "Already used by another account",
      "5.email": "Already invited",
    });
    expect(await count(admin, "search=Nina")).toBe(0);
  });

  it("imports a good file in one go (creates and updates by employee number) and refuses a bad one whole", async () => {
    const existing = (await api.call<{ data: Row[] }>(admin, "GET", "employees?limit=1&active=true&sort=nickname&fields=nickname,fullname")).body.data[0];
    const header = (await readBook(await (await get(admin, "employees/export-template")).arrayBuffer())).header;
    const at = (name: string) => header.findIndex((h) => h.startsWith(name));
    const row = (values: Record<string, unknown>) => {
      const cells: unknown[] = header.map(() => null);
      for (const [name, value] of Object.entries(values)) cells[at(name)] = value;
      return cells;
    };
    const good = await workbook(header, [
      row({ "Employee No.": "IMP-0001", "Full name": "Imported One", "Join date": new Date("2025-03-01T00:00:00Z"), "Basic salary": 7_500_000, Gender: "female", "Work days": 6, "Account number": "0012345" }),
      row({ "Employee No.": "IMP-0002", "Full name": "Imported Two", "Join date": "2025-04-01", "Marital status": "K/1", "E-mail": "imported.two@example.test" }),
      row({ "Employee No.": existing.nickname, "Full name": `${String(existing.fullname)} Updated`, "Basic salary": "9.100.000" }),
    ]);
    const file = await uploadBook(admin, good);
    const dry = await api.call<Body>(admin, "POST", "employees/import", { file, dry_run: true });
    expect(dry.body.data).toEqual({ create: 2, update: 1 });
    const done = await api.call<Body>(admin, "POST", "employees/import", { file });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ message: "Data successfully imported", data: { created: 2, updated: 1 } });
    const one = (await api.call<{ data: Row[] }>(admin, "GET", "employees?nickname=IMP-0001")).body.data[0];
    expect(one).toMatchObject({ fullname: "Imported One", join_date: "2025-03-01", basic_salary: 7_500_000, gender: "female", work_days: 6, account_number: "0012345", active: true });
    expect((await api.call<{ data: Row[] }>(admin, "GET", `employees/${existing._id}`)).body.data).toMatchObject({ fullname: `${String(existing.fullname)} Updated`, basic_salary: 9_100_000 });
    const log = await api.call<{ data: Row[] }>(admin, "GET", "logs?search=Imported%20One");
    expect(log.body.data).toEqual([expect.objectContaining({ type: "create", menu: "active-employees", detail: "Imported Imported One (IMP-0001)" })]);

    const bad = await workbook(header, [
      row({ "Employee No.": "IMP-0003", "Full name": "Would Be Fine", "Join date": "2025-05-01" }),
      row({ "Employee No.": "IMP-0004", "Full name": "Bad Date", "Join date": "2025-02-30" }),
      row({ "Employee No.": "IMP-0005", "Full name": "", Department: "No Such Department", "Basic salary": "lots" }),
      row({ "Employee No.": "imp-0003", "Full name": "Repeat", "Work days": 7, "E-mail": "not-an-email" }),
    ]);
    const refused = await api.call<Body>(admin, "POST", "employees/import", { file: await uploadBook(admin, bad) });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("The file has 7 error(s); nothing was imported");
    expect(refused.body.errors).toEqual({
      "3.join_date": "Must be a date (YYYY-MM-DD)",
      "4.fullname": "This field is required",
      "4.department": "Not found",
      "4.basic_salary": "Must be a whole number",
      "5.email": "Must be a valid e-mail address",
      "5.work_days": "Must be one of: 5, 6",
      "5.nickname": "Appears more than once in the file (row 2)",
    });
    expect(await count(admin, "nickname=IMP-0003")).toBe(0);

    // A header it does not know is named, in row 1.
    const strange = await api.call<Body>(admin, "POST", "employees/import", { file: await uploadBook(admin, await workbook(["Full name", "Shoe size"], [["A", 42]])) });
    expect(strange.status).toBe(422);
    expect(strange.body.errors).toEqual({ "1.header": "Unknown column “Shoe size”" });
  });

  it("invites an imported employee without an account onto their own record", async () => {
    const [two] = (await api.call<{ data: Row[] }>(admin, "GET", "employees?nickname=IMP-0002")).body.data;
    expect((await api.call(admin, "POST", "employees/invite", { fullname: "Imported Two", email: "imported.two@example.test", level: "employee" })).status).toBe(201);
    expect(await count(admin, "email=imported.two%40example.test")).toBe(1);
    const mail = (await readOutbox(api.server.dataDir)).find((m) => m.to === "imported.two@example.test")!;
    const token = decodeURIComponent(/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]);
    expect((await api.call(null, "POST", "auth/accept-invitation", { token, password: "imported-2026" })).status).toBe(201);
    const login = await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: "imported.two@example.test", password: "imported-2026" });
    expect((await api.call<{ data: { employee: string } }>(login.body.data.token, "GET", "auth/me")).body.data.employee).toBe(two._id);
  });

  it("exports the list's filter in the import's layout, which imports back unchanged", async () => {
    const response = await get(admin, "employees/export?search=Imported&sort=nickname");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bytes = await response.arrayBuffer();
    const { header, rows } = await readBook(bytes);
    expect(header[0]).toBe("Employee No. / No. Karyawan *");
    expect(rows.map((row) => row[0])).toEqual(["IMP-0001", "IMP-0002"]);
    const again = await api.call<Body>(admin, "POST", "employees/import", { file: await uploadBook(admin, Buffer.from(bytes)), dry_run: true });
    expect(again.body.data).toEqual({ create: 0, update: 2 });

    const resigned = await get(admin, "employees/export-exit");
    const exit = await readBook(await resigned.arrayBuffer());
    expect(exit.header.slice(-2)).toEqual(["Resign date / Tanggal keluar", "Exit reason / Alasan keluar"]);
    expect(exit.rows.length).toBe(await count(admin, "active=false"));
    expect(exit.rows.every((row) => row[header.length] instanceof Date)).toBe(true);
  });

  it("keeps each company to its own files and employees", async () => {
    const other = await api.login("otherAdmin");
    const mine = await uploadBook(admin, await workbook(["Employee No.", "Full name"], [["X-1", "X"]]));
    const theirs = await api.call<Body>(other, "POST", "employees/import", { file: mine, dry_run: true });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({ file: "Not found" });
    const exported = await readBook(await (await get(other, "employees/export?search=Imported")).arrayBuffer());
    expect(exported.rows).toEqual([]);
  });

  it("lets only the employee screens' writers in, and readers export", async () => {
    const employee = await api.login("employee");
    const custom = await api.login("custom");
    for (const token of [employee, custom]) {
      expect((await api.call(token, "POST", "employees/invite", { fullname: "A", email: "a@example.test", level: "employee" })).status).toBe(403);
      expect((await api.call(token, "POST", "employees/import", { file: "00000000-0000-4000-8000-000000000000" })).status).toBe(403);
      expect((await get(token, "employees/export-template-invitation")).status).toBe(403);
    }
    expect((await get(employee, "employees/export")).status).toBe(403);
    expect((await get(custom, "employees/export")).status).toBe(200);
    expect((await get(await api.login("developer"), "employees/export")).status).toBe(403);
    expect((await api.call(null, "POST", "employees/invite", {})).status).toBe(401);
  });

  it("answers bad input with a 4xx, never a 500", async () => {
    expect((await api.call<Body>(admin, "POST", "employees/import", {})).body.errors).toEqual({ file: "This field is required" });
    expect((await api.call(admin, "POST", "employees/import", { file: "abc" })).status).toBe(422);
    expect((await api.call(admin, "POST", "employees/import", "[1]")).status).toBe(400);
    expect((await api.call(admin, "POST", "employees/import", { file: "00000000-0000-4000-8000-000000000000", dry_run: "yes" })).status).toBe(422);
    // Not a spreadsheet: the files API refuses it for an import.
    expect((await upload(api.server.url, admin, "import", { bytes: PDF, name: "employees.xlsx", type: XLSX })).status).toBe(415);
    const empty = await api.call<Body>(admin, "POST", "employees/import", { file: await uploadBook(admin, await workbook(["Employee No.", "Full name"], [])) });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe("The file has no rows to import");
    expect((await get(admin, "employees/export?sort=shoe_size")).status).toBe(400);
    expect((await api.call(admin, "GET", "employees/warning-letters/status?status=forever")).status).toBe(400);
  });

  it("sums up warning letters per employee: active between start and end date, expired after", async () => {
    const people = (await api.call<{ data: Row[] }>(admin, "GET", "employees?nickname[$in]=IMP-0001,IMP-0002&sort=nickname")).body.data;
    const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const letter = (employee: string, type: string, start_date: string, end_date: string) => api.call(admin, "POST", "employees/surat-peringatan", { employee, type, start_date, end_date });
    expect((await letter(people[0]._id, "sp_1", day(-400), day(-200))).status).toBe(201);
    expect((await letter(people[0]._id, "sp_2", day(-30), day(150))).status).toBe(201);
    expect((await letter(people[1]._id, "sp_1", day(-300), day(-1))).status).toBe(201);
    const all = await api.call<{ data: Record<string, unknown>[] }>(admin, "GET", "employees/warning-letters/status?search=Imported");
    expect(all.body.data).toEqual([
      { employee: { _id: people[0]._id, fullname: "Imported One", nickname: "IMP-0001" }, active: 1, expired: 1, upcoming: 0, current: "sp_2", current_until: day(150) },
      { employee: { _id: people[1]._id, fullname: "Imported Two", nickname: "IMP-0002" }, active: 0, expired: 1, upcoming: 0, current: null, current_until: null },
    ]);
    const active = await api.call<{ data: { employee: { nickname: string } }[] }>(admin, "GET", "employees/warning-letters/status?status=active&search=Imported");
    expect(active.body.data.map((row) => row.employee.nickname)).toEqual(["IMP-0001"]);
    const other = await api.call<{ data: unknown[] }>(await api.login("otherAdmin"), "GET", "employees/warning-letters/status?search=Imported");
    expect(other.body.data).toEqual([]);
    expect((await api.call(await api.login("employee"), "GET", "employees/warning-letters/status")).status).toBe(403);
  });
});
