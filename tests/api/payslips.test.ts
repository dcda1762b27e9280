/**
 * Payslips over /v1 (docs/payroll-rules.md › B13) against the real server, on PGlite and
 * PostgreSQL: one item's PDF read back with pdftotext, an employee's own payslips (and 404 for anyone
 * else's), another company 404, the mass payslip (one PDF, a zip named by employee number), and sending
 * each employee their payslip (encrypted with the birth date) to the outbox with an inbox notification.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import english from "../../public/locales/en/payroll.json";
import { readOutbox } from "../../api/mail/outbox";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { PNG, upload } from "../support/uploads";

const run = promisify(execFile);

interface Run {
  _id: string;
  year: number;
  month: number;
  status: "running" | "saved" | "cut_off";
  employees: number;
}
interface Item {
  _id: string;
  employee: { _id: string; fullname: string; nickname: string | null };
  take_home: number;
  gross: number;
  pph21: number;
  lines: { key: string; kind: string; amount: number }[];
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hr-payslips-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The PDF's text as pdftotext reads it. */
async function textOf(pdf: Buffer, password?: string): Promise<string> {
  const file = path.join(scratch, `${Date.now()}-${Math.random().toString(16).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  const { stdout } = await run("pdftotext", [...(password ? ["-upw", password] : []), "-layout", file, "-"]);
  return stdout;
}

/** "Rp 7.500.000": the payslip's rupiah style. */
const rupiah = (amount: number) => `Rp ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

describe.each(ONE_BACKEND)("payslips on %s", (backend) => {
  let api: TestApi;
  let run1: Run;
  let mine: Item;
  let other: Item;
  let employeeId = "";
  const call = async <T = { data: Run }>(account: Account, method: string, p: string, body?: unknown) => api.call<T>(await api.login(account), method, p, body);
  const download = async (account: Account, p: string) => {
    const response = await fetch(`${api.server.url}/v1/${p}`, { headers: { Authorization: `Bearer ${await api.login(account)}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  async function runMonth(year: number, month: number): Promise<Run> {
    const response = await call("admin", "POST", "payroll/runs", { year, month });
    expect([201, 202], JSON.stringify(response.body)).toContain(response.status);
    let current = response.body.data;
    const deadline = Date.now() + 90_000;
    while (current.status === "running" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      current = (await call("admin", "GET", `payroll/runs/${current._id}`)).body.data;
    }
    expect(current.status).toBe("saved");
    return current;
  }
  async function itemOf(r: Run, employee: string): Promise<Item> {
    const response = await call<{ data: Item[] }>("admin", "GET", `payroll/runs/${r._id}/items?employee._id=${employee}`);
    expect(response.body.data).toHaveLength(1);
    return response.body.data[0];
  }

  beforeAll(async () => {
    api = await startApi(backend);
    employeeId = (await call<{ data: { employee: string } }>("employee", "GET", "auth/me")).body.data.employee;
    expect(employeeId).toBeTruthy();
    run1 = await runMonth(2026, 2);
    mine = await itemOf(run1, employeeId);
    const items = await call<{ data: Item[] }>("admin", "GET", `payroll/runs/${run1._id}/items?limit=5`);
    other = items.body.data.find((item) => item.employee._id !== employeeId)!;
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("answers one item's payslip as a PDF: the employee, the period and the take-home pay, in either language", async () => {
    const response = await download("admin", `payroll/runs/${run1._id}/items/${other._id}/payslip?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="payslip-${other.employee.nickname}-2026-02.pdf"`);
    const text = await textOf(response.bytes);
    expect(text).toContain(other.employee.fullname);
    expect(text).toContain("February 2026");
    expect(text).toContain(rupiah(other.take_home));
    expect(text).toContain("TAKE-HOME PAY");

    const indonesian = await textOf((await download("admin", `payroll/runs/${run1._id}/items/${other._id}/payslip?lang=id`)).bytes);
    expect(indonesian).toContain("Februari 2026");
    expect(indonesian).toContain("GAJI BERSIH");
    expect((await download("admin", `payroll/runs/${run1._id}/items/${other._id}/payslip?lang=fr`)).status).toBe(422);
    expect(text).not.toContain("Ratna Kusuma");
  });

  it("signs the payslip with the company's active digital signature once there is one", async () => {
    const admin = await api.login("admin");
    const company = (await call<{ data: { company: { _id: string } } }>("admin", "GET", "auth/me")).body.data.company._id;
    const image = await upload(api.server.url, admin, "signature", { bytes: PNG, name: "sign.png", type: "image/png" });
    expect(image.status).toBe(201);
    const created = await call(`admin`, "POST", `companies/${company}/digital-sign`, { name: "Ratna Kusuma", title: "HR Director", selected: true, file: image.body.data!._id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const text = await textOf((await download("admin", `payroll/runs/${run1._id}/items/${other._id}/payslip?lang=en`)).bytes);
    expect(text).toContain("Ratna Kusuma");
    expect(text).toContain("HR Director");
  });

  it("lets an employee list and download their own payslips, and answers 404 for anyone else's", async () => {
    const list = await call<{ data: { _id: string; run: { _id: string; year: number; month: number; status: string }; take_home: number; gross: number; pph21: number }[] }>("employee", "GET", "me/payslips");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([{ _id: mine._id, run: { _id: run1._id, year: 2026, month: 2, status: "saved" }, take_home: mine.take_home, gross: mine.gross, pph21: mine.pph21 }]);

    const own = await download("employee", `payroll/runs/${run1._id}/items/${mine._id}/payslip`);
    expect(own.status).toBe(200);
    expect(await textOf(own.bytes)).toContain(rupiah(mine.take_home));
    // Another employee's item, and the run's other calls, are not the employee's.
    expect((await download("employee", `payroll/runs/${run1._id}/items/${other._id}/payslip`)).status).toBe(404);
    expect((await call("employee", "GET", `payroll/runs/${run1._id}/items`)).status).toBe(403);
    // Another company: neither its admin nor its employee sees the item.
    expect((await download("otherAdmin", `payroll/runs/${run1._id}/items/${mine._id}/payslip`)).status).toBe(404);
    expect((await download("otherEmployee", `payroll/runs/${run1._id}/items/${mine._id}/payslip`)).status).toBe(404);
    expect((await call<{ data: unknown[] }>("otherEmployee", "GET", "me/payslips")).body.data).toEqual([]);
    // A wrong run id for a real item is not found either.
    expect((await download("admin", `payroll/runs/00000000-0000-4000-8000-000000000000/items/${mine._id}/payslip`)).status).toBe(404);
  });

  it("gives the mass payslip as one PDF or a zip of PDFs named by employee number, with the items list's filters", async () => {
    const all = await call<{ data: (Item & { employee: { department: { _id: string } | null } })[]; meta: { total: number } }>("admin", "GET", `payroll/runs/${run1._id}/items?limit=1000`);
    const numbers = all.body.data.map((item) => `${item.employee.nickname}.pdf`).sort();
    const zip = await download("admin", `payroll/runs/${run1._id}/payslips?format=zip&lang=en`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="payslips-2026-02.zip"');
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual(numbers);
    const one = files[`${other.employee.nickname}.pdf`];
    const text = await textOf(Buffer.from(one));
    expect(text).toContain(other.employee.fullname);
    expect(text).toContain(rupiah(other.take_home));

    const department = all.body.data.find((item) => item.employee.department)!.employee.department!._id;
    const inDepartment = all.body.data.filter((item) => item.employee.department?._id === department);
    const filtered = unzipSync(new Uint8Array((await download("admin", `payroll/runs/${run1._id}/payslips?format=zip&department._id=${department}`)).bytes));
    expect(Object.keys(filtered).sort()).toEqual(inDepartment.map((item) => `${item.employee.nickname}.pdf`).sort());

    const pdf = await download("admin", `payroll/runs/${run1._id}/payslips?department._id=${department}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const pages = await textOf(pdf.bytes);
    for (const item of inDepartment) expect(pages).toContain(item.employee.fullname);
    expect(pages.split("\f").filter((page) => page.trim()).length).toBe(inDepartment.length);

    expect((await download("otherAdmin", `payroll/runs/${run1._id}/payslips?format=zip`)).status).toBe(404);
    expect((await download("employee", `payroll/runs/${run1._id}/payslips`)).status).toBe(403);
    expect((await download("admin", `payroll/runs/${run1._id}/payslips?format=doc`)).status).toBe(422);
  });

  it("prints each one-off line with its note, leaves out lines of zero, and draws names outside Latin-1", async () => {
    const items = await call<{ data: Item[] }>("admin", "GET", `payroll/runs/${run1._id}/items?limit=10`);
    const someone = items.body.data.find((item) => item.employee._id !== employeeId && item.employee._id !== other.employee._id)!;
    expect((await call("admin", "PUT", `employees/${someone.employee._id}`, { fullname: "Đặng Thị Ñúñez 王小明" })).status).toBe(200);
    for (const [kind, amount, note] of [["deduction", 120_000, "Koperasi 借款"], ["deduction", 30_000, "Kasbon"], ["other_income", 75_000, "Uang saku dinas"]] as const) {
      const added = await call("admin", "POST", "payroll/components", { employee: { _id: someone.employee._id }, year: 2026, month: 3, kind, amount, note });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const march = await runMonth(2026, 3);
    const item = await itemOf(march, someone.employee._id);
    const text = await textOf((await download("admin", `payroll/runs/${march._id}/items/${item._id}/payslip?lang=en`)).bytes);
    expect(text).toContain("Đặng Thị Ñúñez 王小明");
    expect(text).toContain("Other deductions: Koperasi 借款");
    expect(text).toContain("Other deductions: Kasbon");
    expect(text).toContain("Other income: Uang saku dinas");
    expect(text).toContain(rupiah(item.take_home));
    // Lines of zero (the additional family members' BPJS, allowances the employee has not) are not printed.
    const zero = item.lines.filter((l) => l.amount === 0 && ["earning", "deduction", "employer"].includes(l.kind) && l.key !== "basic_salary" && l.key !== "pph21");
    expect(zero.map((l) => l.key)).toContain("bpjs.ks_additional");
    const labels: Record<string, string> = english.lines;
    for (const l of zero) expect(text, l.key).not.toContain(labels[l.key.replaceAll(".", "_")]);
  });

  it("sends each employee their own payslip, encrypted with the birth date, with an inbox notification; skips who has no birth date", async () => {
    // One employee without a birth date is skipped and reported.
    expect((await call("admin", "PUT", `employees/${other.employee._id}`, { birth_date: null })).status).toBe(200);
    const me = (await call<{ data: { email: string | null; birth_date: string } }>("admin", "GET", `employees/${employeeId}`)).body.data;
    type Sending = { _id: string; status: string; progress: { done: number; total: number }; sent: number; skipped: { employee: { _id: string }; reason: string }[]; finished_at: string | null };
    expect((await call<{ data: Sending | null }>("admin", "GET", `payroll/runs/${run1._id}/payslips/send`)).body.data).toBeNull();
    // Background work: 202 at once with the sending, one at a time, followed by GET until it is done.
    const started = await call<{ data: Sending }>("admin", "POST", `payroll/runs/${run1._id}/payslips/send`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.data).toMatchObject({ status: "sending", progress: { done: 0, total: run1.employees }, sent: 0, skipped: [], finished_at: null });
    const again = await call<{ code: string }>("admin", "POST", `payroll/runs/${run1._id}/payslips/send`, {});
    expect([again.status, again.body.code]).toEqual([409, "payslipsSending"]);
    let sending = started.body.data;
    const deadline = Date.now() + 90_000;
    while (sending.status === "sending" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      sending = (await call<{ data: Sending }>("admin", "GET", `payroll/runs/${run1._id}/payslips/send`)).body.data;
      expect(sending._id).toBe(started.body.data._id);
      expect(sending.progress.done).toBeLessThanOrEqual(run1.employees);
    }
    expect(sending).toMatchObject({ status: "done", progress: { done: run1.employees, total: run1.employees } });
    expect(sending.finished_at).toBeTruthy();
    const response = { body: { data: sending } };
    expect(response.body.data.skipped).toContainEqual(expect.objectContaining({ employee: expect.objectContaining({ _id: other.employee._id }), reason: "noBirthDate" }));
    expect(response.body.data.sent + response.body.data.skipped.length).toBe(run1.employees);
    expect(response.body.data.sent).toBeGreaterThan(0);

    const outbox = await readOutbox(api.server.dataDir);
    const address = me.email ?? "employee@majubersama.demo";
    const mail = outbox.find((m) => m.to === address && m.subject.startsWith("Slip gaji Februari 2026"))!;
    expect(mail, address).toBeTruthy();
    expect(mail.text).toContain("DDMMYYYY");
    const attachment = (mail as { attachments?: { filename: string; content_type: string; content_base64: string }[] }).attachments![0];
    expect(attachment).toMatchObject({ filename: `payslip-${mine.employee.nickname}-2026-02.pdf`, content_type: "application/pdf" });
    const bytes = Buffer.from(attachment.content_base64, "base64");
    await expect(textOf(bytes)).rejects.toThrow(/password/i);
    const [y, m, d] = me.birth_date.split("-");
    const opened = await textOf(bytes, `${d}${m}${y}`);
    expect(opened).toContain(mine.employee.fullname);
    expect(opened).toContain(rupiah(mine.take_home));
    expect(outbox.some((message) => message.text.includes(other.employee.fullname))).toBe(false);

    // The notification opens that month's payslip on Employee Services; each employee was notified once.
    const inbox = await call<{ data: { key: string; values: Record<string, unknown>; link: string | null }[] }>("employee", "GET", "me/notifications");
    const notified = inbox.body.data.filter((n) => n.key === "payslipSent");
    expect(notified).toEqual([expect.objectContaining({ values: { month: 2, year: 2026 }, link: "/dashboard/services#payslip-2026-2" })]);
    expect(outbox.filter((m) => m.to === address && m.subject.startsWith("Slip gaji Februari 2026"))).toHaveLength(1);

    // Sent again: a new sending, and the employee has two notifications, one per sending.
    const second = await call<{ data: Sending }>("admin", "POST", `payroll/runs/${run1._id}/payslips/send`, { lang: "en" });
    expect(second.status).toBe(202);
    expect(second.body.data._id).not.toBe(sending._id);
    for (let until = Date.now() + 90_000; Date.now() < until; ) {
      if ((await call<{ data: Sending }>("admin", "GET", `payroll/runs/${run1._id}/payslips/send`)).body.data.status !== "sending") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await call<{ data: Sending }>("admin", "GET", `payroll/runs/${run1._id}/payslips/send`)).body.data).toMatchObject({ _id: second.body.data._id, status: "done", sent: sending.sent });
    expect((await call<{ data: { key: string }[] }>("employee", "GET", "me/notifications")).body.data.filter((n) => n.key === "payslipSent")).toHaveLength(2);

    expect((await call("otherAdmin", "POST", `payroll/runs/${run1._id}/payslips/send`, {})).status).toBe(404);
    expect((await call("otherAdmin", "GET", `payroll/runs/${run1._id}/payslips/send`)).status).toBe(404);
    expect((await call("employee", "POST", `payroll/runs/${run1._id}/payslips/send`, {})).status).toBe(403);
    expect((await call("employee", "GET", `payroll/runs/${run1._id}/payslips/send`)).status).toBe(403);
  }, 120_000);
});
