import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/DataTable";
import { formatRupiah } from "~/lib/format";

/** One of the person's own payslips, as /v1/me/payslips answers it (app/lib/v1/payroll.server.ts). */
export interface MyPayslipRow {
  _id: string;
  run: { _id: string; year: number; month: number };
  gross: number;
  pph21: number;
  take_home: number;
}

/** Employee Services › My payslips: every saved month of the signed-in person, each a PDF in either language. */
export function MyPayslips({ payslips }: { payslips: MyPayslipRow[] }) {
  const { t } = useTranslation("payroll");
  return (
    <section
      aria-labelledby="my-payslips"
      className="my-payslips"
      data-my-payslips
    >
      <h3 id="my-payslips">{t("mine.title")}</h3>
      <DataTable
        headings={[
          t("mine.period"),
          t("run.columns.gross"),
          t("run.columns.pph21"),
          t("run.columns.takeHome"),
          t("mine.download"),
        ]}
        empty={payslips.length === 0}
        emptyText={t("mine.none")}
      >
        {payslips.map((slip) => {
          const href = `/dashboard/payslips/${slip.run._id}/${slip._id}`;
          return (
            // The id is what the "payslip sent" notification links to (api/payroll/payslip-sends.ts).
            <tr
              key={slip._id}
              id={`payslip-${slip.run.year}-${slip.run.month}`}
              data-payslip={`${slip.run.year}-${slip.run.month}`}
            >
              <td>
                {t(`months.${slip.run.month}`)} {slip.run.year}
              </td>
              <td>{formatRupiah(slip.gross)}</td>
              <td>{formatRupiah(slip.pph21)}</td>
              <td>
                <strong>{formatRupiah(slip.take_home)}</strong>
              </td>
              <td>
                <a href={`${href}?lang=id`} download>
                  PDF (ID)
                </a>{" "}
                ·{" "}
                <a href={`${href}?lang=en`} download>
                  PDF (EN)
                </a>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
