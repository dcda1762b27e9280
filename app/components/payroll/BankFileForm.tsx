import { useTranslation } from "react-i18next";
import { BANK_FILE_FORMATS } from "../../../contract/enums";
import type { Period } from "./amounts";

export const BANK_FILE_PAGE = "/dashboard/payroll/run/bank-file";

/** What the form was given (kept as typed, so a refused value is shown again). */
export type BankFileValues = Partial<Record<"format" | "company_code" | "debit_account" | "value_date" | "batch", string>>;

/**
 * The bank transfer file of a saved month (docs/decisions/0036-payroll-reports-and-bank-files.md): a GET
 * form that downloads the file (./dashboard.payroll.run_.bank-file_.download.tsx), or shows on its own
 * page what to correct or fill in first. BCA needs the company code, debit account, value date and batch;
 * Mandiri the debit account and value date; the plain CSV nothing. No JavaScript needed.
 */
export function BankFileForm({ period, values = {}, errors = {}, open = false }: { period: Period; values?: BankFileValues; errors?: Record<string, string>; open?: boolean }) {
  const { t } = useTranslation("reports");
  const field = (name: keyof BankFileValues, input: JSX.Element, hint?: string) => (
    <label className="field">
      <span>{t(`bank.fields.${name}`)}</span>
      {input}
      {hint ? <small className="muted">{hint}</small> : null}
      {errors[name] ? (
        <span className="field__error" id={`bank-${name}-error`} data-error-for={name}>
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  const invalid = (name: keyof BankFileValues) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `bank-${name}-error` } : {});
  return (
    <details className="bank-file" open={open} data-bank-file>
      <summary className="button button--secondary">{t("bank.title")}</summary>
      <form method="get" action={`${BANK_FILE_PAGE}/download`} className="report-filters bank-file__form" aria-label={t("bank.title")}>
        <p className="muted bank-file__intro">{t("bank.intro")}</p>
        <input type="hidden" name="month" value={period.month} />
        <input type="hidden" name="year" value={period.year} />
        {field(
          "format",
          <select name="format" defaultValue={values.format ?? "bca"} {...invalid("format")}>
            {BANK_FILE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`bank.formats.${format}`)}
              </option>
            ))}
          </select>,
        )}
        {field("company_code", <input name="company_code" defaultValue={values.company_code} maxLength={13} autoComplete="off" {...invalid("company_code")} />, t("bank.hints.company_code"))}
        {field("debit_account", <input name="debit_account" defaultValue={values.debit_account} inputMode="numeric" maxLength={13} autoComplete="off" {...invalid("debit_account")} />, t("bank.hints.debit_account"))}
        {field("value_date", <input type="date" name="value_date" defaultValue={values.value_date} {...invalid("value_date")} />, t("bank.hints.value_date"))}
        {field("batch", <input type="number" name="batch" min={1} max={99} defaultValue={values.batch ?? "1"} {...invalid("batch")} />, t("bank.hints.batch"))}
        <div className="button-row">
          <button type="submit" className="button">
            {t("bank.download")}
          </button>
        </div>
      </form>
    </details>
  );
}
