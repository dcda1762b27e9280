/**
 * The demo companies' active digital signature (Company Info › Digital Signature), so the payslips and
 * the A1 slips are signed on a fresh start (docs/decisions/0035-coretax-files-and-a1.md). The image is
 * drawn here, a grey-scale PNG without transparency (embedded as it is by the PDFs), so the repository
 * carries no binary file. Called by seedDemoData with the server's file storage.
 */
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { FileStorage } from "../files/storage";
import type { Tx } from "./client";
import { company_digital_signatures, files, newId } from "./schema/index";

const WIDTH = 360;
const HEIGHT = 120;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A handwritten-looking stroke, different for each name: a PNG of 360 × 120 grey-scale pixels. */
export function signaturePng(name: string): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 255);
  const seed = [...name].reduce((acc, char) => (acc * 31 + char.charCodeAt(0)) % 997, 7);
  const ink = (x: number, y: number) => {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (dx * dx + dy * dy <= 5 && px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = 25;
      }
  };
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 20 + t * 320;
    const loops = Math.sin(t * Math.PI * (9 + (seed % 5))) * 28 * Math.sin(t * Math.PI);
    const drift = Math.cos(t * Math.PI * 2 + seed) * 10;
    ink(x + Math.sin(t * Math.PI * 18) * 6, 62 + loops + drift);
  }
  for (let t = 0; t <= 1; t += 0.002) ink(60 + t * 250, 100 - t * 6); // the underline
  const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) pixels.copy(rows, y * (WIDTH + 1) + 1, y * WIDTH, (y + 1) * WIDTH);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

export interface SeededSignature {
  companyId: string;
  name: string;
  title: string;
}

/** Stores each company's signature image and writes its file and its active signature. */
export async function seedSignatures(tx: Tx, storage: FileStorage, signatures: readonly SeededSignature[]): Promise<void> {
  for (const signature of signatures) {
    const id = newId();
    const bytes = signaturePng(signature.name);
    const storageKey = `${signature.companyId}/${id}`;
    await storage.put(storageKey, bytes);
    await tx.insert(files).values({
      id,
      company_id: signature.companyId,
      purpose: "signature",
      name: "signature.png",
      content_type: "image/png",
      size: bytes.length,
      storage_key: storageKey,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    await tx.insert(company_digital_signatures).values({ company_id: signature.companyId, name: signature.name, title: signature.title, selected: true, file_id: id });
  }
}
