/**
 * The field manipulator (docs/specification.md §3 "a form manipulator with three maps (disabled, hidden, relabel) keyed
 * by field", §4's shift and leave rules). Rules are plain data declared with a screen (app/screens/<group>.ts);
 * these pure functions apply them to a form's values, in the browser as the user types and in the action
 * on the server, so a rule holds without JavaScript: a hidden field is never sent and never kept.
 */

export interface ManipulatorRule {
  /** The rule applies while `field`'s value is one of `is` (compared as text: "true", "off_day"…). */
  when: { field: string; is: readonly string[] };
  hide?: readonly string[];
  disable?: readonly string[];
  /** Field → i18n key of its label while the rule applies. */
  relabel?: Readonly<Record<string, string>>;
}

export interface Manipulation {
  hidden: string[];
  disabled: string[];
  relabel: Record<string, string>;
}

/** A form's values: from FormData (strings, lists) or from a record (numbers, booleans…). */
export type FormValues = Record<string, unknown>;

/** The value a rule compares: text, the first of a list; a ticked checkbox ("on") reads "true". */
export function ruleValue(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === null) return "";
  if (first === "on") return "true";
  return String(first);
}

/** Which fields the rules hide, disable and relabel for these values (rules later in the list win a relabel). */
export function manipulate(rules: readonly ManipulatorRule[] | undefined, values: FormValues): Manipulation {
  const hidden = new Set<string>();
  const disabled = new Set<string>();
  const relabel: Record<string, string> = {};
  for (const rule of rules ?? []) {
    if (!rule.when.is.includes(ruleValue(values[rule.when.field]))) continue;
    rule.hide?.forEach((field) => hidden.add(field));
    rule.disable?.forEach((field) => disabled.add(field));
    Object.assign(relabel, rule.relabel);
  }
  return { hidden: [...hidden], disabled: [...disabled], relabel };
}

/**
 * The body to send after the rules: a hidden field is cleared on an update (its old value is not kept:
 * null, or what `cleared` says for the field — false for a flag, [] for a list) and left out on a create;
 * a disabled field is left out (it keeps what it had).
 */
export function applyManipulation<T extends FormValues>(
  body: T,
  manipulation: Manipulation,
  mode: "create" | "update",
  cleared: (field: string) => unknown = () => null,
): FormValues {
  const out: FormValues = { ...body };
  for (const field of manipulation.hidden) {
    if (mode === "update") out[field] = cleared(field);
    else delete out[field];
  }
  for (const field of manipulation.disabled) {
    if (!manipulation.hidden.includes(field)) delete out[field];
  }
  return out;
}

/** FormData as plain values: one value stays a string, several become a list. */
export function formValues(form: FormData | URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}
