// The parts and labour of a job and what the customer will pay, as a table.
import { formatPence } from '../../../../../shared/money';
import type { CustomerJob } from '../../../../../shared/schemas/repairs/job';
import { ScrollRegion } from '../../../components/ui/scroll-region';

export function BillLines({ job }: { job: CustomerJob }) {
  if (job.isWarrantyClaim) return <p className="text-muted">This is a warranty repair: there is nothing to pay.</p>;
  return (
    <div className="grid gap-3">
      {job.lines.length === 0 ? (
        <p className="text-muted">No parts or labour added yet{job.estimatePence !== undefined ? ': the amount due is the estimate.' : '.'}</p>
      ) : (
        <ScrollRegion label="Your bill">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Parts and labour</caption>
            <thead className="text-subtle">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Item
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {job.lines.map((line, index) => (
                <tr key={`${line.description}-${index}`} className="border-t border-border">
                  <td className="py-2 pr-3">
                    {line.description}
                    <span className="block text-xs text-subtle">
                      {line.kind === 'part' ? 'Part' : 'Labour'} · {formatPence(line.unitPence)} each
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-right">{line.quantity}</td>
                  <td className="py-2 text-right">{formatPence(line.totalPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="flex items-baseline justify-between border-t border-border pt-3 text-lg font-semibold">
        <span>Amount due</span>
        <span>{formatPence(job.amountDuePence)}</span>
      </p>
    </div>
  );
}
