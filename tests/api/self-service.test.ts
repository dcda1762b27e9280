/**
 * The employee's own product (docs/decisions/0039-employee-self-service.md) against the real server, on
 * one backend: the own record read and changed (phone, addresses, emergency contacts, family) with bad
 * input refused beside its field; a bank account asked for, never set, until HR accepts it; the
 * announcements and useful links targeted at the person; the password change that keeps its own session
 * and ends the others; and nobody reaching another person's or another company's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "../../contract/responses/common";
import type { BankChangeOut, MyAnnouncement, MyLink, MyProfile } from "../../contract/responses/self";
import { ACCOUNTS, DEMO_PASSWORD, ONE_BACKEND, startApi, type TestApi } from "../support/api";

type Failure = { code: string; message: string; errors?: Record<string, string> };
type List<T> = { data: T[] };
const idOf = (value: unknown): string | null => (value && typeof value === "object" ? (value as { _id: string })._id : (value as string | null));

describe.each(ONE_BACKEND)("employee self-service on %s", (backend) => {
  let api: TestApi;
  let employee: string;
  let admin: string;
  let me: MyProfile;

  beforeAll(async () => {
    api = await startApi(backend);
    [employee, admin] = await Promise.all([api.login("employee"), api.login("admin")]);
    const profile = await api.call<{ data: MyProfile }>(employee, "GET", "me/profile");
    expect(profile.status).toBe(200);
    me = profile.body.data;
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  it("reads the own record whole, its lists and no bank change yet; an account without an employee record gets 404", async () => {
    expect(me.employee.email).toBe(ACCOUNTS.employee);
    expect(typeof me.employee.fullname).toBe("string");
    // One's own record is read whole, pay included (docs/decisions/0019).
    expect(me.employee).toHaveProperty("basic_salary");
    expect(me.employee).toHaveProperty("account_number");
    expect(Array.isArray(me.emergency_contacts)).toBe(true);
    expect(Array.isArray(me.family)).toBe(true);
    expect(me.bank_change).toBeNull();
    const developer = await api.login("developer");
    expect((await api.call<Failure>(developer, "GET", "me/profile")).body.code).toBe("noOwnEmployee");
    expect((await api.call(developer, "GET", "me/profile")).status).toBe(404);
  });

  it("changes the phone and addresses; the domicile copies the ID card when 'same address'; bad input is 422 beside its field and changes nothing", async () => {
    const address = { address: "Jl. Melati 12", rt: "003", rw: "007", city: "Bekasi", postal_code: "17111" };
    const saved = await api.call<{ code: string; data: MyProfile }>(employee, "PUT", "me/profile", { phone: "+62 812-0000-1111", id_card_address: address, domicile_same_address: true });
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe("dataSaved");
    expect(saved.body.data.employee.phone).toBe("+62 812-0000-1111");
    expect(saved.body.data.employee.id_card_address).toEqual(address);
    expect(saved.body.data.employee.domicile_address).toEqual(address);

    const bad = await api.call<Failure>(employee, "PUT", "me/profile", { phone: "call me maybe", id_card_address: { street: "x" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.phone).toMatch(/phone number/);
    expect(Object.keys(bad.body.errors ?? {})).toContain("id_card_address.street");
    // What a person may not change is no field of this call.
    for (const body of [{ basic_salary: 1 }, { account_number: "123" }, { department: idOf(me.employee.department) }, { fullname: "Someone Else" }]) {
      const refused = await api.call<Failure>(employee, "PUT", "me/profile", body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.code).toBe("invalidFields");
    }
    expect((await api.call(employee, "PUT", "me/profile", "[1]")).status).toBe(400);
    const after = (await api.call<{ data: MyProfile }>(employee, "GET", "me/profile")).body.data.employee;
    expect(after.phone).toBe("+62 812-0000-1111");
    expect(after.basic_salary).toBe(me.employee.basic_salary);
    // HR sees the change on the employee's record.
    expect((await api.call<{ data: Row }>(admin, "GET", `employees/${me.employee._id}`)).body.data.phone).toBe("+62 812-0000-1111");
  });

  it("keeps emergency contacts and family: add, change, remove; another person's row is 404, a foreign relationship 422", async () => {
    const relationships = (await api.call<List<Row>>(employee, "GET", "refs/employees/personal/relationships?limit=5")).body.data;
    expect(relationships.length).toBeGreaterThan(0);
    const added = await api.call<{ data: Row }>(employee, "POST", "me/emergency-contacts", { name: "Ibu Sari", relationship: relationships[0]._id, phone: "0812 3456 789" });
    expect(added.status).toBe(201);
    expect(idOf(added.body.data.relationship)).toBe(relationships[0]._id);
    const id = added.body.data._id;
    const changed = await api.call<{ data: Row }>(employee, "PUT", `me/emergency-contacts/${id}`, { name: "Ibu Sari Dewi", phone: "0812 3456 000" });
    expect(changed.status).toBe(200);
    expect(changed.body.data.name).toBe("Ibu Sari Dewi");
    expect((await api.call<Failure>(employee, "POST", "me/emergency-contacts", { phone: "x" })).body.errors).toMatchObject({ name: expect.any(String), phone: expect.any(String) });

    const family = await api.call<{ data: Row }>(employee, "POST", "me/family", { name: "Budi Junior" });
    expect(family.status).toBe(201);
    // BPJS cover is HR's to set, not the person's.
    expect((await api.call(employee, "POST", "me/family", { name: "X", bpjs_ks_additional: true })).status).toBe(422);

    // Another company's person: the same ids are 404, and their relationship list is not ours.
    const other = await api.login("otherEmployee");
    expect((await api.call(other, "PUT", `me/emergency-contacts/${id}`, { name: "Taken" })).status).toBe(404);
    expect((await api.call(other, "DELETE", `me/family/${family.body.data._id}`)).status).toBe(404);
    const foreign = await api.call<Failure>(other, "POST", "me/family", { name: "Y", relationship: relationships[0]._id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.relationship).toBe("Not found");
    // Another person of the same company: the approver's contact is not the employee's.
    const approver = await api.login("approver");
    expect((await api.call(approver, "DELETE", `me/emergency-contacts/${id}`)).status).toBe(404);

    const listed = (await api.call<{ data: MyProfile }>(employee, "GET", "me/profile")).body.data;
    expect(listed.emergency_contacts.map((row) => row.name)).toContain("Ibu Sari Dewi");
    expect(listed.family.map((row) => row.name)).toContain("Budi Junior");
    expect((await api.call(employee, "DELETE", `me/family/${family.body.data._id}`)).status).toBe(200);
    expect((await api.call(employee, "DELETE", `me/family/${family.body.data._id}`)).status).toBe(404);
  });

  it("asks for a new bank account without changing the record; HR accepts it once; nobody else decides it", async () => {
    const banks = (await api.call<List<Row>>(employee, "GET", "refs/employees/legalities/banks?limit=5")).body.data;
    expect(banks.length).toBeGreaterThan(0);
    expect((await api.call<Failure>(employee, "POST", "me/bank-account", { bank: banks[0]._id, account_number: "12ab" })).body.errors?.account_number).toBe("Must contain digits only");
    expect((await api.call(employee, "POST", "me/bank-account", { bank: banks[0]._id })).status).toBe(422);
    // The bank of another company reads as missing.
    const otherBank = (await api.call<List<Row>>(await api.login("otherAdmin"), "GET", "refs/employees/legalities/banks?limit=1")).body.data[0];
    expect((await api.call<Failure>(employee, "POST", "me/bank-account", { bank: otherBank._id, account_number: "1234567890" })).body.errors?.bank).toBe("Not found");

    const first = await api.call<{ code: string; data: BankChangeOut }>(employee, "POST", "me/bank-account", { bank: banks[0]._id, account_number: "1111111111" });
    expect(first.status).toBe(201);
    expect(first.body.code).toBe("bankChangeSent");
    // A second request replaces the first.
    const asked = await api.call<{ data: BankChangeOut }>(employee, "POST", "me/bank-account", { bank: banks[0]._id, account_number: "9876543210" });
    expect(asked.body.data.status).toBe("pending");
    const record = (await api.call<{ data: Row }>(admin, "GET", `employees/${me.employee._id}`)).body.data;
    expect(record.account_number).toBe(me.employee.account_number);
    expect((await api.call<{ data: MyProfile }>(employee, "GET", "me/profile")).body.data.bank_change?.account_number).toBe("9876543210");

    // The employee may not decide (no HR rights); the admin of another company does not see it.
    expect((await api.call(employee, "GET", "bank-account-changes")).status).toBe(403);
    expect((await api.call(employee, "POST", `bank-account-changes/${asked.body.data._id}/decision`, { decision: "approved" })).status).toBe(403);
    expect((await api.call(await api.login("otherAdmin"), "POST", `bank-account-changes/${asked.body.data._id}/decision`, { decision: "approved" })).status).toBe(404);
    expect((await api.call(admin, "POST", `bank-account-changes/${asked.body.data._id}/decision`, { decision: "maybe" })).status).toBe(422);

    const waiting = (await api.call<List<BankChangeOut>>(admin, "GET", "bank-account-changes")).body.data;
    const mine = waiting.filter((change) => change.employee?._id === me.employee._id);
    expect(mine.map((change) => change.account_number)).toEqual(["9876543210"]);
    expect(mine[0].current?.account_number).toBe(me.employee.account_number);
    // HR is told.
    const inbox = (await api.call<List<{ key: string; link: string }>>(admin, "GET", "me/notifications")).body.data;
    expect(inbox.some((note) => note.key === "bankChangeRequested" && note.link === "/dashboard/bank-changes")).toBe(true);

    const decided = await api.call<{ code: string }>(admin, "POST", `bank-account-changes/${asked.body.data._id}/decision`, { decision: "approved" });
    expect(decided.status).toBe(200);
    expect(decided.body.code).toBe("bankChangeApproved");
    expect((await api.call(admin, "POST", `bank-account-changes/${asked.body.data._id}/decision`, { decision: "rejected" })).status).toBe(409);
    const changed = (await api.call<{ data: Row }>(admin, "GET", `employees/${me.employee._id}`)).body.data;
    expect(changed.account_number).toBe("9876543210");
    expect(idOf(changed.bank)).toBe(banks[0]._id);
    const notes = (await api.call<List<{ key: string }>>(employee, "GET", "me/notifications")).body.data;
    expect(notes.some((note) => note.key === "bankChangeApproved")).toBe(true);

    // Withdrawing: only a waiting one.
    expect((await api.call(employee, "POST", "me/bank-account/withdraw")).status).toBe(404);
    await api.call(employee, "POST", "me/bank-account", { bank: banks[0]._id, account_number: "5555" });
    expect((await api.call<{ code: string }>(employee, "POST", "me/bank-account/withdraw")).body.code).toBe("bankChangeWithdrawn");
  });

  it("shows today's announcements for the company, the person's department or the person, and the links for their place", async () => {
    const department = idOf(me.employee.department);
    expect(department).toBeTruthy();
    const departments = (await api.call<List<Row>>(admin, "GET", "refs/employees/orgs/departments?limit=50")).body.data;
    const elsewhere = departments.find((row) => row._id !== department)!._id;
    const today = new Date().toISOString().slice(0, 10);
    const post = async (title: string, targets: Record<string, unknown>) =>
      expect((await api.call(admin, "POST", "announcements", { title, content: "<p>Hello</p>", start_date: "2020-01-01", ...targets })).status).toBe(201);
    const tag = Date.now().toString(36);
    await post(`All ${tag}`, { company: true });
    await post(`Mine ${tag}`, { department: [department] });
    await post(`Me ${tag}`, { employees: [me.employee._id] });
    await post(`Theirs ${tag}`, { department: [elsewhere] });
    await post(`Over ${tag}`, { company: true, end_date: "2020-12-31" });
    await post(`Later ${tag}`, { company: true, start_date: "2099-01-01" });
    await post(`Nobody ${tag}`, {});
    const other = await api.login("otherAdmin");
    expect((await api.call(other, "POST", "announcements", { title: `Other company ${tag}`, content: "<p>x</p>", company: true })).status).toBe(201);

    const titles = (await api.call<List<MyAnnouncement>>(employee, "GET", "me/announcements")).body.data.map((row) => row.title).filter((title) => title.endsWith(tag));
    expect(titles.sort()).toEqual([`All ${tag}`, `Me ${tag}`, `Mine ${tag}`]);
    expect(today >= "2020-01-01").toBe(true);

    const link = async (display: string, targets: Record<string, unknown>) =>
      expect((await api.call(admin, "POST", "useful-links", { display, link: "https://example.com/", ...targets })).status).toBe(201);
    await link(`Everyone ${tag}`, {});
    await link(`My department ${tag}`, { department });
    await link(`Other department ${tag}`, { department: elsewhere });
    const links = (await api.call<List<MyLink>>(employee, "GET", "me/links")).body.data.map((row) => row.display).filter((name) => name.endsWith(tag));
    expect(links.sort()).toEqual([`Everyone ${tag}`, `My department ${tag}`]);
    expect((await api.call<List<MyLink>>(other, "GET", "me/links")).body.data.some((row) => row.display.endsWith(tag))).toBe(false);
    expect((await api.call(employee, "GET", "me/ads")).status).toBe(200);
  });

  it("changes the password only with the current one: this session goes on, the others end", async () => {
    const token = await api.login("otherEmployee");
    const second = (await api.call<{ data: { token: string } }>(null, "POST", "auth/login", { username: ACCOUNTS.otherEmployee, password: DEMO_PASSWORD })).body.data.token;
    const wrong = await api.call<Failure>(token, "POST", "auth/change-password", { current_password: "not-the-password", password: "a-new-pass-2026" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.current_password).toBe("The current password is not right");
    expect((await api.call<Failure>(token, "POST", "auth/change-password", { current_password: DEMO_PASSWORD, password: "short" })).body.errors?.password).toMatch(/at least 8/);
    const changed = await api.call<{ code: string }>(token, "POST", "auth/change-password", { current_password: DEMO_PASSWORD, password: "a-new-pass-2026" });
    expect(changed.status).toBe(200);
    expect(changed.body.code).toBe("passwordChanged");
    expect((await api.call(token, "GET", "auth/me")).status).toBe(200);
    expect((await api.call(second, "GET", "auth/me")).status).toBe(401);
    expect((await api.call(null, "POST", "auth/login", { username: ACCOUNTS.otherEmployee, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await api.call(null, "POST", "auth/login", { username: ACCOUNTS.otherEmployee, password: "a-new-pass-2026" })).status).toBe(200);
  });
});
