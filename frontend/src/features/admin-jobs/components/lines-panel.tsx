// Parts and labour: the lines with their totals, a form to add one (price in pounds, sent as pence)
// and a remove button per line, while the job is open.
import Trash2 from 'lucide-react/icons/trash-2';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatPence } from '../../../../../shared/money';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { parsePounds } from '../../../utils/intake-form';
import { useAddLine, useRemoveLine } from '../api/job-writes';
import { Panel } from './panel';
import { ScrollRegion } from '../../../components/ui/scroll-region';

const kinds = [
  { value: 'part', label: 'Part' },
  { value: 'labour', label: 'Labour' },
] as const;

export function LinesPanel({ job }: { job: AdminJob }) {
  const add = useAddLine(job.qrCode);
  const remove = useRemoveLine(job.qrCode);
  const open = !isClosedStatus(job.status);
  const [kind, setKind] = useState<'part' | 'labour'>('part');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [cost, setCost] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const unit = parsePounds(price, 'Price');
    const unitCost = parsePounds(cost, 'Cost');
    const found: FieldErrors = {};
    if (description.trim() === '') found.description = 'Description is required';
    if (!/^\d{1,2}$/.test(quantity.trim()) || Number(quantity) < 1) found.quantity = 'Quantity must be a whole number from 1 to 99';
    if ('error' in unit) found.unitPence = unit.error;
    else if (unit.pence === null) found.unitPence = 'Price is required';
    if ('error' in unitCost) found.costPence = unitCost.error;
    setErrors(found);
    if (Object.keys(found).length > 0 || 'error' in unit || unit.pence === null || 'error' in unitCost) return;
    add.mutate(
      { kind, description: description.trim(), quantity: Number(quantity), unitPence: unit.pence, costPence: unitCost.pence ?? undefined },
      {
        onSuccess: () => {
          setDescription('');
          setQuantity('1');
          setPrice('');
          setCost('');
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
          setErrors(fields);
          if (Object.keys(fields).length === 0) failure.onError(error);
        },
      },
    );
  };

  return (
    <Panel
      title="Parts and labour"
      aside={
        open ? (
          <Link to={`${paths.adminPartFinder}?${new URLSearchParams({ job: job.qrCode, model: job.device.model })}`} className="text-sm text-primary hover:underline">
            Find part
          </Link>
        ) : null
      }
    >
      {job.lines.length === 0 ? (
        <p className="text-sm text-subtle">No parts or labour yet.</p>
      ) : (
        <ScrollRegion label="Job lines">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Parts and labour lines</caption>
            <thead className="text-subtle">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Item</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Qty</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Cost each</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Each</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Total</th>
                {open ? <th scope="col" className="sr-only">Remove</th> : null}
              </tr>
            </thead>
            <tbody>
              {job.lines.map((line) => (
                <tr key={line.id} className="border-t border-border">
                  <td className="py-2 pr-3">
                    <span className="mr-2 rounded bg-surface-raised px-1.5 py-0.5 text-xs text-muted">{line.kind === 'part' ? 'Part' : 'Labour'}</span>
                    {line.description}
                  </td>
                  <td className="py-2 pr-3 text-right">{line.quantity}</td>
                  <td className="py-2 pr-3 text-right text-muted">{line.costPence === undefined ? '' : formatPence(line.costPence)}</td>
                  <td className="py-2 pr-3 text-right">{formatPence(line.unitPence)}</td>
                  <td className="py-2 pr-3 text-right font-semibold">{formatPence(line.totalPence)}</td>
                  {open ? (
                    <td className="py-2 text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${line.description}`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(line.id, { onError: failure.onError })}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <dl className="grid gap-1 border-t border-border pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Lines total</dt>
          <dd>{formatPence(job.linesTotalPence)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Amount due</dt>
          <dd data-testid="amount-due">{formatPence(job.amountDuePence)}</dd>
        </div>
        {!job.charged ? <p className="text-xs text-subtle">Warranty claim: recorded for the workshop, not charged.</p> : null}
      </dl>
      {open ? (
        <form onSubmit={onSubmit} noValidate aria-label="Add a part or labour" className="grid gap-4 border-t border-border pt-4">
          <ChoiceField legend="Kind" name="line-kind" value={kind} options={kinds} onChange={setKind} />
          <TextField label="Description" name="description" value={description} onChange={(event) => setDescription(event.target.value)} error={errors.description} />
          <div className="grid grid-cols-2 gap-4">
            <TextField label="Quantity" name="quantity" inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} error={errors.quantity} />
            <TextField label="Price each (£)" name="unitPence" inputMode="decimal" placeholder="49.99" value={price} onChange={(event) => setPrice(event.target.value)} error={errors.unitPence} />
          </div>
          <TextField label="Cost each without VAT (£, optional)" name="costPence" inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} error={errors.costPence} />
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add line'}
          </Button>
        </form>
      ) : null}
      <FormFailure message={failure.message} />
    </Panel>
  );
}
