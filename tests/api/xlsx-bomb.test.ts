/**
 * A spreadsheet that is small on the wire but huge unpacked is refused at upload, before any parser
 * holds it in memory: 413 with a clear message when it unpacks past 50 MB, 415 when its headers lie.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type TestApi } from "../support/api";
import { upload } from "../support/uploads";
import { XLSX_PARTS, zip } from "../support/zip";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const MB = 1024 * 1024;

describe.each(ONE_BACKEND)("xlsx zip bombs on %s", (backend) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it("refuses an import file that unpacks past 50 MB, and one whose sizes lie", async () => {
    const admin = await api.login("admin");
    // About 60 KB that unpack to 60 MB of one worksheet.
    const sheet = Buffer.alloc(60 * MB, "<c>1</c>");
    const bomb = zip([...XLSX_PARTS, { name: "xl/worksheets/sheet1.xml", data: sheet, deflate: true }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await upload(api.server.url, admin, "import", { bytes: bomb, name: "employees.xlsx", type: XLSX });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe("The spreadsheet is too large when unpacked (at most 50 MB)");

    const liar = zip([...XLSX_PARTS, { name: "xl/worksheets/sheet1.xml", data: sheet, deflate: true, declaredSize: 1024 }]);
    const lying = await upload(api.server.url, admin, "import", { bytes: liar, name: "employees.xlsx", type: XLSX });
    expect(lying.status).toBe(415);
    expect(lying.body.message).toBe("The file is not a valid XLSX spreadsheet");

    // A file well under the limit still goes through.
    const small = zip([...XLSX_PARTS, { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(MB, "<c>1</c>"), deflate: true }]);
    expect((await upload(api.server.url, admin, "import", { bytes: small, name: "employees.xlsx", type: XLSX })).status).toBe(201);
  });
});
