import { useTranslation } from "react-i18next";
import { OptionPicker } from "~/components/forms/OptionPicker";
import { useHydrated } from "~/lib/use-hydrated";
import { currentPeriod, payrollYears, type Period } from "./amounts";

/**
 * The month and year pickers (the option picker's Month and Year entries, docs/specification.md §9): a GET
 * form, so the page works without JavaScript (its Show button); with JavaScript choosing a month or a year
 * reloads what depends on them at once. `zeroBased`: the address counts months 0–11 (the payroll detail).
 */
export function PeriodPicker({ period, action, zeroBased = false, hidden = {} }: { period: Period; action: string; zeroBased?: boolean; hidden?: Record<string, string> }) {
  const { t } = useTranslation("payroll");
  const hydrated = useHydrated();
  const shift = zeroBased ? 1 : 0;
  return (
    <form method="get" action={action} className="period-picker" aria-label={t("run.period")} onChange={hydrated ? (event) => event.currentTarget.requestSubmit() : undefined}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span>{t("fields.month")}</span>
        <OptionPicker
          id="period-month"
          name="month"
          clearable={false}
          required
          defaultValue={String(period.month - shift)}
          options={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1 - shift), label: t(`months.${i + 1}`) }))}
        />
      </label>
      <label>
        <span>{t("fields.year")}</span>
        <OptionPicker id="period-year" name="year" clearable={false} required defaultValue={String(period.year)} options={payrollYears(Math.max(period.year, currentPeriod().year)).map((y) => ({ value: String(y), label: String(y) }))} />
      </label>
      {hydrated ? null : (
        <button type="submit" className="button button--secondary">
          {t("run.show")}
        </button>
      )}
    </form>
  );
}
