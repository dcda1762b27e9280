/**
 * What an upload really is, from its bytes (magic numbers via file-type), never from its name or the
 * client's content type; and whether it is allowed for its purpose (docs/design.md: uploads are checked by
 * content and size). Pure: no database, no config read (the size cap comes in as an argument).
 */
import type { Entry, ZipFile } from "yauzl";
import type { Message } from "../../contract/messages";
import type { FilePurpose } from "../db/schema/enums";

const MB = 1024 * 1024;

export type UploadExt = "png" | "jpg" | "gif" | "webp" | "pdf" | "xlsx";

export interface SniffedType {
  ext: UploadExt;
  mime: string;
}

export type UploadCheck = { ok: true; type: SniffedType } | { ok: false; status: 413 | 415; message: Message };

export const UPLOAD_MIME: Record<UploadExt, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const LABEL: Record<UploadExt, string> = { png: "PNG", jpg: "JPG", gif: "GIF", webp: "WebP", pdf: "PDF", xlsx: "XLSX" };

export interface UploadRule {
  types: readonly UploadExt[];
  /** The purpose's own limit; the deployment's MAX_UPLOAD_MB caps it further. Null: only that cap. */
  maxBytes: number | null;
}

const IMAGE_RULE: UploadRule = { types: ["png", "jpg", "gif"], maxBytes: 5 * MB };
/**
 * A person's own photo, sent from My profile (docs/decisions/0043-layout-and-accessibility.md): the
 * three formats every phone and browser makes, small enough to show in every page's top bar.
 */
export const OWN_PHOTO_RULE: UploadRule = { types: ["jpg", "png", "webp"], maxBytes: 2 * MB };
const DOCUMENT_RULE: UploadRule = { types: ["pdf", "png", "jpg"], maxBytes: null };

/** Per purpose: what may be uploaded. `null`: produced by the server only, never uploadable. */
export const UPLOAD_RULES: Record<FilePurpose, UploadRule | null> = {
  photo: IMAGE_RULE,
  logo: IMAGE_RULE,
  banner: IMAGE_RULE,
  signature: IMAGE_RULE,
  certificate: DOCUMENT_RULE,
  attachment: DOCUMENT_RULE,
  medical_checkup: DOCUMENT_RULE,
  warning_letter: { types: ["pdf"], maxBytes: null },
  import: { types: ["xlsx"], maxBytes: null },
  export: null,
  payslip: null,
};

/** The deployment default (MAX_UPLOAD_MB=10), used when the caller gives no cap. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * MB;

/**
 * Zip-bomb guard for spreadsheets, checked before anything parses them. A parser holds several times the
 * unpacked XML in memory (90 MB unpacked cost 236 MB), so 50 MB: ten thousand rows of a wide sheet fit.
 */
export const XLSX_LIMITS = { maxEntries: 10_000, maxUncompressedBytes: 50 * MB } as const;
export const UNPACKED_TOO_LARGE: Message = { code: "unpackedTooLarge", params: { size: XLSX_LIMITS.maxUncompressedBytes / MB } };
const NOT_XLSX: Message = { code: "notXlsx" };
const TOO_MANY_PARTS: Message = { code: "tooManyParts" };

function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function listTypes(types: readonly UploadExt[]): string {
  const labels = types.map((t) => LABEL[t]);
  return labels.length <= 1 ? labels.join("") : `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

/** The size limit of a purpose under a deployment cap. */
export function uploadLimit(rule: UploadRule, maxUploadBytes: number): number {
  return rule.maxBytes === null ? maxUploadBytes : Math.min(rule.maxBytes, maxUploadBytes);
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The type the bytes really have, among the ones this product accepts; null for anything else. */
async function sniff(bytes: Uint8Array): Promise<UploadExt | "zip" | null> {
  const { fileTypeFromBuffer } = await import("file-type"); // on first upload, not with every server start
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case "png":
    case "apng": // an animated PNG is still a PNG
      return "png";
    case "jpg":
      return "jpg";
    case "gif":
      return "gif";
    case "webp":
      return "webp";
    case "pdf":
      return "pdf";
    case "xlsx":
    case "zip":
      // Either way the zip's entries decide (checkXlsxZip): file-type only looks at the first entries.
      return "zip";
    default:
      return null;
  }
}

/**
 * Is this an upload we accept for this purpose? 415 for a purpose that cannot be uploaded or bytes of
 * another type, 413 when it is too large. Async only because file-type and yauzl are.
 */
export async function checkUpload(
  purpose: FilePurpose,
  bytes: Uint8Array,
  options: { maxUploadBytes?: number; rule?: UploadRule } = {},
): Promise<UploadCheck> {
  // A caller with a narrower rule of its own (the own photo) names it; otherwise the purpose's.
  const rule = options.rule ?? UPLOAD_RULES[purpose];
  if (!rule) return { ok: false, status: 415, message: { code: "serverFilesOnly" } };

  const limit = uploadLimit(rule, options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES);
  if (bytes.byteLength > limit) return { ok: false, status: 413, message: { code: "fileTooLarge", params: { size: formatSize(limit) } } };

  const wrongType: UploadCheck = { ok: false, status: 415, message: { code: "onlyTypes", params: { types: listTypes(rule.types) } } };
  if (bytes.byteLength === 0) return wrongType;

  const sniffed = await sniff(bytes);
  if (sniffed === null) return wrongType;
  if (sniffed === "zip") {
    if (!rule.types.includes("xlsx")) return wrongType;
    const problem = await checkXlsxZip(bytes);
    if (problem) return { ok: false, status: problem === UNPACKED_TOO_LARGE ? 413 : 415, message: problem };
    return { ok: true, type: { ext: "xlsx", mime: UPLOAD_MIME.xlsx } };
  }
  if (!rule.types.includes(sniffed)) return wrongType;
  return { ok: true, type: { ext: sniffed, mime: UPLOAD_MIME[sniffed] } };
}

async function openZip(buffer: Buffer): Promise<ZipFile> {
  const { default: yauzl } = await import("yauzl");
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (err, zip) => {
      if (err) reject(err);
      else resolve(zip);
    });
  });
}

/**
 * Inflates one entry and throws it away, counting: it stops past `budget` bytes whatever the headers say
 * (and yauzl fails as soon as an entry holds more than it declared).
 */
function drainEntry(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) {
        reject(err);
        return;
      }
      let count = 0;
      stream.on("data", (chunk: Buffer) => {
        count += chunk.length;
        if (count > budget) {
          stream.destroy();
          reject(new ZipProblem(UNPACKED_TOO_LARGE));
        }
      });
      stream.on("error", reject);
      stream.on("end", () => resolve(count));
    });
  });
}

class ZipProblem extends Error {
  constructor(readonly problem: Message) {
    super(problem.code);
  }
}

/**
 * Null when the bytes are a spreadsheet (xlsx) that is safe to hand to a parser; otherwise why not.
 * Checks, from yauzl's reading of the central directory: at most 10,000 entries, no encrypted entries,
 * `[Content_Types].xml` and `xl/workbook.xml` present, and a total unpacked size of at most 50 MB. The
 * entries are then actually inflated (and discarded), counted, with yauzl's size validation, so an entry
 * that lies about its size is caught too, at the cost of at most 50 MB of inflating.
 */
export async function checkXlsxZip(bytes: Uint8Array): Promise<Message | null> {
  const notXlsx = NOT_XLSX;
  let zip: ZipFile;
  try {
    zip = await openZip(toBuffer(bytes));
  } catch {
    return notXlsx;
  }
  try {
    if (zip.entryCount > XLSX_LIMITS.maxEntries) return TOO_MANY_PARTS;

    const entries: Entry[] = await new Promise((resolve, reject) => {
      const found: Entry[] = [];
      let declared = 0;
      zip.on("error", reject);
      zip.on("entry", (entry: Entry) => {
        found.push(entry);
        declared += entry.uncompressedSize;
        if (found.length > XLSX_LIMITS.maxEntries) reject(new ZipProblem(TOO_MANY_PARTS));
        else if (declared > XLSX_LIMITS.maxUncompressedBytes) reject(new ZipProblem(UNPACKED_TOO_LARGE));
        else if ((entry.generalPurposeBitFlag & 0x1) !== 0) reject(new ZipProblem(notXlsx));
        else if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) reject(new ZipProblem(notXlsx));
        else zip.readEntry();
      });
      zip.on("end", () => resolve(found));
      zip.readEntry();
    });

    const names = new Set(entries.map((e) => e.fileName));
    if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) return notXlsx;

    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith("/")) continue; // a directory
      inflated += await drainEntry(zip, entry, XLSX_LIMITS.maxUncompressedBytes - inflated);
    }
    return null;
  } catch (err) {
    return err instanceof ZipProblem ? err.problem : notXlsx;
  } finally {
    zip.close();
  }
}
