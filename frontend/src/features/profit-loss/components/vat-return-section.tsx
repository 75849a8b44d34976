// The VAT return of the chosen days (decision 356): the nine boxes, each with the CSV of its lines,
// and what each VAT treatment came to.
import { formatPence } from '../../../../../shared/money';
import { VAT_TREATMENT_LABELS } from '../../../../../shared/sales/vat-display';
import type { VatReturn } from '../../../../../shared/schemas/reports/vat-return';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { downloadText } from '../../../lib/csv-download';
import { VAT_BOXES, VAT_BOX_LABELS, vatBoxCsv } from '../utils/vat-csv';

export function VatReturnSection({ vat }: { vat: VatReturn }) {
  return (
    <section aria-labelledby="vat-return-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div>
        <h2 id="vat-return-heading" className="text-lg font-semibold">VAT return for {vat.from} to {vat.to}</h2>
        <p className="mt-1 text-sm text-muted">From the same figures as the profit and loss. HMRC takes boxes 6 to 9 in whole pounds.</p>
      </div>
      <ScrollRegion label="VAT return boxes">
        <table className="w-full text-sm">
          <caption className="sr-only">VAT return boxes</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1.5 pr-4 font-normal">Box</th>
              <th scope="col" className="py-1.5 pr-4 font-normal">Description</th>
              <th scope="col" className="py-1.5 pr-4 text-right font-normal">Amount</th>
              <th scope="col" className="py-1.5 font-normal"><span className="sr-only">Lines</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {VAT_BOXES.map((box) => (
              <tr key={box}>
                <th scope="row" className="py-1.5 pr-4 text-left">Box {box}</th>
                <td className="py-1.5 pr-4">{VAT_BOX_LABELS[box]}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums" data-testid={`vat-box-${box}`}>{formatPence(vat.boxes[`box${box}`])}</td>
                <td className="py-1.5 text-right">
                  <Button variant="outline" size="sm" aria-label={`Download the lines of box ${box} as CSV`} onClick={() => downloadText(`vat-return-box-${box}-${vat.from}-to-${vat.to}.csv`, vatBoxCsv(vat, box))}>CSV</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {vat.byTreatment.length ? (
        <div>
          <h3 className="font-semibold">By VAT treatment</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm">
            {vat.byTreatment.map((t) => (
              <div key={t.treatment} className="contents">
                <dt className="text-muted">{VAT_TREATMENT_LABELS[t.treatment]}</dt>
                <dd className="text-right tabular-nums">{formatPence(t.grossPence)}</dd>
                <dd className="text-right tabular-nums" data-testid={`vat-treatment-${t.treatment}`}>{t.treatment === 'margin' ? 'VAT due on margins ' : 'VAT '}{formatPence(t.vatPence)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
