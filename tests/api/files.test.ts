/**
 * GET /v1/files/{id} reads a file under the rule of the record that owns it (docs/decisions/0017):
 * another company's file is a 404, an employee's documents only for those who may read them, ads for
 * everyone signed in, a file nothing owns yet for its uploader only; and the headers are safe.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type Account, type TestApi } from "../support/api";
import { PDF, PNG, upload } from "../support/uploads";

type Listed = { data: { _id: string }[] };
type Me = { data: { employee: string | null } };

describe.each(ONE_BACKEND)("files on %s", (backend) => {
  let api: TestApi;
  let admin: string;
  /** An employee of Maju who is not the employee account's own person. */
  let someoneElse: string;

  beforeAll(async () => {
    api = await startApi(backend);
    admin = await api.login("admin");
    const own = (await api.call<Me>(await api.login("employee"), "GET", "auth/me")).body.data.employee;
    const employees = (await api.call<Listed>(admin, "GET", "employees?limit=5")).body.data;
    someoneElse = employees.find((e) => e._id !== own)!._id;
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function read(account: Account, id: string): Promise<Response> {
    return fetch(`${api.server.url}/v1/files/${id}`, { headers: { Authorization: `Bearer ${await api.login(account)}` } });
  }

  async function uploaded(token: string, purpose: string, file: { bytes: Buffer; name: string; type: string }): Promise<string> {
    const result = await upload(api.server.url, token, purpose, file);
    expect(result.status).toBe(201);
    return result.body.data!._id;
  }

  it("a warning letter's PDF: its readers get the bytes with safe headers; another company and an employee get 404", async () => {
    const id = await uploaded(admin, "warning_letter", { bytes: PDF, name: 'SP 1 "Budi"\u202e.pdf', type: "application/pdf" });
    const letter = await api.call(admin, "POST", "employees/surat-peringatan", { employee: someoneElse, type: "sp_1", start_date: "2026-01-05", attachment: id });
    expect(letter.status).toBe(201);

    const ok = await read("admin", id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("cache-control")).toMatch(/^private/);
    const disposition = ok.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(disposition).not.toMatch(/[\r\n\u202e]/);
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true);

    for (const account of ["otherAdmin", "otherEmployee", "developer", "employee"] as const) {
      const denied = await read(account, id);
      expect(denied.status, account).toBe(404);
      expect((await denied.json()).message, account).toBe("File not found");
    }
  });

  it("an employee's attachment is for those who may read the employee's documents, not for another employee", async () => {
    const id = await uploaded(admin, "attachment", { bytes: PNG, name: "ktp.png", type: "image/png" });
    expect((await api.call(admin, "POST", `employees/${someoneElse}/attachments`, { name: "KTP", file: id })).status).toBe(201);
    const ok = await read("admin", id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect(ok.headers.get("content-disposition")).toMatch(/^inline;/);
    expect((await read("employee", id)).status).toBe(404);
    expect((await read("approver", id)).status).toBe(404);
    expect((await read("otherAdmin", id)).status).toBe(404);
  });

  it("an ad's image is for everyone signed in, of any company", async () => {
    const developer = await api.login("developer");
    const id = await uploaded(developer, "banner", { bytes: PNG, name: "ad.png", type: "image/png" });
    expect((await api.call(developer, "POST", "banner", { title: "Promo", image: id })).status).toBe(201);
    for (const account of ["developer", "employee", "otherEmployee"] as const) {
      const ok = await read(account, id);
      expect(ok.status, account).toBe(200);
      expect(ok.headers.get("content-type")).toBe("image/png");
    }
    expect((await fetch(`${api.server.url}/v1/files/${id}`)).status).toBe(401);
  });

  it("an employee's photo is for the employee readers and the employee themself, not for a colleague", async () => {
    const own = (await api.call<Me>(await api.login("employee"), "GET", "auth/me")).body.data.employee!;
    const theirs = await uploaded(admin, "photo", { bytes: PNG, name: "face.png", type: "image/png" });
    const mine = await uploaded(admin, "photo", { bytes: PNG, name: "me.png", type: "image/png" });
    expect((await api.call(admin, "PUT", `employees/${someoneElse}`, { photo: theirs })).status).toBe(200);
    expect((await api.call(admin, "PUT", `employees/${own}`, { photo: mine })).status).toBe(200);
    expect((await read("admin", theirs)).status).toBe(200);
    expect((await read("employee", theirs)).status).toBe(404);
    expect((await read("employee", mine)).status).toBe(200);
    expect((await read("otherAdmin", mine)).status).toBe(404);
  });

  it("a file nothing owns yet is its uploader's only", async () => {
    const id = await uploaded(admin, "certificate", { bytes: PDF, name: "draft.pdf", type: "application/pdf" });
    expect((await read("admin", id)).status).toBe(200);
    expect((await read("sub_admin", id)).status).toBe(404);
    expect((await read("otherAdmin", id)).status).toBe(404);
  });

  it("the company's logo is for everyone in the company and the developers' list of companies", async () => {
    const id = await uploaded(admin, "logo", { bytes: PNG, name: "logo.png", type: "image/png" });
    const company = (await api.call<{ data: { company: { _id: string } } }>(admin, "GET", "auth/me")).body.data.company._id;
    expect((await api.call(admin, "PUT", `portal/${company}`, { logo: id })).status).toBe(200);
    for (const account of ["admin", "employee", "developer"] as const) expect((await read(account, id)).status, account).toBe(200);
    expect((await read("otherEmployee", id)).status).toBe(404);
  });

  it("an unknown or malformed id is a 404", async () => {
    expect((await read("admin", "00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await read("admin", "../../etc/passwd")).status).toBe(404);
  });
});
