/** Tiny real files for upload tests: the server checks bytes, not names. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

export async function upload(baseUrl: string, token: string, purpose: string, file: { bytes: Buffer; name: string; type: string }): Promise<{ status: number; body: { data?: { _id: string; url: string }; message?: string } }> {
  const form = new FormData();
  form.set("purpose", purpose);
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}/v1/files`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

/** The file each purpose accepts. */
export function fileFor(purpose: string) {
  return purpose === "warning_letter" ? { bytes: PDF, name: "letter.pdf", type: "application/pdf" } : { bytes: PNG, name: "image.png", type: "image/png" };
}
