/** Valid bodies for any declared resource, built from its field declarations. */
import type { FieldDef } from "../../contract/fields";
import type { ResourceContract } from "../../contract/resource";

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Ids of existing records a reference may point at, by resource path. */
export type RefPool = (path: string, field: string) => Promise<string | null>;

export async function sampleValue(name: string, field: FieldDef, refs: RefPool, files: () => Promise<string>): Promise<unknown> {
  const tag = unique();
  switch (field.kind) {
    case "text":
      if (field.format === "digits") return String(Date.now()).padStart(field.max ?? 10, "0").slice(-(field.max ?? 10));
      return `${name} ${tag}`.slice(0, field.max ?? 200).replace(/\s+$/, "") || tag;
    case "textarea":
    case "richtext":
      return field.kind === "richtext" ? `<p>Test ${name} ${tag}</p>` : `Test ${name} ${tag}`;
    case "email":
      return `t.${tag}@example.test`;
    case "phone":
      return "+62 812 3456 7890";
    case "url":
      return `https://example.test/${tag}`;
    case "integer":
      return Math.max(field.min ?? 1, Math.min(field.max ?? 2024, 2024));
    case "number":
      return Math.max(field.min ?? 1, Math.min(field.max ?? 12, 12));
    case "money":
      return 7_500_000;
    case "percent":
      return field.values ? field.values[1] : 1.5;
    case "date":
      return "2026-03-15";
    case "time":
      return "08:30";
    case "datetime":
      return "2026-03-15T08:30:00+07:00";
    case "boolean":
      return true;
    case "enum":
      return field.values![0];
    case "texts":
      return field.values ? [field.values[0]] : [`item ${tag}`];
    case "address":
      return { address: "Jl. Sudirman No. 1", rt: "001", rw: "002", city: "Jakarta Selatan", province: "DKI Jakarta", postal_code: "12190" };
    case "ref": {
      const id = await refs(field.ref!, name);
      return id;
    }
    case "refs": {
      const id = await refs(field.ref!, name);
      const size = field.sizes?.find((n) => n > 0) ?? 1;
      return id ? Array.from({ length: size }, () => id) : [];
    }
    case "file":
      return files();
    default:
      return undefined;
  }
}

/** A body with every writable field (or only the required ones). */
export async function sampleBody(contract: ResourceContract, refs: RefPool, files: () => Promise<string>, requiredOnly = false): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(contract.fields)) {
    if (field.readOnly || (requiredOnly && !field.required)) continue;
    const value = await sampleValue(name, field, refs, files);
    if (value !== null && value !== undefined) body[name] = value;
  }
  return body;
}

/** The first text field a search can find the record by. */
export function searchableField(contract: ResourceContract): string | null {
  return contract.search?.find((field) => ["text", "textarea", "email"].includes(contract.fields[field]?.kind)) ?? null;
}
