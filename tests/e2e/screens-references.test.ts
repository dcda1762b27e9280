/**
 * The declared screens (docs/conventions.md habit 5) through their pages, on the real server with the demo
 * data, without JavaScript: each of the thirteen reference lists creates, finds by search, edits and
 * deletes a record, and a bad value comes back beside its field in the user's language. Split from
 * screens.test.ts (docs/decisions/0026-tests-in-parallel.md, addendum 2).
 * One server and one signed-in browser context for the whole file.
 */
import { describe, expect, it } from "vitest";
import { crud, save, screensFile } from "../support/screens";

const file = screensFile();
const { signedIn, tag } = file;

const REFERENCE_TABS = [
  ["employee-organization", "sponsors"],
  ["employee-organization", "departments"],
  ["employee-organization", "sub-departments"],
  ["employee-organization", "job-titles"],
  ["employee-organization", "locations"],
  ["employee-personal", "nationalities"],
  ["employee-personal", "religions"],
  ["employee-personal", "titles"],
  ["employee-personal", "majors"],
  ["employee-personal", "courses-type"],
  ["employee-personal", "relationships"],
  ["employee-personal", "banks"],
  ["employee-personal", "roles"],
] as const;

describe("data references, without JavaScript", () => {
  // One test per list (they were one test of thirteen rounds, which on busy cores passed the 120 s a test
  // may take: docs/decisions/0026-tests-in-parallel.md, addendum 2).
  it.each(REFERENCE_TABS)("each of the thirteen lists: create, search, edit, delete (%s, %s)", async (leaf, tab) => {
    const page = await signedIn("admin");
    const code = `T${tag}${tab.slice(0, 3).toUpperCase()}`;
    await crud(page, {
      list: `/dashboard/organization/${leaf}?tab=${tab}`,
      async fill(p) {
        expect(new URL(p.url()).searchParams.get("tab")).toBe(tab);
        await p.fill("input[name=code]", code);
        await p.fill("input[name=name]", `Uji ${tab} ${tag}`);
        if (tab === "departments") await p.selectOption("select[name=head]", { index: 2 });
        if (tab === "roles") await p.fill("input[name=level]", "4");
        return `Uji ${tab} ${tag}`;
      },
      async edit(p) {
        expect(await p.inputValue("input[name=code]")).toBe(code);
        await p.fill("input[name=name]", `Ubah ${tab} ${tag}`);
        return `Ubah ${tab} ${tag}`;
      },
    });
    await page.close();
  });

  it("keeps a bad value beside its field with the form filled, in the user's language", async () => {
    const page = await signedIn("admin");
    await page.goto("/dashboard/edit/organization/employee-organization/new?tab=sponsors");
    await page.fill("input[name=code]", "PERT");
    await page.fill("input[name=name]", `Sponsor ${tag}`);
    await save(page, "Create");
    await page.goto("/dashboard/edit/organization/employee-organization/new?tab=sponsors&lng=id");
    await page.fill("input[name=code]", "PERT");
    await page.fill("input[name=name]", `Sponsor kedua ${tag}`);
    await page.locator(".form-actions").getByRole("button", { name: "Buat" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("[id$='code-error']").textContent()).toBe("Sudah dipakai oleh data lain");
    expect(await page.inputValue("input[name=name]")).toBe(`Sponsor kedua ${tag}`);
    await page.goto(`/dashboard/organization/employee-organization?tab=sponsors&q=zz-${tag}`);
    expect(await page.locator("[data-empty]").textContent()).toBe("Tidak Ada Data");
    await page.goto("/dashboard/organization/employee-organization?tab=sponsors&lng=en");
    await page.close();
  });
});
