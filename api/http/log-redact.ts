/**
 * What the logs never hold (docs/design.md, "Logs"): credentials, identity and account numbers, pay. One list
 * of field names, applied wherever a log line could carry a value: headers, query parameters (also as
 * `field[$regex]` or `field._id`), bodies or any other logged object, and the errors of failed queries.
 */
import { pino, type LoggerOptions } from "pino";
import { RESOURCES } from "../../contract/resources/index";

export const REDACTED = "[Redacted]";

/** Any field whose name has one of these words (split at `_`, `-`, `.`). */
const SECRET_WORDS = new Set(["password", "passwords", "token", "tokens", "secret", "csrf", "cookie", "authorization", "salary", "salaries", "allowance", "allowances", "thp", "ktp", "nik", "npwp", "passport"]);

/** Named fields the words miss. */
const SECRET_NAMES = new Set(["account_number", "bank_account", "bpjs_tk_number", "bpjs_ks_number", "set-cookie", "x-api-key"]);

// Every money field (salaries, allowances, BPJS bases and contributions) and every digits-only field
// (account and identity numbers) the contract declares.
for (const resource of RESOURCES) {
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === "money" || field.format === "digits") SECRET_NAMES.add(name);
  }
}

/** Whether a field, header or query parameter name holds a secret: `ktp_number[$regex]` is `ktp_number`. */
export function isSecretName(name: string): boolean {
  const base = name.toLowerCase().replace(/\[.*$/, "").replace(/\._id$/, "");
  return SECRET_NAMES.has(base) || base.split(/[_.-]/).some((word) => SECRET_WORDS.has(word));
}

/** An address with the values of its secret query parameters replaced: `/v1/employees?ktp_number=[Redacted]`. */
export function redactUrl(url: string): string {
  const index = url.indexOf("?");
  if (index === -1) return url;
  const parts = url
    .slice(index + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, equals).replace(/\+/g, " "));
      } catch {
        name = pair.slice(0, equals);
      }
      return isSecretName(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, index)}?${parts.join("&")}`;
}

const MAX_DEPTH = 8;
/** Logged values that are addresses: their query strings are redacted. */
const ADDRESS_KEYS = new Set(["url", "originalUrl", "referer", "href"]);

/** A copy of a logged value with every secret field's value replaced, at any depth. */
export function redactValue(value: unknown, key = "", depth = 0): unknown {
  if (key && isSecretName(key)) return REDACTED;
  if (typeof value === "string") return ADDRESS_KEYS.has(key) ? redactUrl(value) : value;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  if (value instanceof Error) return redactError(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, "", depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = redactValue(item, name, depth + 1);
  return out;
}

/**
 * A failed query's error names its parameters, in its message and stack (drizzle: "…\nparams: a,b") and
 * as `params`; the database's `detail` quotes the row ("Key (ktp_number)=(…)"). Positional values cannot
 * be told apart by name, so all of them go.
 */
function scrubQueryError(serialized: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(serialized)) {
    if (name === "params" || name === "detail" || isSecretName(name)) out[name] = REDACTED;
    else if ((name === "message" || name === "stack") && typeof value === "string") out[name] = value.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
    else if (value && typeof value === "object" && depth < MAX_DEPTH) out[name] = scrubQueryError(value as Record<string, unknown>, depth + 1);
    else out[name] = value;
  }
  return out;
}

export function redactError(error: unknown): unknown {
  if (!(error instanceof Error)) return redactValue(error);
  return scrubQueryError(pino.stdSerializers.err(error) as unknown as Record<string, unknown>);
}

/** The options of every logger of the server (server.ts, api/server.ts). */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: redactError },
    formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
  };
}
