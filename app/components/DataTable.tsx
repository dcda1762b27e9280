import { isValidElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A column heading: its text, and whether the column holds figures (right-aligned). */
export interface Heading {
  label: ReactNode;
  numeric?: boolean;
}

const isHeading = (heading: ReactNode | Heading): heading is Heading =>
  typeof heading === "object" &&
  heading !== null &&
  !isValidElement(heading) &&
  "label" in heading;

/**
 * The table of a one-off page (declared lists have ListScreen): a line saying there is nothing to show
 * (the page's own words, or 'No Data'), otherwise scoped column headings over the rows the page renders,
 * a hidden "Actions" heading last when the rows carry actions, and `foot` (a totals row) under them.
 */
export function DataTable({
  headings,
  empty = false,
  emptyText,
  actions = false,
  className,
  foot,
  children,
}: {
  headings: (ReactNode | Heading)[];
  /** Whether there are no rows; a page that says so in its own way leaves it out. */
  empty?: boolean;
  emptyText?: ReactNode;
  actions?: boolean;
  className?: string;
  foot?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (empty) {
    return (
      <p className="empty" data-empty="true">
        {emptyText ?? t("common:fallback.noData")}
      </p>
    );
  }
  return (
    <div className="table-wrap">
      <table className={className ? `data-table ${className}` : "data-table"}>
        <thead>
          <tr>
            {headings.map((heading, index) =>
              isHeading(heading) ? (
                <th
                  key={index}
                  scope="col"
                  className={heading.numeric ? "num" : undefined}
                >
                  {heading.label}
                </th>
              ) : (
                <th key={index} scope="col">
                  {heading}
                </th>
              )
            )}
            {actions ? (
              <th scope="col" className="data-table__actions">
                <span className="visually-hidden">
                  {t("screens:list.actions")}
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}
