import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { filterOptions, optionText, PICKER, type OptionItem } from "~/lib/options";
import { useHydrated } from "~/lib/use-hydrated";

export interface OptionPickerProps {
  id: string;
  name: string;
  options: OptionItem[];
  defaultValue?: string;
  /** Offer 'Clear Selection' (docs/specification.md §4), unless clearing is disabled. */
  clearable: boolean;
  required: boolean;
  disabled?: boolean;
  /** i18n key prefix of static option labels. */
  labels?: string;
  /** Where the searchable dropdown asks for options (`&q=` is added); none for a static list. */
  remote?: string | null;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The option picker (docs/specification.md §2, §4, §9). Without JavaScript, and for static lists, a plain select (the
 * form's search step reaches options past the first 200). With JavaScript a server list becomes a
 * searchable dropdown: a search sent after 500 ms without typing, at most 300 px high (200 px below
 * 1440 px), 'Clear Selection' unless clearing is disabled, amounts in brackets as rupiah.
 */
export function OptionPicker(props: OptionPickerProps) {
  const hydrated = useHydrated();
  if (hydrated && props.remote && !props.disabled) return <SearchablePicker {...props} />;
  return <PlainSelect {...props} />;
}

function useOptionLabel(labels?: string) {
  const { t } = useTranslation("screens");
  return (item: OptionItem) => (labels ? t(`${labels}.${item.value}`, { defaultValue: optionText(item) }) : optionText(item));
}

function PlainSelect({ id, name, options, defaultValue, clearable, required, disabled, labels, invalid, describedBy }: OptionPickerProps) {
  const { t } = useTranslation("screens");
  const label = useOptionLabel(labels);
  return (
    <select id={id} name={name} defaultValue={defaultValue ?? ""} required={required} disabled={disabled} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {/* Empty, the select reads 'Choose…'; holding a value, its empty entry is 'Clear Selection' (docs/specification.md §4). */}
      <option value="">{clearable && defaultValue ? t("picker.clear") : t("picker.choose")}</option>
      {options.map((item) => (
        <option key={item.value} value={item.value}>
          {label(item)}
        </option>
      ))}
    </select>
  );
}

function SearchablePicker({ id, name, options, defaultValue, clearable, labels, remote, invalid, describedBy }: OptionPickerProps) {
  const { t } = useTranslation("screens");
  const label = useOptionLabel(labels);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState<OptionItem | null>(() => options.find((item) => item.value === defaultValue) ?? null);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const [items, setItems] = useState(options);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const changed = useRef(false);

  // The form hears a choice like any other change (the field manipulator listens).
  useEffect(() => {
    if (!changed.current) return;
    hidden.current?.dispatchEvent(new Event("change", { bubbles: true }));
  }, [selected]);

  // Spec §4/§9: the search is sent after 500 ms without typing.
  useEffect(() => {
    if (!open) return;
    if (!term.trim()) {
      setItems(options);
      setLoading(false);
      return;
    }
    if (!remote) {
      setItems(filterOptions(options, term));
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${remote}&q=${encodeURIComponent(term.trim())}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { items: OptionItem[] };
        setItems(body.items);
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setItems([]);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, PICKER.debounceMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [term, open, remote, options]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  const entries: (OptionItem | null)[] = [...(clearable ? [null] : []), ...items];

  function choose(item: OptionItem | null) {
    changed.current = true;
    // Spec §9: the selection is handled after 20 ms, then the list closes.
    setTimeout(() => {
      setSelected(item);
      setOpen(false);
      setTerm("");
      toggle.current?.focus();
    }, PICKER.selectDelayMs);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => Math.min(entries.length - 1, index + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (active >= 0 && active < entries.length) choose(entries[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="picker" ref={root}>
      <input type="hidden" name={name} value={selected?.value ?? ""} ref={hidden} />
      <button
        type="button"
        id={id}
        ref={toggle}
        className="picker__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={selected ? undefined : "muted"}>{selected ? label(selected) : t("picker.choose")}</span>
      </button>
      {open ? (
        <div className="picker__panel">
          <input
            type="search"
            role="combobox"
            className="picker__search"
            aria-label={t("picker.search")}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            placeholder={t("picker.search")}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
          />
          <ul role="listbox" id={listId} className="picker__list">
            {entries.map((item, index) => (
              <li
                key={item?.value ?? "__clear"}
                id={optionId(index)}
                role="option"
                aria-selected={item ? item.value === selected?.value : !selected}
                className={["picker__option", index === active ? "picker__option--active" : "", item ? "" : "picker__option--clear"].filter(Boolean).join(" ")}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {item ? label(item) : t("picker.clear")}
              </li>
            ))}
            {!items.length && !loading ? <li className="picker__empty">{t("common:fallback.noData")}</li> : null}
          </ul>
          {loading ? <p className="picker__status muted">{t("picker.loading")}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
