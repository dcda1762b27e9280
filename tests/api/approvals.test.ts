/**
 * Requests and approvals (docs/decisions/0029-requests-and-approvals.md) against the real server, on PGlite
 * and PostgreSQL: an employee's leave through the demo flow's two levels, its balance and days; two
 * deciders of one level at once (one decision, one 409, the effect once); withdrawal, rejection, cancel;
 * a clock correction and a shift change applied; who sees what; another company's request; bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../api/mail/outbox";
import type { ApprovalOut } from "../../contract/responses/approvals";
import type { LeaveBalanceOut } from "../../contract/responses/leave";
import { BACKENDS, startApi, type Account, type TestApi } from "../support/api";
import { holidayDays } from "../support/holidays";
import { PDF, upload } from "../support/uploads";

type Failure = { code: string; message: string; errors?: Record<string, string> };
type Balance = LeaveBalanceOut;
interface DayRecord {
  date: string;
  status: string;
  clock_in: string | null;
  clock_out: string | null;
  late_minutes: number;
  source: string;
}

/** "YYYY-MM-DD" `days` after today (UTC; the tests keep well away from the day's edges). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const yearOf = (date: string) => Number(date.slice(0, 4));
/** The company's holidays (Leave › Holiday), read once the server runs. */
const holidays = new Set<string>();
/** The Thursdays already given: skipping holiday weeks could give two tests the same one, and their requests would overlap. */
const taken = new Set<string>();
/** The first Thursday at least `days` from today whose week holds none of the company's holidays and no other test's requests. */
function thursdayAfter(days: number): string {
  for (let date = inDays(days); ; date = addDays(date, 1)) {
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4 || taken.has(date)) continue;
    if ([0, 1, 2, 3, 4, 5, 6].some((day) => holidays.has(addDays(date, day)))) continue;
    taken.add(date);
    return date;
  }
}

describe.each(BACKENDS)("requests and approvals on %s", (backend) => {
  let api: TestApi;
  const tokens = {} as Record<Account, string>;
  const call = <T = { data: ApprovalOut }>(account: Account, method: string, path: string, body?: unknown) => api.call<T>(tokens[account], method, path, body);
  let annualLeave = "";
  let employeeId = "";

  async function balanceOf(account: Account, employee: string, rule: string, year: number): Promise<Balance | undefined> {
    const page = await call<{ data: Balance[] }>(account, "GET", `leave-balance?employee._id=${employee}&leave_rule._id=${rule}&year=${year}`);
    expect(page.status).toBe(200);
    return page.body.data[0];
  }

  beforeAll(async () => {
    api = await startApi(backend);
    for (const account of ["admin", "sub_admin", "approver", "employee", "otherAdmin", "otherEmployee"] as const) tokens[account] = await api.login(account);
    const rules = await call<{ data: { _id: string; type: string }[] }>("admin", "GET", "leave-rules?limit=100");
    annualLeave = rules.body.data.find((rule) => rule.type === "Cuti Tahunan")!._id;
    for (const day of await holidayDays(api, tokens.admin)) holidays.add(day);
    const me = await api.call<{ data: { employee: string } }>(tokens.employee, "GET", "auth/me");
    employeeId = me.body.data.employee;
    expect(employeeId).toBeTruthy();
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("a leave goes through both levels of the flow: partial, then approved; the balance goes down by the working days across a weekend and a holiday", async () => {
    const start = thursdayAfter(40);
    const holiday = addDays(start, 1);
    expect((await call("admin", "POST", "refs/mass-leave", { name: "Libur uji", start_date: holiday, end_date: holiday })).status).toBe(201);
    const before = await balanceOf("admin", employeeId, annualLeave, yearOf(start));

    const asked = await call("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: start, end_date: addDays(start, 6), reason: "Liburan keluarga" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const request = asked.body.data;
    // Thursday, (Friday a holiday, the weekend), Monday, Tuesday, Wednesday.
    expect(request.content.total_days).toBe(4);
    expect(request).toMatchObject({ status: "pending", current_level: 1, type: "leave", can_withdraw: true, can_decide: false });
    expect(request.approval_number).toMatch(/^LV-\d{4}-\d{6}$/);
    expect(request.levels).toHaveLength(2);
    expect(request.employee?.fullname).toBeTruthy();

    // The approver sees it waiting and decides level 1; the admin's level is next.
    const waiting = await call<{ data: ApprovalOut[] }>("approver", "GET", "approvals/leave?status=pending");
    expect(waiting.body.data.map((row) => row._id)).toContain(request._id);
    const first = await call("approver", "POST", `approvals/${request._id}/decision`, { decision: "approved", note: "OK", level: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: "partial", current_level: 2 });
    expect(first.body.data.levels[0]).toMatchObject({ action: "approved", note: "OK" });
    expect((await balanceOf("admin", employeeId, annualLeave, yearOf(start)))?.used ?? 0).toBe(before?.used ?? 0);

    const second = await call("admin", "POST", `approvals/${request._id}/decision`, { decision: "approved", level: 2 });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.status).toBe("approved");
    const after = await balanceOf("admin", employeeId, annualLeave, yearOf(start));
    expect(after!.used).toBe((before?.used ?? 0) + 4);
    expect(after!.remaining).toBe(after!.entitled + after!.adjustment - after!.used - after!.mass_leave - after!.expired);
    // The employee was told in the inbox and by e-mail, in Indonesian and in English.
    const inbox = await call<{ data: { key: string; link: string | null }[] }>("employee", "GET", "me/notifications?limit=20");
    expect(inbox.body.data.map((n) => [n.key, n.link])).toEqual(expect.arrayContaining([["requestApproved", "/dashboard/my-requests"], ["requestPartlyApproved", "/dashboard/my-requests"]]));
    // The e-mail goes once the decision is committed, after the answer: it is waited for.
    const told = async () => (await readOutbox(api.server.dataDir)).find((mail) => mail.subject === "Pengajuan disetujui / Request approved" && mail.text.includes(request.approval_number))?.text;
    await expect.poll(told, { timeout: 15_000 }).toMatch(/telah disetujui[\s\S]*has been approved[\s\S]*\/dashboard\/my-requests/);
    // The employee reads their own balance too.
    expect((await balanceOf("employee", employeeId, annualLeave, yearOf(start)))?.remaining).toBe(after!.remaining);

    const days = await call<{ data: DayRecord[] }>("admin", "GET", `attendance?employee._id=${employeeId}&date[$gte]=${start}&date[$lte]=${addDays(start, 6)}&limit=20`);
    expect(days.body.data.filter((day) => day.status === "leave").map((day) => day.date).sort()).toEqual([start, addDays(start, 4), addDays(start, 5), addDays(start, 6)]);

    // Decided: no more decisions, no withdrawal; cancelling before it starts gives the balance back.
    expect((await call<Failure>("admin", "POST", `approvals/${request._id}/decision`, { decision: "rejected" })).status).toBe(409);
    expect((await call<Failure>("employee", "POST", `approvals/${request._id}/withdraw`, {})).status).toBe(409);
    const cancelled = await call("employee", "POST", `approvals/${request._id}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe("withdrawn");
    expect((await balanceOf("admin", employeeId, annualLeave, yearOf(start)))!.used).toBe(before?.used ?? 0);
    const undone = await call<{ data: DayRecord[] }>("admin", "GET", `attendance?employee._id=${employeeId}&date[$gte]=${start}&date[$lte]=${addDays(start, 6)}&limit=20`);
    expect(undone.body.data.filter((day) => day.status === "leave")).toEqual([]);
  });

  it("two deciders of the same level at the same moment: one decision, one 409, and the effect applied once", async () => {
    const start = thursdayAfter(60);
    const before = await balanceOf("admin", employeeId, annualLeave, yearOf(start));
    const request = (await call("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: start, end_date: start, reason: "Urusan keluarga" })).body.data;
    const [a, b] = await Promise.all([
      call("approver", "POST", `approvals/${request._id}/decision`, { decision: "approved", level: 1 }),
      call("sub_admin", "POST", `approvals/${request._id}/decision`, { decision: "approved", level: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [c, d] = await Promise.all([
      call("admin", "POST", `approvals/${request._id}/decision`, { decision: "approved", level: 2 }),
      call("sub_admin", "POST", `approvals/${request._id}/decision`, { decision: "approved", level: 2 }),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
    const read = await call("admin", "GET", `approvals/leave/${request._id}`);
    expect(read.body.data.status).toBe("approved");
    expect(read.body.data.levels.filter((level) => level.action === "approved")).toHaveLength(2);
    expect((await balanceOf("admin", employeeId, annualLeave, yearOf(start)))!.used).toBe((before?.used ?? 0) + 1);
  });

  it("a rejection and a withdrawal change nothing; a decision on one's own request is refused", async () => {
    const start = thursdayAfter(80);
    const before = await balanceOf("admin", employeeId, annualLeave, yearOf(start));
    const asked = await call("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: start, end_date: start, reason: "A" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const rejected = asked.body.data;
    const no = await call("approver", "POST", `approvals/${rejected._id}/decision`, { decision: "rejected", note: "Stok opname" });
    expect(no.body.data).toMatchObject({ status: "rejected" });
    expect(no.body.data.levels[0]).toMatchObject({ action: "rejected", note: "Stok opname" });

    // The Friday of the same week, which thursdayAfter keeps free of holidays.
    const second = await call("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: addDays(start, 1), end_date: addDays(start, 1), reason: "B" });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const withdrawn = second.body.data;
    expect((await call("approver", "POST", `approvals/${withdrawn._id}/withdraw`, {})).status).toBe(403);
    const back = await call("employee", "POST", `approvals/${withdrawn._id}/withdraw`, {});
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe("withdrawn");
    expect((await call<Failure>("approver", "POST", `approvals/${withdrawn._id}/decision`, { decision: "approved" })).status).toBe(409);
    expect((await call<Failure>("employee", "POST", `approvals/${withdrawn._id}/withdraw`, {})).status).toBe(409);
    expect((await balanceOf("admin", employeeId, annualLeave, yearOf(start)))?.used ?? 0).toBe(before?.used ?? 0);

    // The admin asks for their own leave: nobody decides their own request, not even an admin.
    const own = await call("admin", "POST", "approvals/overtimes", { date: inDays(-1), start_time: "17:00", end_time: "19:00", reason: "Tutup buku" });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const refused = await call<Failure>("admin", "POST", `approvals/${own.body.data._id}/decision`, { decision: "approved" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("ownRequest");
  });

  it("an approved clock correction rewrites the day and recomputes late; an approved shift change sets the roster", async () => {
    let day = inDays(-7);
    while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, -1);
    const asked = await call("employee", "POST", "approvals/clock-corrections", { date: day, clock_in: "07:00", clock_out: "16:30", reason: "Lupa absen" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    for (const [account, level] of [["approver", 1], ["admin", 2]] as const) {
      expect((await call(account, "POST", `approvals/${asked.body.data._id}/decision`, { decision: "approved", level })).status).toBe(200);
    }
    const record = await call<{ data: DayRecord[] }>("admin", "GET", `attendance?employee._id=${employeeId}&date=${day}`);
    expect(record.body.data[0]).toMatchObject({ clock_in: "07:00", clock_out: "16:30", source: "correction" });

    const shifts = await call<{ data: { _id: string; name: string; type: string }[] }>("admin", "GET", "shifts?limit=50");
    const target = addDays(thursdayAfter(20), 1);
    const current = await call<{ data: DayRecord[] }>("admin", "GET", `attendance?employee._id=${employeeId}&date=${target}`);
    expect(current.status).toBe(200);
    const candidates = shifts.body.data.filter((shift) => shift.type === "full_day");
    let change = await call<{ data: ApprovalOut } & Failure>("employee", "POST", "approvals/shifts", { date: target, shift: candidates[0]._id, reason: "Tukar jadwal" });
    if (change.status === 422 && change.body.errors?.shift) change = await call("employee", "POST", "approvals/shifts", { date: target, shift: candidates[1]._id, reason: "Tukar jadwal" });
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    const to = change.body.data.content.to_shift!;
    for (const [account, level] of [["approver", 1], ["admin", 2]] as const) {
      expect((await call(account, "POST", `approvals/${change.body.data._id}/decision`, { decision: "approved", level })).status).toBe(200);
    }
    // A second change to the same shift is now "already your shift".
    const again = await call<Failure>("employee", "POST", "approvals/shifts", { date: target, shift: to._id, reason: "Lagi" });
    expect(again.status).toBe(422);
    expect(again.body.errors?.shift).toMatch(/already your shift/);
  });

  it("each sees what their role allows: an employee their own, another company nothing (404)", async () => {
    const mine = await call<{ data: ApprovalOut[] }>("employee", "GET", "approvals/leave?limit=200");
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((row) => row.employee?._id === employeeId)).toBe(true);
    const all = await call<{ data: ApprovalOut[] }>("admin", "GET", "approvals/leave?limit=200");
    const someoneElse = all.body.data.find((row) => row.employee?._id !== employeeId)!;
    expect(someoneElse).toBeTruthy();
    expect((await call("employee", "GET", `approvals/leave/${someoneElse._id}`)).status).toBe(404);
    expect((await call("employee", "POST", `approvals/${someoneElse._id}/withdraw`, {})).status).toBe(404);
    // Another company's admin and employee: 404 on read, decision and withdrawal.
    for (const account of ["otherAdmin", "otherEmployee"] as const) {
      expect((await call(account, "GET", `approvals/leave/${someoneElse._id}`)).status, account).toBe(404);
      expect((await call(account, "POST", `approvals/${someoneElse._id}/decision`, { decision: "approved" })).status, account).toBe(404);
    }
    expect((await call<{ data: ApprovalOut[] }>("otherAdmin", "GET", "approvals/leave?limit=200")).body.data.some((row) => row._id === someoneElse._id)).toBe(false);
    // The admin's list filters by status and department.
    const department = someoneElse.department;
    if (department) {
      const filtered = await call<{ data: ApprovalOut[] }>("admin", "GET", `approvals/leave?department._id=${department._id}&limit=200`);
      expect(filtered.status).toBe(200);
      expect(filtered.body.data.every((row) => row.department?._id === department._id)).toBe(true);
    }
  });

  it("a leave's attachment is read by its approvers and staff, and by nobody else", async () => {
    const file = await upload(api.server.url, tokens.employee, "attachment", { bytes: PDF, name: "surat-dokter.pdf", type: "application/pdf" });
    expect(file.status).toBe(201);
    const start = thursdayAfter(160);
    const asked = await call("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: start, end_date: start, reason: "Kontrol dokter", attachment: file.body.data!._id });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const read = async (account: Account) => (await api.call(tokens[account], "GET", `files/${file.body.data!._id}`)).status;
    expect(await read("employee")).toBe(200);
    expect(await read("approver")).toBe(200);
    expect(await read("admin")).toBe(200);
    expect(await read("otherAdmin")).toBe(404);
    expect(await read("otherEmployee")).toBe(404);
    // Someone else's file cannot be attached.
    const other = await upload(api.server.url, tokens.sub_admin, "attachment", { bytes: PDF, name: "lain.pdf", type: "application/pdf" });
    const refused = await call<Failure>("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: addDays(start, 7), end_date: addDays(start, 7), reason: "x", attachment: other.body.data!._id });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toContain("attachment");
  });

  it("bad requests are refused beside the field, and nothing is written", async () => {
    const count = async () => (await call<{ meta: { total: number } }>("employee", "GET", "approvals/leave?limit=1")).body.meta.total;
    const before = await count();
    const start = thursdayAfter(100);
    const cases: [string, unknown, string][] = [
      ["approvals/leave", { leave_type: annualLeave, start_date: start, end_date: addDays(start, 40), reason: "Terlalu lama" }, "leave_type"],
      ["approvals/leave", { leave_type: annualLeave, start_date: start, end_date: addDays(start, -1), reason: "Mundur" }, "end_date"],
      ["approvals/leave", { leave_type: annualLeave, start_date: "2026-02-30", end_date: start, reason: "x" }, "start_date"],
      ["approvals/leave", { leave_type: annualLeave, start_date: start, end_date: start }, "reason"],
      ["approvals/leave", { leave_type: "0190a0a0-0000-7000-8000-000000000000", start_date: start, end_date: start, reason: "x" }, "leave_type"],
      ["approvals/clock-corrections", { date: inDays(3), clock_in: "08:00", reason: "Masa depan" }, "date"],
      ["approvals/clock-corrections", { date: inDays(-3), reason: "Tanpa jam" }, "clock_in"],
      ["approvals/overtimes", { date: inDays(-2), start_time: "08:00", end_time: "23:00", reason: "Panjang" }, "end_time"],
      ["approvals/business-trip", { destination: "", start_date: start, end_date: start, purpose: "x" }, "destination"],
      ["approvals/shifts", { date: start, shift: "not-an-id", reason: "x" }, "shift"],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call<Failure>("employee", "POST", path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), `${path} ${JSON.stringify(answer.body)}`).toContain(field);
    }
    // A field left out is required; one of the wrong shape says which shape.
    const missing = await call<Failure>("employee", "POST", "approvals/overtimes", { date: inDays(-2), start_time: "8 pagi", reason: "x" });
    expect(missing.body.errors).toEqual({ start_time: "Must be a time (HH:MM)", end_time: "This field is required" });
    // An overlapping leave names the request it meets.
    const first = await call("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: start, end_date: start, reason: "Satu" });
    expect(first.status).toBe(201);
    const overlap = await call<Failure>("employee", "POST", "approvals/leave", { leave_type: annualLeave, start_date: start, end_date: addDays(start, 1), reason: "Dua" });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors?.start_date).toContain(first.body.data.approval_number);
    expect(await count()).toBe(before + 1);
    // A decision that is not one.
    expect((await call<Failure>("admin", "POST", `approvals/${first.body.data._id}/decision`, { decision: "maybe" })).status).toBe(422);
    expect((await call<Failure>("admin", "POST", "approvals/0190a0a0-0000-7000-8000-000000000000/decision", { decision: "approved" })).status).toBe(404);
  });
});
