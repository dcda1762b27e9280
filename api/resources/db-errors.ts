import { HttpError } from "../http/errors";

interface PgError {
  code: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

function findPgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && typeof (current as PgError).code === "string" && /^[0-9A-Z]{5}$/.test((current as PgError).code)) {
      return current as PgError;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique index refused the write (the driver's error, or one it wraps). */
export const isUniqueViolation = (error: unknown) => findPgError(error)?.code === "23505";

/** The columns a constraint violation names, e.g. "Key (company_id, code)=(…) already exists." → ["code"]. */
function keyColumns(detail: string | undefined): string[] {
  const match = /Key \((.+?)\)=/.exec(detail ?? "");
  if (!match) return [];
  return match[1]
    .split(",")
    .map((part) => part.trim().replace(/^lower\((.+)\)$/, "$1"))
    .filter((column) => column !== "company_id");
}

/** A database refusal as the 4xx it really is; anything else stays a 500. */
export function databaseError(
  error: unknown,
  operation: "write" | "delete",
  fieldOf: (column: string) => string = (c) => c,
  columns: readonly string[] = [],
): HttpError | null {
  const pg = findPgError(error);
  if (!pg) return null;
  switch (pg.code) {
    case "23505": {
      const fields = keyColumns(pg.detail).map(fieldOf);
      const errors = Object.fromEntries(fields.map((field) => [field, "alreadyUsed" as const]));
      return new HttpError(409, fields.length ? { code: "duplicate", params: { fields: fields.join(", ") } } : "recordExists", errors);
    }
    case "23503":
      return operation === "delete"
        ? new HttpError(409, "inUse")
        : new HttpError(422, "refMissing", Object.fromEntries(keyColumns(pg.detail).map((c) => [fieldOf(c), "notFound" as const])));
    case "23514": {
      // A CHECK constraint is named after its table and column ("attendance_groups_latitude_check").
      const column = pg.column ?? [...columns].sort((a, b) => b.length - a.length).find((c) => pg.constraint?.includes(`_${c}_`));
      return new HttpError(422, "invalidFields", column ? { [fieldOf(column)]: "notValid" } : undefined);
    }
    case "23502":
    case "22001":
    case "22003":
    case "22007":
    case "22008":
    case "22P02":
      return new HttpError(422, "invalidFields", pg.column ? { [fieldOf(pg.column)]: "notValid" } : undefined);
    default:
      return null;
  }
}
