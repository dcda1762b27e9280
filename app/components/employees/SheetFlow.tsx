import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/components/CsrfInput";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import type { SheetStep } from "~/lib/employee-sheets.server";
import { translateMessage } from "~/lib/messages";

interface Props {
  title: string;
  trail: string[];
  intro: string;
  /** Where the template is downloaded from. */
  templateHref: string;
  /** The confirmation sentence from the dry run's counts. */
  confirmText: (counts: Record<string, number>) => string;
  confirmLabel: string;
  cancelHref: string;
  /** The link back to `cancelHref` (default: back to the employees). */
  backLabel?: string;
  step: SheetStep | undefined;
  children?: ReactNode;
}

/**
 * Upload a spreadsheet, see what it will do (or every bad row and column), then confirm. Plain forms
 * and links: it works the same without JavaScript.
 */
export function SheetFlow({ title, trail, intro, templateHref, confirmText, confirmLabel, cancelHref, backLabel, step, children }: Props) {
  const { t } = useTranslation(["employee-sheets", "messages"]);
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card screen">
      <ScreenHeader trail={trail} title={title} />
      <p className="muted">{intro}</p>
      {children}
      {step?.step === "confirm" ? (
        <div className="notice notice--info" role="status">
          <p>{confirmText(step.counts)}</p>
          <SheetConfirm file={step.file} label={confirmLabel} cancelHref={cancelHref} busy={busy} />
        </div>
      ) : null}
      {step?.step === "errors" ? (
        <div className="notice notice--error" role="alert">
          <p>
            <strong>{translateMessage(t, step.message)}</strong>
          </p>
          {/* A refusal of the whole file says it once; a file with bad cells lists each. */}
          {step.errors.length === 1 && step.errors[0].row === 0 && step.errors[0].message === step.message ? null : (
            <ul className="sheet-errors">
              {step.errors.map((error) => (
                <li key={`${error.row}.${error.column}`}>
                  {error.row > 1
                    ? t("employee-sheets:cellError", { row: error.row, column: t(`employee-sheets:columns.${error.column}`, { defaultValue: error.column }), message: translateMessage(t, error.message) })
                    : translateMessage(t, error.message)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <ol className="sheet-steps">
        <li>
          <a href={templateHref} download>
            {t("employee-sheets:downloadTemplate")}
          </a>
        </li>
        <li>
          <SheetUpload busy={busy} />
        </li>
      </ol>
      <p>
        <Link to={cancelHref}>{backLabel ?? t("employee-sheets:back")}</Link>
      </p>
    </section>
  );
}

/** The confirmation of a checked file: import it (`intent=confirm`) or cancel. */
export function SheetConfirm({ file, label, cancelHref, busy, action }: { file: string; label: string; cancelHref: string; busy: boolean; action?: string }) {
  const { t } = useTranslation(["employee-sheets"]);
  return (
    <Form method="post" action={action} className="button-row">
      <CsrfInput />
      <input type="hidden" name="file" value={file} />
      <button type="submit" name="intent" value="confirm" className="button" disabled={busy}>
        {label}
      </button>
      <Link to={cancelHref} className="button button--secondary">
        {t("employee-sheets:cancel")}
      </Link>
    </Form>
  );
}

/** The upload step of an xlsx import: the file, checked by the action's "upload" intent (nothing saved yet). */
export function SheetUpload({ busy, action }: { busy: boolean; action?: string }) {
  const { t } = useTranslation(["employee-sheets"]);
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="button-row">
      <CsrfInput />
      <label htmlFor="sheet-file">{t("employee-sheets:file")}</label>
      <input id="sheet-file" type="file" name="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" required />
      <button type="submit" name="intent" value="upload" className="button" disabled={busy}>
        {t("employee-sheets:check")}
      </button>
    </Form>
  );
}
