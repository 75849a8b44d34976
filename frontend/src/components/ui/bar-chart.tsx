// A bar chart drawn as SVG, the way the page-views report draws its chart (no chart library in the
// admin bundle): series stacked or side by side, a legend in HTML, and a summary for screen readers.
// Its viewBox is as wide as the chart is drawn, so the axis type is 12 px on a phone and on a wide
// screen alike (a fixed viewBox scaled it up to three times that). Pages show the figures in a table too.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface BarSeries {
  key: string;
  label: string;
  /** A Tailwind fill class: fill-primary, fill-accent, fill-success, fill-danger... */
  fill: string;
  /** The legend's swatch, the same colour as a background class. */
  swatch: string;
}

export interface BarChartProps {
  title: string;
  summary: string;
  series: readonly BarSeries[];
  /** One group per x position: its label and a value (>= 0) per series key. */
  groups: readonly { label: string; values: Readonly<Record<string, number>> }[];
  mode: 'stacked' | 'grouped';
  /** How a value reads in the axis and tooltips. */
  format: (value: number) => string;
}

/** The width drawn before the chart has been measured (and where nothing measures, as in tests). */
const FIRST_WIDTH = 400;
const HEIGHT = 220;
/** Room for one axis label under the bars ("12 Nov", "Nov 2026"). */
const LABEL_ROOM = 56;
const PAD = { top: 12, right: 6, bottom: 28, left: 64 };

/** The element's width in CSS pixels, followed as the page resizes. */
function useDrawnWidth<T extends Element>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A round ceiling for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((n) => n >= value)!;
}

export function BarChart({ title, summary, series, groups, mode, format }: BarChartProps) {
  const id = useId();
  const [frame, width] = useDrawnWidth<HTMLElement>();
  const totals = groups.map((g) => (mode === 'stacked' ? series.reduce((sum, s) => sum + Math.max(0, g.values[s.key] ?? 0), 0) : Math.max(0, ...series.map((s) => g.values[s.key] ?? 0))));
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(groups.length, 1);
  const groupWidth = Math.max(2, slot * 0.75);
  const labelEvery = Math.ceil(groups.length / Math.max(2, Math.floor(plotWidth / LABEL_ROOM)));
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;

  return (
    <figure ref={frame} className="grid gap-2">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full" data-testid="bar-chart">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick} className="text-subtle">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.25} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="currentColor">
              {format(tick)}
            </text>
          </g>
        ))}
        {groups.map((group, i) => {
          const x0 = PAD.left + i * slot + (slot - groupWidth) / 2;
          let base = 0;
          return (
            <g key={group.label}>
              {series.map((s, k) => {
                const value = Math.max(0, group.values[s.key] ?? 0);
                const barWidth = mode === 'stacked' ? groupWidth : groupWidth / series.length;
                const x = mode === 'stacked' ? x0 : x0 + k * barWidth;
                const top = mode === 'stacked' ? base + value : value;
                const bottom = mode === 'stacked' ? base : 0;
                if (mode === 'stacked') base += value;
                return (
                  <rect key={s.key} x={x} y={y(top)} width={Math.max(1, barWidth - (mode === 'grouped' ? 1 : 0))} height={y(bottom) - y(top)} className={s.fill}>
                    <title>{`${group.label}, ${s.label}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 ? (
                <text x={x0 + groupWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={12} className="fill-muted">
                  {group.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${s.swatch}`} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
