/**
 * The home's charts, drawn on the server as SVG (docs/decisions/0042-hr-home.md): readable without
 * JavaScript and printable. d3-scale and d3-shape compute the geometry; React renders the elements.
 * Every chart is a <figure> whose SVG is `role="img"` with a title and a description, and whose numbers
 * are also a table (inside a <details>) for screen readers and for anyone who wants the figures.
 */
import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { line, stack } from "d3-shape";
import type { ReactNode } from "react";

/**
 * The SVG's own coordinate space; CSS scales it to the card's width. Narrow enough that its 12-unit text
 * is about 14 px in a desktop card and still about 9 px on a 390 px phone (the table has every figure).
 */
const WIDTH = 440;
const FONT = 12;

/** Readable on white and apart from each other for the common colour-vision deficiencies (blue / orange / dark red). */
export const COLOURS = { primary: "#1d5fa8", secondary: "#c25e00", danger: "#a61b1b", good: "#2a7a3b" } as const;

export interface Series {
  key: string;
  label: string;
  colour: string;
}

interface FrameProps {
  id: string;
  title: string;
  /** One sentence saying what the chart shows (its SVG's <desc>). */
  summary: string;
  /** The table's first column: what each row is (a department, a month, a day). */
  tableCaption: string;
  showData: string;
  /** Header cells, then one array of cells per row. */
  head: string[];
  rows: (string | number)[][];
  empty?: string | null;
  legend?: Series[];
  height: number;
  children: ReactNode;
}

function Frame({ id, title, summary, showData, head, rows, empty, legend, height, children }: FrameProps) {
  return (
    <figure className="hr-chart card" data-chart={id} aria-labelledby={`chart-${id}-heading`}>
      <figcaption>
        <h4 id={`chart-${id}-heading`}>{title}</h4>
      </figcaption>
      {empty ? (
        <p className="empty muted" data-empty>
          {empty}
        </p>
      ) : (
        <>
          {legend ? (
            <ul className="hr-chart__legend" aria-hidden="true">
              {legend.map((series) => (
                <li key={series.key}>
                  <span className="hr-chart__swatch" style={{ background: series.colour }} />
                  {series.label}
                </li>
              ))}
            </ul>
          ) : null}
          <svg role="img" aria-labelledby={`chart-${id}-title chart-${id}-desc`} viewBox={`0 0 ${WIDTH} ${height}`} className="hr-chart__svg" fontSize={FONT}>
            <title id={`chart-${id}-title`}>{title}</title>
            <desc id={`chart-${id}-desc`}>{summary}</desc>
            {children}
          </svg>
          <details className="hr-chart__data">
            <summary>{showData}</summary>
            <table data-chart-table={id}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {head.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={column}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

type Common = Omit<FrameProps, "children" | "height" | "head" | "rows" | "legend">;

/** Five round ticks from 0 to the largest value (never fractions of a person). */
function countTicks(max: number): number[] {
  const ticks = scaleLinear().domain([0, Math.max(1, max)]).nice(5).ticks(5);
  return ticks.filter((tick) => Number.isInteger(tick));
}

/** A count axis from 0 to the largest value (or its top tick), drawn from `bottom` up to `top`, with its ticks. */
function countScale(max: number, bottom: number, top: number) {
  const ticks = countTicks(max);
  const y = scaleLinear()
    .domain([0, Math.max(max, ticks[ticks.length - 1] ?? max)])
    .range([bottom, top]);
  return { y, ticks };
}

/** Horizontal gridlines with their values on the left. */
function YGrid({ y, ticks, left, right, format }: { y: (value: number) => number; ticks: number[]; left: number; right: number; format: (value: number) => string }) {
  return (
    <g className="hr-chart__grid" aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Horizontal bars, one per label, the value at the bar's end (long department names stay readable). */
export function HorizontalBars({ data, valueLabel, format, ...frame }: Common & { data: { label: string; value: number }[]; valueLabel: string; format: (value: number) => string }) {
  const MAX_LABEL = 22;
  const shown = (label: string) => (label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label);
  // Room for the longest name at about 0.6 em a character, so no name runs off the left edge.
  const left = Math.min(WIDTH / 2, Math.max(48, ...data.map((d) => shown(d.label).length * FONT * 0.6)) + 10);
  const right = WIDTH - 36;
  const band = 26;
  const top = 8;
  const height = top * 2 + band * data.length;
  const y = scaleBand<number>()
    .domain(data.map((_, index) => index))
    .range([top, height - top])
    .paddingInner(0.25);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...data.map((d) => d.value))])
    .range([left, right]);
  return (
    <Frame {...frame} height={height} head={[frame.tableCaption, valueLabel]} rows={data.map((d) => [d.label, format(d.value)])}>
      {data.map((d, index) => (
        <g key={index}>
          <text x={left - 8} y={(y(index) ?? 0) + y.bandwidth() / 2} dy="0.32em" textAnchor="end" className="hr-chart__label">
            {shown(d.label)}
          </text>
          <rect x={left} y={y(index)} width={Math.max(1, x(d.value) - left)} height={y.bandwidth()} fill={COLOURS.primary} rx={2} />
          <text x={x(d.value) + 6} y={(y(index) ?? 0) + y.bandwidth() / 2} dy="0.32em" className="hr-chart__value">
            {format(d.value)}
          </text>
        </g>
      ))}
    </Frame>
  );
}

/**
 * The x-axis labels of months: the short month, and the four-digit year under every January and under
 * the first month (unless a January follows at once, where the two years would run together).
 */
function MonthAxis({ months, at, y, monthName }: { months: string[]; at: (month: string) => number; y: number; monthName: (month: string) => { short: string; year: string } }) {
  return (
    <g className="hr-chart__axis" aria-hidden="true">
      {months.map((month, index) => {
        const name = monthName(month);
        return (
          <text key={month} x={at(month)} y={y} textAnchor="middle">
            <tspan x={at(month)}>{name.short}</tspan>
            {month.endsWith("-01") || (index === 0 && !months[1]?.endsWith("-01")) ? (
              <tspan x={at(month)} dy="1.2em">
                {name.year}
              </tspan>
            ) : null}
          </text>
        );
      })}
    </g>
  );
}

type MonthName = (month: string) => { short: string; year: string; long: string };

/** A line over months, each point marked, the last value written beside it. */
export function MonthLine({ data, valueLabel, format, monthName, ...frame }: Common & { data: { month: string; value: number }[]; valueLabel: string; format: (value: number) => string; monthName: MonthName }) {
  const height = 210;
  const left = 48;
  const right = WIDTH - 40;
  const top = 16;
  const bottom = height - 44;
  const months = data.map((d) => d.month);
  const x = scalePoint<string>().domain(months).range([left + 12, right - 12]);
  const max = Math.max(1, ...data.map((d) => d.value));
  const { y, ticks } = countScale(max, bottom, top);
  const path = line<{ month: string; value: number }>()
    .x((d) => x(d.month) ?? 0)
    .y((d) => y(d.value))(data);
  const last = data[data.length - 1];
  return (
    <Frame {...frame} height={height} head={[frame.tableCaption, valueLabel]} rows={data.map((d) => [monthName(d.month).long, format(d.value)])}>
      <YGrid y={y} ticks={ticks} left={left} right={right} format={format} />
      {path ? <path d={path} fill="none" stroke={COLOURS.primary} strokeWidth={2.5} strokeLinejoin="round" /> : null}
      {data.map((d) => (
        <circle key={d.month} cx={x(d.month)} cy={y(d.value)} r={3.5} fill={COLOURS.primary} />
      ))}
      {last ? (
        <text x={(x(last.month) ?? 0) + 8} y={y(last.value) - 8} className="hr-chart__value" textAnchor="end">
          {format(last.value)}
        </text>
      ) : null}
      <MonthAxis months={months} at={(month) => x(month) ?? 0} y={bottom + 18} monthName={monthName} />
    </Frame>
  );
}

/** Bars side by side per month, one per series. */
export function MonthGroupedBars({ data, series, format, monthName, ...frame }: Common & { data: { month: string; values: Record<string, number> }[]; series: Series[]; format: (value: number) => string; monthName: MonthName }) {
  const height = 210;
  const left = 40;
  const right = WIDTH - 8;
  const top = 12;
  const bottom = height - 44;
  const months = data.map((d) => d.month);
  const x = scaleBand<string>().domain(months).range([left, right]).paddingInner(0.25).paddingOuter(0.1);
  const inner = scaleBand<string>()
    .domain(series.map((s) => s.key))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const max = Math.max(1, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const { y, ticks } = countScale(max, bottom, top);
  return (
    <Frame
      {...frame}
      height={height}
      legend={series}
      head={[frame.tableCaption, ...series.map((s) => s.label)]}
      rows={data.map((d) => [monthName(d.month).long, ...series.map((s) => format(d.values[s.key] ?? 0))])}
    >
      <YGrid y={y} ticks={ticks} left={left} right={right} format={format} />
      {data.map((d) => (
        <g key={d.month} transform={`translate(${x(d.month) ?? 0},0)`}>
          {series.map((s) => {
            const value = d.values[s.key] ?? 0;
            return value > 0 ? <rect key={s.key} x={inner(s.key)} y={y(value)} width={inner.bandwidth()} height={bottom - y(value)} fill={s.colour} /> : null;
          })}
        </g>
      ))}
      <MonthAxis months={months} at={(month) => (x(month) ?? 0) + x.bandwidth() / 2} y={bottom + 18} monthName={monthName} />
    </Frame>
  );
}

/** Stacked bars per day, the series bottom to top in their order; a label under every seventh day. */
export function DayStackedBars({
  data,
  series,
  format,
  dayLabel,
  dayLong,
  ...frame
}: Common & { data: { date: string; values: Record<string, number> }[]; series: Series[]; format: (value: number) => string; dayLabel: (date: string) => string; dayLong: (date: string) => string }) {
  const height = 210;
  const left = 40;
  const right = WIDTH - 8;
  const top = 12;
  const bottom = height - 36;
  const dates = data.map((d) => d.date);
  const x = scaleBand<string>().domain(dates).range([left, right]).paddingInner(0.2);
  const layers = stack<{ date: string; values: Record<string, number> }>()
    .keys(series.map((s) => s.key))
    .value((d, key) => d.values[key] ?? 0)(data);
  const max = Math.max(1, ...data.map((d) => series.reduce((sum, s) => sum + (d.values[s.key] ?? 0), 0)));
  const { y, ticks } = countScale(max, bottom, top);
  // Label the last day and every seventh day back from it, so today is always named.
  const labelled = new Set(dates.filter((_, index) => (dates.length - 1 - index) % 7 === 0));
  return (
    <Frame
      {...frame}
      height={height}
      legend={series}
      head={[frame.tableCaption, ...series.map((s) => s.label)]}
      rows={data.map((d) => [dayLong(d.date), ...series.map((s) => format(d.values[s.key] ?? 0))])}
    >
      <YGrid y={y} ticks={ticks} left={left} right={right} format={format} />
      {layers.map((layer, index) => (
        <g key={layer.key} fill={series[index].colour}>
          {layer.map((point) =>
            point[1] > point[0] ? <rect key={point.data.date} x={x(point.data.date)} y={y(point[1])} width={x.bandwidth()} height={y(point[0]) - y(point[1])} /> : null,
          )}
        </g>
      ))}
      <g className="hr-chart__axis" aria-hidden="true">
        {dates
          .filter((date) => labelled.has(date))
          .map((date) => (
            <text key={date} x={(x(date) ?? 0) + x.bandwidth() / 2} y={bottom + 18} textAnchor="middle">
              {dayLabel(date)}
            </text>
          ))}
      </g>
    </Frame>
  );
}
