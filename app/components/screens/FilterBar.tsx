import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon, icons } from "~/components/layout/icons";

/**
 * A list's search and filters (docs/decisions/0043-layout-and-accessibility.md): one line on a wide
 * screen, where the disclosure's summary is hidden and its content always shown (`::details-content`);
 * below 1024 px a "Filters" disclosure — a <details>, so it opens without JavaScript — open when a
 * search or filter is in force, so what narrows the list stays in sight. `active` counts them.
 */
export function FilterBar({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation("screens");
  return (
    <details className="filter-bar" open={active > 0 || undefined}>
      <summary className="button button--secondary button--small filter-bar__summary">
        <Icon icon={icons.filter} size={16} />
        {t("list.filters")}
        {active ? <span className="badge badge--soft">{active}</span> : null}
      </summary>
      {children}
    </details>
  );
}
