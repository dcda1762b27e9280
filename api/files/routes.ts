/**
 * POST /v1/files (multipart `file` + `purpose`) and GET /v1/files/:id. Mounted under /v1 after
 * `authenticate`. Uploads are typed by their bytes (sniff.ts) and stored under a key the server makes;
 * a file is read under the rule of the record that owns it (access.ts), and another company's file
 * answers 404 like a missing one.
 */
import { createHash } from "node:crypto";
import express, { type Request as ExpressRequest, type Response as ExpressResponse, type Router } from "express";
import * as z from "zod";
import { fileHeaders } from "../../contract/files";
import type { Principal } from "../auth/principal";
import type { ApiContext } from "../context";
import type { Db } from "../db/client";
import { newId } from "../db/schema/_base";
import { FILE_PURPOSES, type FilePurpose } from "../db/schema/enums";
import { files } from "../db/schema/global";
import { principalOf } from "../http/auth";
import { HttpError, type FieldMessages } from "../http/errors";
import { handler } from "../http/handler";
import { fileReader } from "./access";
import { checkUpload, type UploadRule } from "./sniff";

/** Room for the multipart boundaries, part headers and the `purpose` field around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_NAME_LENGTH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const purposeSchema = z.enum(FILE_PURPOSES);

function tooLarge(limit: number): HttpError {
  return new HttpError(413, { code: "uploadTooLarge", params: { size: Math.floor(limit / (1024 * 1024)) } });
}

/** The request body, refused with 413 as soon as it passes `limit` bytes (the rest is never read). */
function readBody(req: ExpressRequest, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, total));
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        req.pause();
        settle(tooLarge(limit - MULTIPART_OVERHEAD));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle(null);
    const onError = () => settle(new HttpError(400, "uploadInterrupted"));
    const onClose = () => settle(new HttpError(400, "uploadInterrupted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/** The client's file name without any path, control characters or excess length; a fallback when empty. */
export function cleanFileName(raw: string, ext: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const printable = Array.from(base)
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim();
  const name = Array.from(printable).slice(0, MAX_NAME_LENGTH).join("").trim();
  return name === "" || name === "." || name === ".." ? `file.${ext}` : name;
}

/**
 * A multipart body read whole under the deployment's upload cap (413 past it, 415 when it is no
 * multipart form): POST /v1/files and the own photo (api/self/routes.ts) read their forms so.
 */
export async function readMultipart(ctx: ApiContext, req: ExpressRequest, res: ExpressResponse): Promise<FormData> {
  const contentType = req.headers["content-type"] ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) {
    throw new HttpError(415, "multipartNeeded");
  }

  const bodyLimit = ctx.config.maxUploadBytes + MULTIPART_OVERHEAD;
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > bodyLimit) {
    // Answer at once and close the connection rather than read a body we will refuse.
    res.setHeader("Connection", "close");
    throw tooLarge(ctx.config.maxUploadBytes);
  }
  let body: Buffer<ArrayBuffer>;
  try {
    body = await readBody(req, bodyLimit);
  } catch (err) {
    if (err instanceof HttpError && err.status === 413) res.setHeader("Connection", "close");
    throw err;
  }

  try {
    return await new Request("http://local/", { method: "POST", headers: { "content-type": contentType }, body }).formData();
  } catch {
    throw new HttpError(415, "notMultipart");
  }
}

export interface StoredFile {
  _id: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

/**
 * An uploaded file checked by its bytes (sniff.ts; `rule` narrows the purpose's own) and stored: the bytes
 * under a key the server makes, then its `files` row (`db`: the caller's transaction, if it has one).
 */
export async function storeUpload(
  ctx: ApiContext,
  req: ExpressRequest,
  principal: Principal,
  purpose: FilePurpose,
  file: File,
  options: { rule?: UploadRule; db?: Db } = {},
): Promise<StoredFile> {
  const bytes = Buffer.from(await file.arrayBuffer());
  const check = await checkUpload(purpose, bytes, { maxUploadBytes: ctx.config.maxUploadBytes, rule: options.rule });
  if (!check.ok) throw new HttpError(check.status, check.message, { file: check.message });

  const id = newId();
  const companyId = principal.companyId;
  const storageKey = `${companyId ?? "global"}/${id}`;
  const name = cleanFileName(file.name, check.type.ext);
  const sha256 = createHash("sha256").update(bytes).digest("hex");

  await ctx.storage.put(storageKey, bytes);
  try {
    await (options.db ?? ctx.db).insert(files).values({
      id,
      company_id: companyId,
      purpose,
      name,
      content_type: check.type.mime,
      size: bytes.length,
      storage_key: storageKey,
      sha256,
      uploaded_by: principal.id,
    });
  } catch (err) {
    await ctx.storage.delete(storageKey).catch((cleanupError: unknown) => {
      req.log.warn({ err: cleanupError, storageKey }, "could not remove the bytes of a failed upload");
    });
    throw err;
  }
  return { _id: id, url: `/v1/files/${id}`, name, size: bytes.length, type: check.type.mime };
}

export function fileRoutes(ctx: ApiContext): Router {
  const router = express.Router();

  router.post(
    "/files",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const form = await readMultipart(ctx, req, res);
      const fileEntry = form.get("file");
      const purposeEntry = form.get("purpose");
      const errors: FieldMessages = {};
      const file = fileEntry !== null && typeof fileEntry !== "string" ? fileEntry : null;
      if (!file) errors.file = "chooseFile";
      else if (file.size === 0) errors.file = "fileEmpty";
      const purpose = purposeSchema.safeParse(typeof purposeEntry === "string" ? purposeEntry.trim() : undefined);
      if (!purpose.success) errors.purpose = purposeEntry === null || purposeEntry === "" ? "required" : "unknownPurpose";
      if (!file || !purpose.success || Object.keys(errors).length > 0) throw new HttpError(422, "invalidFields", errors);

      const stored = await storeUpload(ctx, req, principal, purpose.data, file);
      res.status(201).json({ data: stored });
    }),
  );

  const readable = fileReader(ctx);
  router.get(
    "/files/:id",
    handler(async (req, res) => {
      const principal = principalOf(req);
      const id = req.params.id ?? "";
      const notFound = new HttpError(404, "fileNotFound");
      if (!UUID.test(id)) throw notFound;

      // The rule of the record that owns the file (access.ts); another company's file is a 404.
      const row = await readable(principal, id);
      if (!row) throw notFound;

      const bytes = await ctx.storage.get(row.storage_key);
      if (!bytes) {
        req.log.warn({ fileId: id }, "file row without stored bytes");
        throw notFound;
      }

      res.set(fileHeaders(row.name, row.content_type));
      res.send(bytes);
    }),
  );

  return router;
}
