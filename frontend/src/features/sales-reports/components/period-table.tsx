// A report's figures per period as a table, folded under its chart: the chart's numbers for those
// who want them exactly, and for screen readers.
import type { ReactNode } from 'react';
import type { SalesGrouping } from '../../../../../shared/schemas/reports/reports';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { GROUP_LABELS } from '../utils/range';

export interface PeriodColumn<Bucket> {
  header: string;
  cell: (bucket: Bucket) => ReactNode;
}

export interface PeriodTableProps<Bucket> {
  /** What the rows count, e.g. 'sales': 'Show the sales as a table', 'Sales per period'. */
  noun: string;
  /** The table's least width before it scrolls, a whole class such as 'min-w-[560px]'. */
  minWidth: string;
  by: SalesGrouping;
  /** The columns after the period's. */
  columns: readonly PeriodColumn<Bucket>[];
  buckets: readonly Bucket[];
}

export function PeriodTable<Bucket extends { start: string }>({ noun, minWidth, by, columns, buckets }: PeriodTableProps<Bucket>) {
  const label = `${noun[0]!.toUpperCase()}${noun.slice(1)} per period`;
  const last = columns.length - 1;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary">Show the {noun} as a table</summary>
      <ScrollRegion label={label} className="mt-3">
        <table className={`w-full ${minWidth} text-left`}>
          <caption className="sr-only">{label}</caption>
          <thead className="text-xs uppercase tracking-wide text-subtle">
            <tr>
              <th scope="col" className="py-1 pr-3">{GROUP_LABELS[by]}</th>
              {columns.map((column, i) => (
                <th key={column.header} scope="col" className={i === last ? 'py-1 text-right' : 'py-1 pr-3 text-right'}>{column.header}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {buckets.map((bucket) => (
              <tr key={bucket.start}>
                <td className="py-1 pr-3">{bucket.start}</td>
                {columns.map((column, i) => (
                  <td key={column.header} className={i === last ? 'py-1 text-right tabular-nums' : 'py-1 pr-3 text-right tabular-nums'}>{column.cell(bucket)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
