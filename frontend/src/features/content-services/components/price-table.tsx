// The table of price rows that /pricing (every repair, with a Repair column) and /services/{id} (one
// repair's models) both show: model, price and part grades, scrolling sideways on a narrow screen.
import { generatePath, Link } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import type { PriceRow } from '../../../../../shared/schemas/content/services';
import { priceText } from '../../../components/content/price-text';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { publicPaths as paths } from '../../../config/public-paths';

export function modelName(row: Pick<PriceRow, 'make' | 'model'>): string {
  return `${row.make} ${row.model}`;
}

/** "Original £189.00 · Compatible £119.00"; `separator` for prose. */
export function gradesText(row: Pick<PriceRow, 'grades'>, separator = ' · '): string {
  return row.grades.map((grade) => `${grade.name} ${formatPence(grade.pricePence)}`).join(separator);
}

export interface PriceTableProps {
  /** Names the scrolling region and (for screen readers) the table. */
  label: string;
  caption: string;
  rows: readonly PriceRow[];
  /** On the list of every repair: each row's repair name, linked to the repair's page. */
  repairName?: (row: PriceRow) => string | undefined;
  className?: string;
}

const headClass = 'px-4 py-3 font-medium';
const cellClass = 'px-4 py-2';

export function PriceTable({ label, caption, rows, repairName, className }: PriceTableProps) {
  return (
    <ScrollRegion label={label} className={className}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-subtle">
          <tr>
            <th scope="col" className={headClass}>
              Model
            </th>
            {repairName ? (
              <th scope="col" className={headClass}>
                Repair
              </th>
            ) : null}
            <th scope="col" className={headClass}>
              Price
            </th>
            <th scope="col" className={headClass}>
              Part grades
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              <th scope="row" className={`${cellClass} font-medium`}>
                {modelName(row)}
              </th>
              {repairName ? (
                <td className={cellClass}>
                  <Link to={generatePath(paths.serviceDetail, { id: row.serviceId })} className="text-primary hover:underline">
                    {repairName(row)}
                  </Link>
                </td>
              ) : null}
              <td className={`${cellClass} whitespace-nowrap`}>{priceText(row)}</td>
              <td className={`${cellClass} text-muted`}>{gradesText(row) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
