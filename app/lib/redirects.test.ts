import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirects";

describe("safeRedirect", () => {
  const kept: [string, string][] = [
    ["/dashboard/home", "/dashboard/home"],
    ["/dashboard/employees?search=budi&page=2", "/dashboard/employees?search=budi&page=2"],
    ["/dashboard/edit/employees/0193", "/dashboard/edit/employees/0193"],
    ["/dashboard/employees#top", "/dashboard/employees#top"],
    ["/dashboard/employees?search=a%2Fb", "/dashboard/employees?search=a%2Fb"],
    ["/", "/"],
    ["/dashboard/employees?search=budi%20santoso", "/dashboard/employees?search=budi%20santoso"],
    ["/dashboard/employees?search=a%5Cb%0A", "/dashboard/employees?search=a%5Cb%0A"],
  ];
  it.each(kept)("keeps the same-origin path %s", (value, expected) => {
    expect(safeRedirect(value, "/home")).toBe(expected);
  });

  const refused: unknown[] = [
    "//evil.example",
    "//evil.example/dashboard/home",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "https://evil.example/dashboard/home",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "dashboard/home",
    "",
    " /dashboard/home",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0D%0A/evil.example",
    "/%5cevil.example",
    "/%5Cevil.example",
    "/%2f/evil.example",
    "/%2F%2Fevil.example",
    "/%zz",
    "/dashboard/\u0000home",
    `/${"a".repeat(3000)}`,
    5,
    null,
    undefined,
    ["/dashboard/home"],
  ];
  it.each(refused.map((value) => [value]))("falls back to the home page for %j", (value) => {
    expect(safeRedirect(value, "/home")).toBe("/home");
  });

  it("falls back to the dashboard's home by default", () => {
    expect(safeRedirect("//evil.example")).toBe("/dashboard/home");
  });
});
