/**
 * The "query building" of docs/specification.md §7: a plain object of filters becomes the /v1 query string.
 * - `{from, to}` range pairs become `key[$gte]` and `key[$lte]`;
 * - a plain date on a timestamp key becomes that whole day (except keys from, to, start_date, end_date);
 * - an object holding `_id` becomes `key._id`; a list becomes `key[$in][]`;
 * - `populate` is passed as a list; `%id%` in any value is replaced with the route id.
 */
export type QueryValue = string | number | boolean | null | undefined | string[] | { _id: string } | { from?: string; to?: string };
export type QueryInput = Record<string, QueryValue>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_DATE_KEYS = new Set(["from", "to", "start_date", "end_date"]);
/** Keys that hold instants, not calendar dates: a day must become a range on them. */
const TIMESTAMP_KEYS = new Set(["created_at", "updated_at"]);

export function buildQuery(input: QueryInput, routeId?: string): string {
  const params = new URLSearchParams();
  const fill = (value: string) => (routeId ? value.replaceAll("%id%", routeId) : value);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "populate") {
      for (const field of Array.isArray(value) ? value : [String(value)]) params.append("populate[]", field);
    } else if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[$in][]`, fill(item));
    } else if (typeof value === "object" && "_id" in value) {
      params.set(`${key}._id`, fill(value._id));
    } else if (typeof value === "object") {
      if (value.from) params.set(`${key}[$gte]`, value.from);
      if (value.to) params.set(`${key}[$lte]`, TIMESTAMP_KEYS.has(key) && DATE.test(value.to) ? `${value.to}T23:59:59.999Z` : value.to);
    } else if (typeof value === "string" && DATE.test(value) && TIMESTAMP_KEYS.has(key) && !PLAIN_DATE_KEYS.has(key)) {
      params.set(`${key}[$gte]`, `${value}T00:00:00.000Z`);
      params.set(`${key}[$lte]`, `${value}T23:59:59.999Z`);
    } else {
      params.set(key, fill(String(value)));
    }
  }
  return params.toString();
}
