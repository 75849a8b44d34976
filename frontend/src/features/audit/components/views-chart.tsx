// Views per day as a bar chart: a hand-drawn SVG (no chart library in the admin bundle), described
// for screen readers by its summary; the same figures are in the table below it.
import { shortDayLabel, longDayLabel } from '../utils/report-days';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 28, left: 40 };

/** A round ceiling for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((n) => n >= value)!;
}

export function ViewsChart({ days, summary }: { days: readonly { day: string; views: number }[]; summary: string }) {
  const max = niceMax(Math.max(0, ...days.map((d) => d.views)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const labelEvery = Math.ceil(days.length / 10);
  const ticks = [0, max / 2, max];

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="views-chart-title views-chart-desc" className="h-auto w-full" data-testid="views-chart">
      <title id="views-chart-title">Views per day</title>
      <desc id="views-chart-desc">{summary}</desc>
      {ticks.map((tick) => {
        const y = PAD.top + plotHeight - (tick / max) * plotHeight;
        return (
          <g key={tick} className="text-subtle">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="currentColor" strokeOpacity={0.25} />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tick}
            </text>
          </g>
        );
      })}
      {days.map((d, i) => {
        const height = (d.views / max) * plotHeight;
        const x = PAD.left + i * slot + (slot - barWidth) / 2;
        return (
          <g key={d.day}>
            <rect x={x} y={PAD.top + plotHeight - height} width={barWidth} height={height} rx={2} className="fill-primary">
              <title>{`${longDayLabel(d.day)}: ${d.views} ${d.views === 1 ? 'view' : 'views'}`}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} className="fill-muted">
                {shortDayLabel(d.day)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
