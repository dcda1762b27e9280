/**
 * The own photo (docs/decisions/0043-layout-and-accessibility.md): PUT /v1/me/photo takes a JPEG, PNG or
 * WebP by its bytes, at most 2 MB; the chrome names it for the top bar; the person and HR read it; DELETE
 * takes it off; anything else is refused with a clear 4xx beside the file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_BACKEND, startApi, type TestApi } from "../support/api";
import { PDF, PNG } from "../support/uploads";

/** The smallest bytes file-type reads as WebP: a RIFF header naming WEBP, then a VP8L chunk. */
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([26, 0, 0, 0]), Buffer.from("WEBPVP8L"), Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0])]);

type Answer = { code?: string; message?: string; errors?: Record<string, string>; data?: { photo: { _id: string; url: string } | null } };

describe.each(ONE_BACKEND)("the own photo on %s", (backend) => {
  let api: TestApi;
  let employee: string;
  let admin: string;

  beforeAll(async () => {
    api = await startApi(backend);
    [employee, admin] = await Promise.all([api.login("employee"), api.login("admin")]);
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
  });

  async function send(token: string, file: { bytes: Buffer; name: string; type: string } | null, method = "PUT") {
    const form = new FormData();
    if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${api.server.url}/v1/me/photo`, { method, headers: { Authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as Answer };
  }
  const chromePhoto = async (token: string) => (await api.call<{ data: { chrome?: { photo: string | null } } }>(token, "GET", "auth/me?include=chrome")).body;

  it("stores a PNG, names it in the chrome, and the person and HR read it", async () => {
    const saved = await send(employee, { bytes: PNG, name: "me.png", type: "image/png" });
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe("photoSaved");
    const url = saved.body.data!.photo!.url;
    expect(url).toMatch(/^\/v1\/files\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(await chromePhoto(employee))).toContain(url);
    const own = await fetch(`${api.server.url}${url}`, { headers: { Authorization: `Bearer ${employee}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    const hr = await fetch(`${api.server.url}${url}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(hr.status).toBe(200);
  });

  it("takes a WebP by its bytes, whatever its name", async () => {
    const saved = await send(employee, { bytes: WEBP, name: "photo.bin", type: "application/octet-stream" });
    expect(saved.status).toBe(200);
    const file = await fetch(`${api.server.url}${saved.body.data!.photo!.url}`, { headers: { Authorization: `Bearer ${employee}` } });
    expect(file.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses another type (a PDF named .jpg), an empty or missing file and a file past 2 MB", async () => {
    const pdf = await send(employee, { bytes: PDF, name: "me.jpg", type: "image/jpeg" });
    expect(pdf.status).toBe(415);
    expect(pdf.body.errors?.file).toMatch(/JPG, PNG or WebP/);
    const empty = await send(employee, { bytes: Buffer.alloc(0), name: "me.png", type: "image/png" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.file).toBeTruthy();
    const none = await send(employee, null);
    expect(none.status).toBe(422);
    expect(none.body.errors?.file).toMatch(/Choose a file/);
    const large = await send(employee, { bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), name: "big.png", type: "image/png" });
    expect(large.status).toBe(413);
    expect(large.body.errors?.file).toMatch(/2 MB/);
    const json = await api.call(employee, "PUT", "me/photo", { file: "x" });
    expect(json.status).toBe(415);
  });

  it("takes the photo off, and a developer outside any company has none to set", async () => {
    const removed = await api.call<Answer>(employee, "DELETE", "me/photo");
    expect(removed.status).toBe(200);
    expect(removed.body.data?.photo).toBeNull();
    expect(JSON.stringify(await chromePhoto(employee))).toContain('"photo":null');
    const developer = await api.login("developer");
    expect((await send(developer, { bytes: PNG, name: "me.png", type: "image/png" })).status).toBe(404);
  });
});
