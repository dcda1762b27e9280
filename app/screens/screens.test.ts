import fs from "node:fs";
import path from "node:path";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { menuEntry } from "../../contract/navigation";
import { cellText, firstChars, plainText } from "../lib/cells";
import { filteredListHref, listHref, nextSort, pageWindow, readListState, safeReturn, sortDirection } from "../lib/list-state";
import { applyManipulation, manipulate, ruleValue, type ManipulatorRule } from "../lib/manipulator";
import { filterOptions, optionText, pickerMaxHeight, rangeOptions, salaryOptions, serverOptionQuery, withSelected } from "../lib/options";
import { closedCard, notifierPercent, progressCard, secondsLeft, type ProgressCardState } from "../lib/progress";
import type { ColumnModel } from "../lib/screen-model";
import { sanitizeRichText } from "../../contract/rich-text";
import { SCREENS } from "./index";
import { listQuery } from "./presenters/list.server";
import { contractOf, formFieldNames, optionSource, screenFor, verbs, viewOf, writableFields } from "./screen.server";
import { buildBody, normaliseMoney } from "./services/save.server";

const locale = (lng: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../public/locales/${lng}/screens.json`), "utf8"));
const has = (tree: Record<string, unknown>, key: string) => key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree) !== undefined;

const shift = viewOf(screenFor("shift")!, null);
const leave = viewOf(screenFor("rules")!, null);

describe("the field manipulator (docs/specification.md §4)", () => {
  const rules = shift.form!.rules!;
  it.each([
    ["full_day", ["allowed_attendance"]],
    ["off_day", ["start_time", "finish_time"]],
    ["free_working_day", ["start_time", "finish_time", "allowed_attendance"]],
    ["", []],
  ])("a %s shift hides %j", (type, hidden) => {
    expect(manipulate(rules, { type }).hidden.sort()).toEqual([...hidden].sort());
  });

  it("shows Allowed Attendance only for an off day", () => {
    for (const type of ["full_day", "free_working_day"]) expect(manipulate(rules, { type }).hidden).toContain("allowed_attendance");
    expect(manipulate(rules, { type: "off_day" }).hidden).not.toContain("allowed_attendance");
  });

  it("hides the distribution and expiration dates of a monthly leave rule, and relabels the amount by unit", () => {
    const monthly = manipulate(leave.form!.rules, { distribution: "monthly", unit: "hour" });
    expect(monthly.hidden).toEqual(expect.arrayContaining(["distribution_date", "expiration_date"]));
    expect(monthly.relabel.amount).toBe("screens:fields.amountHours");
    const annual = manipulate(leave.form!.rules, { distribution: "annual", unit: "day" });
    expect(annual.hidden).toEqual([]);
    expect(annual.relabel.amount).toBe("screens:fields.amountDays");
  });

  it("reads values from forms and records alike", () => {
    expect(ruleValue(["off_day", "x"])).toBe("off_day");
    expect(ruleValue("on")).toBe("true");
    expect(ruleValue(true)).toBe("true");
    expect(ruleValue(5)).toBe("5");
    expect(ruleValue(null)).toBe("");
  });

  it("disables and relabels, later rules winning a label", () => {
    const custom: ManipulatorRule[] = [
      { when: { field: "kind", is: ["a"] }, disable: ["x"], relabel: { y: "first" } },
      { when: { field: "flag", is: ["true"] }, relabel: { y: "second" }, hide: ["z"] },
    ];
    expect(manipulate(custom, { kind: "a", flag: "on" })).toEqual({ hidden: ["z"], disabled: ["x"], relabel: { y: "second" } });
    expect(manipulate(custom, { kind: "b" })).toEqual({ hidden: [], disabled: [], relabel: {} });
  });

  it("never keeps a hidden field: cleared on an update, left out of a create; a disabled one is left alone", () => {
    const manipulation = { hidden: ["start_time"], disabled: ["name"], relabel: {} };
    expect(applyManipulation({ name: "A", start_time: "08:00", type: "off_day" }, manipulation, "update")).toEqual({ start_time: null, type: "off_day" });
    expect(applyManipulation({ name: "A", start_time: "08:00", type: "off_day" }, manipulation, "create")).toEqual({ type: "off_day" });
  });

  it("builds the body the action sends: a hidden field's value is not sent on create and cleared on update", () => {
    const value = { name: "Night", type: "off_day", start_time: "22:00", finish_time: "06:00", allowed_attendance: true };
    const manipulation = manipulate(shift.form!.rules, value);
    expect(buildBody(shift, "create", value, manipulation)).toEqual({ name: "Night", type: "off_day", allowed_attendance: true });
    const fullDay = { name: "Office", type: "full_day", start_time: "08:00", finish_time: "17:00", allowed_attendance: true };
    expect(buildBody(shift, "update", fullDay, manipulate(shift.form!.rules, fullDay))).toEqual({
      name: "Office",
      type: "full_day",
      start_time: "08:00",
      finish_time: "17:00",
      allowed_attendance: false,
    });
    const monthly = { type: "Annual", unit: "day", calculation: "work_day", distribution: "monthly", quota_type: "fixed", amount: 1, distribution_date: "2026-01-01", expiration_date: "2026-12-31" };
    const body = buildBody(leave, "update", monthly, manipulate(leave.form!.rules, monthly));
    expect(body.distribution_date).toBeNull();
    expect(body.expiration_date).toBeNull();
    expect(body.employment_status).toEqual([]);
  });
});

describe("option sources", () => {
  it("loops a numeric range with a prefix or suffix, up or down", () => {
    expect(rangeOptions({ kind: "range", from: 0, to: 3, suffix: "children" }).map((o) => o.label)).toEqual(["0 children", "1 children", "2 children", "3 children"]);
    expect(rangeOptions({ kind: "range", from: 10, to: 4, step: 3, prefix: "Level" })).toEqual([
      { value: "10", label: "Level 10" },
      { value: "7", label: "Level 7" },
      { value: "4", label: "Level 4" },
    ]);
  });

  it("builds the salary list: the reported salary is the value and the bracketed amount; basic_salary reads 'Basic Salary'", () => {
    const items = salaryOptions([
      { grade: "basic_salary", reported_salary: 7500000 },
      { grade: "G3", reported_salary: "9250000" },
    ]);
    expect(items.map((item) => item.value)).toEqual(["7500000", "9250000"]);
    expect(items.map(optionText)).toEqual(["Basic Salary (Rp\u00a07.500.000,00)", "G3 (Rp\u00a09.250.000,00)"]);
    expect(salaryOptions([{ grade: "basic_salary", reported_salary: 0 }], "Gaji Pokok").map(optionText)).toEqual(["Gaji Pokok (Rp\u00a00,00)"]);
  });

  it("filters case-insensitively and keeps chosen items first", () => {
    const items = [
      { value: "1", label: "Budi Santoso" },
      { value: "2", label: "Sari Dewi" },
    ];
    expect(filterOptions(items, "sARI")).toEqual([items[1]]);
    expect(filterOptions(items, "  ")).toEqual(items);
    expect(withSelected(items, [{ value: "9", label: "Zul" }, items[0]]).map((i) => i.value)).toEqual(["9", "1", "2"]);
  });

  it("asks the server with the field's own query and a case-insensitive match on searchIn", () => {
    const base = { kind: "server", path: "employees", display: ["fullname", "nickname"], query: { active: "true" } } as const;
    expect(serverOptionQuery({ ...base, searchIn: ["fullname"] }, " sari ")).toEqual({ active: "true", limit: 200, sort: "fullname", fields: "fullname,nickname", "fullname[$regex]": "sari" });
    expect(serverOptionQuery({ ...base, searchIn: ["fullname", "email"] }, "sari")).toMatchObject({ search: "sari", active: "true" });
    expect(serverOptionQuery({ ...base, searchIn: ["fullname"] }, "")).not.toHaveProperty("search");
  });

  it("is 300 px high, 200 px below 1440 px", () => {
    expect(pickerMaxHeight(1440)).toBe(300);
    expect(pickerMaxHeight(1920)).toBe(300);
    expect(pickerMaxHeight(1439)).toBe(200);
    expect(pickerMaxHeight(700)).toBe(200);
  });

  it("derives sources from the contract: references, enums, JKK rates", () => {
    const departments = viewOf(screenFor("employee-organization")!, "sub-departments");
    expect(optionSource(departments, "supervisor")).toMatchObject({ kind: "server", path: "employees", display: ["fullname", "nickname"], clearable: true });
    expect(optionSource(viewOf(screenFor("access")!, null), "status")).toMatchObject({ kind: "static", values: ["todo", "progress", "done"] });
    expect(optionSource(viewOf(screenFor("company-info")!, "tax"), "jkk_percentage")).toMatchObject({ kind: "static", values: [0, 0.24, 0.54, 0.89, 1.27, 1.74] });
    expect(optionSource(viewOf(screenFor("sub-admin")!, null), "employee")).toMatchObject({ clearable: false, query: { active: "true" } });
  });
});

describe("the progress card and notifier (docs/specification.md §4, §9)", () => {
  it("goes ongoing → success, counts down from 10 and closes itself", () => {
    let card: ProgressCardState = progressCard(closedCard, { type: "start", name: "Export" });
    expect(card).toEqual({ status: "ongoing", name: "Export" });
    expect(progressCard(card, { type: "close" })).toBe(card);
    card = progressCard(card, { type: "succeed", at: 1_000 });
    expect(secondsLeft(card, 1_000)).toBe(10);
    expect(secondsLeft(card, 4_500)).toBe(7);
    expect(progressCard(card, { type: "tick", at: 10_999 }).status).toBe("success");
    expect(progressCard(card, { type: "tick", at: 11_000 })).toEqual(closedCard);
  });

  it("goes ongoing → error and waits to be closed by hand", () => {
    const card = progressCard(progressCard(closedCard, { type: "start", name: "Save" }), { type: "fail" });
    expect(card.status).toBe("error");
    expect(progressCard(card, { type: "tick", at: Number.MAX_SAFE_INTEGER })).toBe(card);
    expect(progressCard(card, { type: "close" })).toEqual(closedCard);
    expect(progressCard(closedCard, { type: "succeed", at: 0 })).toEqual(closedCard);
  });

  it("counts the notifier's percentage from start to end over the duration", () => {
    const run = { from: 20, to: 90, durationMs: 1000 };
    expect(notifierPercent(run, 0)).toBe(20);
    expect(notifierPercent(run, 500)).toBe(55);
    expect(notifierPercent(run, 5000)).toBe(90);
    expect(notifierPercent({ from: 0, to: 150, durationMs: 0 }, 0)).toBe(100);
    expect(notifierPercent({ from: 100, to: 0, durationMs: 100 }, 25)).toBe(75);
  });
});

describe("a list's URL state", () => {
  it("reads search, sort, page, tab and filters, and drops nonsense", () => {
    const state = readListState(new URLSearchParams("q=%20sari%20&sort=-name&page=3&tab=departments&f.status=todo&f.x=&other=1"));
    expect(state).toEqual({ tab: "departments", q: "sari", sort: "-name", page: 3, filters: { "f.status": "todo" } });
    expect(readListState(new URLSearchParams("page=-2")).page).toBe(1);
    expect(readListState(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("links to a list showing exactly some records, in the parameters the list reads back", () => {
    const href = filteredListHref("/dashboard/attendance/daily", { date: { from: "2026-11-02", to: "2026-11-03" }, status: "absent", join_date: { to: "2026-01-01" }, year: 2026 });
    expect(href).toBe("/dashboard/attendance/daily?f.date.from=2026-11-02&f.date.to=2026-11-03&f.status=absent&f.join_date.to=2026-01-01&f.year=2026");
    expect(readListState(new URL(href, "http://x").searchParams).filters).toEqual({
      "f.date.from": "2026-11-02",
      "f.date.to": "2026-11-03",
      "f.status": "absent",
      "f.join_date.to": "2026-01-01",
      "f.year": "2026",
    });
  });

  it("links to the same list with a change, back to page 1 unless the page changes", () => {
    const params = new URLSearchParams("q=a&page=4&tab=x");
    expect(listHref("/dashboard/companies", params, { sort: "name" })).toBe("/dashboard/companies?q=a&tab=x&sort=name");
    expect(listHref("/dashboard/companies", params, { page: "5" })).toBe("/dashboard/companies?q=a&page=5&tab=x");
    expect(listHref("/dashboard/companies", new URLSearchParams("page=2"), { page: "1" })).toBe("/dashboard/companies");
    expect(nextSort(null, "name")).toBe("name");
    expect(nextSort("name", "name")).toBe("-name");
    expect(nextSort("-name", "name")).toBe("name");
    expect(sortDirection("-name", "name")).toBe("descending");
    expect(sortDirection("code", "name")).toBeNull();
  });

  it("windows the page links", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("only sends the user back within the dashboard", () => {
    expect(safeReturn("/dashboard/companies?q=a", "/x")).toBe("/dashboard/companies?q=a");
    for (const bad of ["//evil.test", "https://evil.test/dashboard/", "/dashboard//evil", "/login", 5]) expect(safeReturn(bad, "/x")).toBe("/x");
  });

  it("becomes a /v1 query with only the sorts and filters the API accepts", () => {
    const view = viewOf(screenFor("access")!, null);
    const query = listQuery(view, readListState(new URLSearchParams("q=maju&sort=-created_at&f.status=progress")), 50);
    expect(query).toMatchObject({ limit: 50, skip: 0, search: "maju", sort: "-created_at", status: "progress" });
    const bad = listQuery(view, readListState(new URLSearchParams("sort=password&f.status=nonsense&page=2")), 50);
    expect(bad).not.toHaveProperty("sort");
    expect(bad).not.toHaveProperty("status");
    expect(bad.skip).toBe(50);
    const log = listQuery(viewOf(screenFor("activity-log")!, null), readListState(new URLSearchParams("f.created_at.from=2026-01-01&f.created_at.to=nope")), 50);
    expect(log.created_at).toEqual({ from: "2026-01-01", to: undefined });
    const departments = listQuery(viewOf(screenFor("employee-organization")!, "departments"), readListState(new URLSearchParams("")), 50);
    expect(departments).toMatchObject({ populate: ["head"], fields: "code,name,head" });
  });
});

describe("saving", () => {
  it("sanitises rich text: scripts and handlers go, links open safely, plain text becomes paragraphs", () => {
    expect(sanitizeRichText('<p onclick="x()">Hi <script>alert(1)</script><strong>all</strong></p><img src=x onerror=alert(1)>')).toBe("<p>Hi <strong>all</strong></p>");
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a> <a href="https://a.test">y</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a> <a href="https://a.test" rel="noopener noreferrer" target="_blank">y</a>');
    expect(sanitizeRichText("Line one\nline two\n\nSecond <para> & more")).toBe("<p>Line one<br />line two</p><p>Second &lt;para&gt; &amp; more</p>");
  });

  it("reads rupiah as typed", () => {
    expect(normaliseMoney("Rp 7.500.000,00")).toBe("7500000");
    expect(normaliseMoney("7.500.000")).toBe("7500000");
    expect(normaliseMoney("7500000")).toBe("7500000");
    expect(normaliseMoney("12,5")).toBe("12,5");
  });
});

describe("list cells (docs/specification.md §9)", () => {
  const t = ((key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key) as unknown as TFunction;
  const column = (format: ColumnModel["format"], extra: Partial<ColumnModel> = {}): ColumnModel => ({ field: "v", label: "", format, sortable: false, ...extra });
  it("formats money, dates, excerpts and the log's first 30 characters", () => {
    expect(cellText(column("money"), { v: 0 }, t, "en", "Asia/Jakarta")).toBe("Rp\u00a00,00");
    expect(cellText(column("money"), { v: null }, t, "en", "Asia/Jakarta")).toBe("Rp\u00a00,00");
    expect(cellText(column("date"), { v: "2026-11-21" }, t, "en", "Asia/Jakarta")).toBe("Nov 21st 2026");
    expect(cellText(column("datetime"), { v: "2026-11-21T02:00:00Z" }, t, "en", "Asia/Jakarta")).toBe("Nov 21st 2026 09:00:00");
    const detail = "Rina Wulandari changed the Finance & Accounting department";
    expect(cellText(column("first30"), { v: detail }, t, "en", "Asia/Jakarta")).toBe(`${detail.slice(0, 30)}…`);
    expect(firstChars("short")).toBe("short");
    expect(cellText(column("time", { dash: ["00:00", "23:59"] }), { v: "23:59" }, t, "en", "Asia/Jakarta")).toBe("-");
    expect(cellText(column("ref", { display: ["fullname"] }), { v: { _id: "1", fullname: "Budi" } }, t, "en", "Asia/Jakarta")).toBe("Budi");
    expect(cellText(column("count"), { v: ["a", "b"] }, t, "en", "Asia/Jakarta")).toBe("2");
    expect(plainText("<p>A &amp; B</p><p>C</p>")).toBe("A & B C");
    const targets = column("targets", { field: "department", also: ["location", "job_title"] });
    expect(cellText(targets, { department: { _id: "1", name: "HR" }, location: null, job_title: [{ _id: "2", name: "Clerk" }] }, t, "en", "Asia/Jakarta")).toBe("HR, Clerk");
    expect(cellText(targets, { department: null, location: null, job_title: [] }, t, "en", "Asia/Jakarta")).toBe("screens:everyone");
  });
  it("reads instants in the reader's company zone and names a record's other zone beside its wall time (docs/decisions/0034)", () => {
    expect(cellText(column("datetime"), { v: "2026-11-21T02:00:00Z" }, t, "en", "Asia/Makassar")).toBe("Nov 21st 2026 10:00:00");
    expect(cellText(column("datetime"), { v: "2026-11-21T15:30:00Z" }, t, "en", "Asia/Jayapura")).toBe("Nov 22nd 2026 00:30:00");
    const clock = column("time", { field: "clock_in", zone: "time_zone" });
    expect(cellText(clock, { clock_in: "23:30", time_zone: "Asia/Makassar" }, t, "en", "Asia/Jakarta")).toBe("23:30 WITA");
    expect(cellText(clock, { clock_in: "08:05", time_zone: "Asia/Jakarta" }, t, "en", "Asia/Jakarta")).toBe("08:05");
    expect(cellText(clock, { clock_in: "08:05", time_zone: "Asia/Jayapura" }, t, "en", "Asia/Makassar")).toBe("08:05 WIT");
    expect(cellText(clock, { clock_in: "08:05" }, t, "en", "Asia/Makassar")).toBe("08:05");
  });
});

describe("the declared screens", () => {
  const en = locale("en");
  const id = locale("id");
  it("name menu leaves, existing resources and fields, and labels in both languages", () => {
    for (const screen of SCREENS) {
      const entry = menuEntry(screen.menu);
      expect(entry, screen.menu).toBeTruthy();
      expect(entry!.children, `${screen.menu} is a leaf`).toBeUndefined();
      for (const view of screen.views) {
        const contract = contractOf(view);
        for (const column of view.columns ?? []) {
          expect(column.field === "created_at" || column.field in contract.fields, `${view.resource}: column ${column.field}`).toBe(true);
          const label = (column.label ?? `screens:fields.${column.field}`).replace(/^screens:/, "");
          expect(has(en, label) && has(id, label), `label ${label}`).toBe(true);
        }
        for (const name of formFieldNames(view)) {
          expect(name in contract.fields, `${view.resource}: form field ${name}`).toBe(true);
          const label = (view.form?.labels?.[name] ?? `screens:fields.${name}`).replace(/^screens:/, "");
          expect(has(en, label) && has(id, label), `label ${label}`).toBe(true);
        }
        for (const rule of view.form?.rules ?? []) {
          for (const field of [rule.when.field, ...(rule.hide ?? []), ...(rule.disable ?? []), ...Object.keys(rule.relabel ?? {})]) {
            expect(formFieldNames(view), `${view.resource}: rule field ${field}`).toContain(field);
          }
        }
        const keys = [view.label, typeof view.search === "string" ? view.search : null, ...Object.values(view.form?.hints ?? {}), ...(view.form?.groups ?? []).map((g) => g.label)];
        for (const key of keys.filter((k): k is string => Boolean(k))) expect(has(en, key.replace(/^screens:/, "")) && has(id, key.replace(/^screens:/, "")), key).toBe(true);
      }
    }
  });

  it("keep the menu's 'no create' and the contract's verbs", () => {
    expect(verbs(screenFor("invited-user")!, viewOf(screenFor("invited-user")!, null)).create).toBe(false);
    expect(verbs(screenFor("access")!, viewOf(screenFor("access")!, null))).toEqual({ create: false, update: true, remove: true });
    expect(verbs(screenFor("activity-log")!, viewOf(screenFor("activity-log")!, null))).toEqual({ create: false, update: false, remove: false });
    expect(verbs(screenFor("rules")!, leave).create).toBe(false);
    expect(verbs(screenFor("companies")!, viewOf(screenFor("companies")!, null))).toEqual({ create: true, update: true, remove: true });
    const companyInfo = screenFor("company-info")!;
    expect(verbs(companyInfo, viewOf(companyInfo, "digital-sign")).create).toBe(true);
    expect(verbs(companyInfo, viewOf(companyInfo, "tax"))).toEqual({ create: false, update: true, remove: false });
    expect(verbs(screenFor("sub-admin")!, viewOf(screenFor("sub-admin")!, null))).toEqual({ create: true, update: false, remove: true });
    expect(writableFields(viewOf(screenFor("assign-access")!, null), "update")).toEqual(["access_role"]);
  });

  it("declare all thirteen reference lists and the five company-info tabs", () => {
    expect(screenFor("employee-organization")!.views.map((v) => v.id)).toEqual(["sponsors", "departments", "sub-departments", "job-titles", "locations"]);
    expect(screenFor("employee-personal")!.views.map((v) => v.id)).toEqual(["nationalities", "religions", "titles", "majors", "courses-type", "relationships", "banks", "roles"]);
    expect(screenFor("company-info")!.views.map((v) => v.label)).toEqual([
      "screens:tabs.companyInfo",
      "screens:tabs.taxInformation",
      "screens:tabs.digitalSignature",
      "screens:tabs.certificates",
      "screens:tabs.other",
    ]);
  });
});
