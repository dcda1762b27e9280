/**
 * Payroll › Tax Slips without JavaScript (docs/decisions/0035-coretax-files-and-a1.md), on the real server
 * with the demo data and November and December 2025 saved: no files before the cut-off (and why), the BPMP
 * downloaded once November is cut off, a record lacking its job title listed with a link to where it is
 * filled in (and the refused download coming back to the page), the year's A1 slips opened as PDFs; in
 * Indonesian, and at 390 px without sideways scrolling.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayrollRunOut } from "../../contract/responses/payroll";
import { PAGES_BACKEND, startApi, type TestApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { signedInPool } from "../support/pages";

let api: TestApi;
let browser: Browser;
const sessions = signedInPool(() => ({ browser, baseURL: api.server.url }));
const runs: Record<number, PayrollRunOut> = {};

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "a1-"));
  try {
    await writeFile(path.join(dir, "a1.pdf"), bytes);
    return (await promisify(execFile)("pdftotext", ["-layout", path.join(dir, "a1.pdf"), "-"])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(PAGES_BACKEND), launchBrowser()]);
  const admin = await api.login("admin");
  for (const month of [11, 12]) {
    const response = await api.call<{ data: PayrollRunOut }>(admin, "POST", "payroll/runs", { year: 2025, month });
    let saved = response.body.data;
    while (saved.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 250));
      saved = (await api.call<{ data: PayrollRunOut }>(admin, "GET", `payroll/runs/${saved._id}`)).body.data;
    }
    runs[month] = saved;
  }
}, 120_000);
afterAll(async () => {
  await sessions.close();
  await browser?.close();
  await api?.stop();
});

const cutOff = async (month: number) => expect((await api.call(await api.login("admin"), "POST", `payroll/runs/${runs[month]._id}/cut-off`)).status).toBe(200);

describe("Payroll › Tax Slips without JavaScript", () => {
  it("says why there is no file before the cut-off, then downloads November's BPMP", async () => {
    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll");
    await page.getByRole("link", { name: "Tax Slips" }).click();
    expect(new URL(page.url()).pathname).toBe("/dashboard/payroll/tax-slips");
    await page.selectOption("select[name=month]", "11");
    await page.selectOption("select[name=year]", "2025");
    await page.getByRole("button", { name: "Show" }).click();
    expect(await page.locator(".run-state [data-run-status]").getAttribute("data-run-status")).toBe("saved");
    expect(await page.locator("[data-not-cut-off]").textContent()).toContain("cut this month off");
    expect(await page.locator("[data-file] a").count()).toBe(0);

    await cutOff(11);
    await page.reload();
    const link = page.locator("[data-file=bpmp] a");
    expect(await link.textContent()).toBe("Download XML");
    const response = await page.request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="BPMP-0017254893041000-2025-11.xml"');
    const xml = await response.text();
    expect(xml).toContain("<MmPayrollBulk");
    expect(xml.match(/<MmPayroll>/g)?.length).toBe(runs[11].employees);
    expect(await page.locator("[data-file=bpa1]").textContent()).toContain("No employee this month.");
    await page.close();
  });

  it("lists what a record lacks with a link to it, and a refused download comes back to the page", async () => {
    const admin = await api.login("admin");
    const items = await api.call<{ data: { employee: { _id: string; fullname: string } }[] }>(admin, "GET", `payroll/runs/${runs[11]._id}/items?limit=1`);
    const person = items.body.data[0].employee;
    expect((await api.call(admin, "PUT", `employees/${person._id}`, { job_title: null })).status).toBe(200);

    const page = await sessions.page("admin");
    await page.goto("/dashboard/payroll/tax-slips?month=11&year=2025");
    const row = page.locator(`[data-missing-employee="${person._id}"]`);
    expect(await row.textContent()).toContain(person.fullname);
    expect(await row.getByRole("link", { name: "Job title" }).getAttribute("href")).toBe(`/dashboard/edit/employees/active-employees/${person._id}?section=assignment`);
    await page.locator("[data-file=bpmp] a").click();
    await page.waitForLoadState("domcontentloaded");
    expect(new URL(page.url()).pathname).toBe("/dashboard/payroll/tax-slips");
    expect(await page.locator(".toast").textContent()).toContain("lack what the tax file needs");

    // In Indonesian, the same list in the reader's language.
    await page.goto("/dashboard/payroll/tax-slips?month=11&year=2025&lng=id");
    expect(await page.locator("h2").first().textContent()).toBe("Bukti Potong Pajak");
    expect(await page.locator(`[data-missing-employee="${person._id}"]`).getByRole("link", { name: "Jabatan" }).count()).toBe(1);
    await page.goto("/dashboard/payroll/tax-slips?month=11&year=2025&lng=en");
    expect((await api.call(admin, "PUT", `employees/${person._id}`, { job_title: (await api.call<{ data: { _id: string }[] }>(admin, "GET", "refs/employees/orgs/job-titles?limit=1")).body.data[0]._id })).status).toBe(200);
    await page.close();
  });

  it("opens the year's A1 slips once December is cut off, one by one and all at once; fits 390 px", async () => {
    await cutOff(12);
    const page = await sessions.page("admin");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/dashboard/payroll/tax-slips?month=12&year=2025&lng=id");
    expect(await page.locator("[data-file=bpa1]").textContent()).toContain(`${runs[12].employees} pegawai`);
    const first = page.locator("[data-a1] a[target=_blank]").first();
    expect(await first.textContent()).toBe("Buka A1");
    // A slip, then every slip of the year in one zip: seconds of work, more on a busy machine than the 10 s default.
    const pdf = await page.request.get((await first.getAttribute("href"))!, { timeout: 60_000 });
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(await pdf.body());
    expect(text).toContain("BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21");
    expect(text).toContain("0017254893041000000000");
    expect(text).toContain("Jumlah penghasilan bruto (1 s.d. 7)");
    const zip = await page.request.get((await page.locator("[data-a1-all]").getAttribute("href"))!, { timeout: 60_000 });
    expect(zip.headers()["content-type"]).toBe("application/zip");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/dashboard/payroll/tax-slips?month=12&year=2025&lng=en");
    await page.close();
  });
});
