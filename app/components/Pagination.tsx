import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * Previous and next as plain links, with where the reader is ("Page 1 of 2 (95 employees)"); nothing for
 * one page. The one-off pages' pager (declared lists have ListScreen's, with page numbers).
 */
export function Pagination({ page, pages, text, href }: { page: number; pages: number; text: string; href: (page: number) => string }) {
  const { t } = useTranslation("screens");
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("list.pagination")}>
      {page > 1 ? <Link to={href(page - 1)}>{t("list.previous")}</Link> : null}
      <span>{text}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("list.next")}</Link> : null}
    </nav>
  );
}
