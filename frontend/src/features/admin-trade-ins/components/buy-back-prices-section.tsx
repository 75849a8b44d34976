// The buy-back price list: what the shop pays by model, storage and grade. Staff with the permission
// change a row or import the whole list from a CSV (model, storage, grade, price), all or nothing.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatPence } from '../../../../../shared/money';
import { GRADES, type Grade } from '../../../../../shared/trade-ins/grading';
import { Notice } from '../../../components/form/notice';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { parsePounds } from '../../../utils/intake-form';
import { buyBackPricesQueryOptions, useDeletePrice, useImportPrices, useSavePrice } from '../api/trade-ins';
import { SelectField } from '../../../components/form/select-field';

export function BuyBackPricesSection({ mayChange }: { mayChange: boolean }) {
  const prices = useQuery(buyBackPricesQueryOptions());
  const remove = useDeletePrice();
  return (
    <section aria-labelledby="prices-title" className="grid gap-3">
      <h2 id="prices-title" className="text-xl font-semibold">
        Buy-back prices
      </h2>
      <QueryContent query={prices} loadingLabel="Loading the buy-back prices" failedTitle="The buy-back prices could not be loaded">
        {(data) => (
          <DataTable
            label="Buy-back prices"
            rows={data.prices}
            empty={<p className="text-muted">No buy-back prices yet.</p>}
            head={
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3">Model</th>
                  <th scope="col" className="pr-3">Storage</th>
                  <th scope="col" className="pr-3">Grade</th>
                  <th scope="col" className="pr-3 text-right">Price</th>
                  {mayChange ? <th scope="col"><span className="sr-only">Remove</span></th> : null}
                </tr>
              </thead>
            }
          >
            {(p) => (
              <tr key={`${p.model}#${p.storage}#${p.grade}`} className="border-b border-border">
                <td className="py-2 pr-3">{p.model}</td>
                <td className="pr-3">{p.storage}</td>
                <td className="pr-3">{p.grade}</td>
                <td className="pr-3 text-right">{formatPence(p.pricePence)}</td>
                {mayChange ? (
                  <td className="text-right">
                    <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(p, { onError: (e) => toast({ title: 'That did not work', description: serverMessage(e), variant: 'destructive' }) })}>
                      Remove <span className="sr-only">{`${p.model} ${p.storage} grade ${p.grade}`}</span>
                    </Button>
                  </td>
                ) : null}
              </tr>
            )}
          </DataTable>
        )}
      </QueryContent>
      {mayChange ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <PriceRowForm />
          <ImportForm />
        </div>
      ) : null}
    </section>
  );
}

function PriceRowForm() {
  const save = useSavePrice();
  const [model, setModel] = useState('');
  const [storage, setStorage] = useState('');
  const [grade, setGrade] = useState<Grade | ''>('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePounds(price, 'Price');
    if ('error' in parsed || parsed.pence === null) return setProblem('error' in parsed ? parsed.error : 'Enter the price');
    if (!grade) return setProblem('Choose the grade');
    setProblem(null);
    save.mutate({ model, storage, grade, pricePence: parsed.pence }, { onSuccess: () => toast({ title: 'Price saved', variant: 'success' }), onError: (e) => setProblem(serverMessage(e)) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Set a buy-back price" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h3 className="font-semibold">Set a price</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Model" name="price-model" value={model} onChange={(e) => setModel(e.target.value)} />
        <TextField label="Storage" name="price-storage" value={storage} onChange={(e) => setStorage(e.target.value)} placeholder="128GB" />
        <SelectField label="Grade" name="price-grade" value={grade} options={GRADES.map((g) => ({ value: g, label: `Grade ${g}` }))} onChange={setGrade} />
        <TextField label="Price (£)" name="price-pounds" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      </div>
      {problem ? <Notice tone="error" role="alert">{problem}</Notice> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save the price
        </Button>
      </div>
    </form>
  );
}

function ImportForm() {
  const importList = useImportPrices();
  const [csv, setCsv] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    importList.mutate(csv, {
      onSuccess: (r) => {
        setCsv('');
        toast({ title: `Imported ${r.rows} prices`, variant: 'success' });
      },
      onError: (error) => {
        const rows = error instanceof ApiError ? (error.body as { errors?: { message: string }[] } | null)?.errors : undefined;
        setErrors([serverMessage(error), ...(Array.isArray(rows) ? rows.map((r) => r.message) : [])]);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Import buy-back prices" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h3 className="font-semibold">Import from CSV</h3>
      <label className="grid gap-1.5 text-sm">
        CSV file
        <input type="file" accept=".csv,text/csv" onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)} />
      </label>
      <TextAreaField label="Or paste it: model, storage, grade, price" name="csv" rows={5} value={csv} onChange={(e) => setCsv(e.target.value)} hint="Importing replaces the whole list." />
      {errors.length ? (
        <Notice tone="error" role="alert">
          <ul className="grid gap-1">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" disabled={importList.isPending || csv.trim() === ''}>
          Import
        </Button>
      </div>
    </form>
  );
}
