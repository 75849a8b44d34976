// The admin list pages' table: a row per item in a table that scrolls sideways inside a named,
// focusable region (scroll-region.tsx says why), or the page's own message when there is none.
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface DataTableProps<Row> {
  /** Names the scrolling region, e.g. 'Suppliers'. */
  label: string;
  /** The region's classes, e.g. a height past which it scrolls down too. */
  className?: string;
  /** The table's <thead>. */
  head: ReactNode;
  rows: readonly Row[];
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A <tr>, with its key, for each row. */
  children: (row: Row) => ReactNode;
}

export function DataTable<Row>({ label, className, head, rows, empty, children }: DataTableProps<Row>) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ScrollRegion label={label} className={className}>
      <table className="w-full text-left text-sm">
        {head}
        <tbody>{rows.map((row) => children(row))}</tbody>
      </table>
    </ScrollRegion>
  );
}
