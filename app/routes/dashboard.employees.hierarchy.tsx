import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { OrgChartNode, OrgChartPerson } from "../../contract/responses/calendar";
import { ScreenHeader } from "~/components/screens/ScreenHeader";
import { requireSection } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/hydration";
import orgChartStyles from "~/styles/org-chart.css";

/**
 * Employees › Hierarchy: the organisation chart from supervisors, as nested lists of native <details>
 * (open and close without JavaScript), a person's subtree (?root=), a search (?q=), a print stylesheet.
 * docs/decisions/0033-holidays-range-map-hierarchy.md.
 */
export const handle: RouteHandle = { i18n: ["calendar", "screens"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: orgChartStyles }];

export const meta: MetaFunction = () => [{ title: "Organisation chart · HR Dashboard" }];

const HERE = "/dashboard/employees/hierarchy";
const RECORD = "/dashboard/edit/employees/active-employees";
/** Levels shown open at first; deeper ones are a click (or ?root=) away. */
const OPEN_LEVELS = 2;

const query = z.object({
  root: z.uuid().optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  all: z.literal("1").optional().catch(undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireSection(request, context, "hierarchy");
  const params = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const q = params.q || undefined;
  const chart = await api.calendar.orgChart(q ? { q } : params.root ? { root: params.root } : {});
  return json({ chart, q: q ?? "", all: params.all === "1", root: params.root ?? null });
}

function Person({ person }: { person: OrgChartPerson }) {
  const { t } = useTranslation("calendar");
  const details = [person.job_title, person.department].filter(Boolean).join(" · ");
  return (
    <span className="org-person">
      <Link to={`${RECORD}/${person._id}`} className="org-person__name">
        {person.fullname}
      </Link>
      {person.number ? <span className="muted"> ({person.number})</span> : null}
      {details ? <span className="org-person__details"> — {details}</span> : null}
      {person.size ? <span className="org-person__size"> · {t("orgChart.reports", { count: person.size })}</span> : null}
      {person.head ? <span className="org-person__flag"> · {t(`orgChart.head.${person.head}`)}</span> : null}{" "}
      {person.size ? (
        <Link to={`${HERE}?root=${person._id}`} className="org-person__open no-print">
          {t("orgChart.openSubtree")}
        </Link>
      ) : null}
    </span>
  );
}

/** One level of the tree; deep trees are rendered by the same component (React handles the nesting). */
function Level({ nodes, depth, open }: { nodes: OrgChartNode[]; depth: number; open: number }) {
  return (
    <ul className="org-tree">
      {nodes.map((node) => (
        <li key={node._id}>
          {node.reports.length ? (
            <details open={depth < open}>
              <summary>
                <Person person={node} />
              </summary>
              <Level nodes={node.reports} depth={depth + 1} open={open} />
            </details>
          ) : (
            <Person person={node} />
          )}
        </li>
      ))}
    </ul>
  );
}

export default function Hierarchy() {
  const { chart, q, all, root } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["calendar", "nav", "screens"]);
  return (
    <section className="card screen org-chart">
      <ScreenHeader trail={[t("nav:employees")]} title={t("nav:hierarchy")} />
      <p className="muted">{t("calendar:orgChart.intro", { count: chart.total })}</p>
      <Form method="get" action={HERE} className="org-chart__search no-print" role="search">
        <label htmlFor="org-q">{t("calendar:orgChart.search")}</label>
        <input id="org-q" type="search" name="q" defaultValue={q} maxLength={100} />
        <button type="submit" className="button button--small">
          {t("calendar:orgChart.find")}
        </button>
        {q || chart.root ? (
          <Link to={HERE} className="button button--secondary button--small">
            {t("calendar:orgChart.whole")}
          </Link>
        ) : null}
        {chart.matches ? null : (
          <Link to={`${HERE}?${root ? `root=${root}&` : ""}all=1`} className="org-chart__print">
            {t("calendar:orgChart.openAll")}
          </Link>
        )}
      </Form>
      {chart.matches ? (
        chart.matches.length ? (
          <ul className="org-matches">
            {chart.matches.map((person) => (
              <li key={person._id}>
                <Person person={person} />{" "}
                <Link to={`${HERE}?root=${person._id}`} className="no-print">
                  {t("calendar:orgChart.showOnChart")}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t("calendar:orgChart.noMatch", { q })}</p>
        )
      ) : (
        <>
          {chart.root ? (
            <nav className="org-chain" aria-label={t("calendar:orgChart.chain")}>
              <Link to={HERE}>{t("calendar:orgChart.top")}</Link>
              {chart.chain.map((person) => (
                <span key={person._id}>
                  {" › "}
                  <Link to={`${HERE}?root=${person._id}`}>{person.fullname}</Link>
                </span>
              ))}
              <span>
                {" › "}
                <strong>{chart.root.fullname}</strong>
              </span>
            </nav>
          ) : null}
          {chart.roots.length ? <Level nodes={chart.roots} depth={0} open={all ? Number.POSITIVE_INFINITY : OPEN_LEVELS} /> : <p className="empty-state">{t("calendar:orgChart.empty")}</p>}
        </>
      )}
    </section>
  );
}
