// /admin/partfinder: a part for a device model and part type, from our shelves (with location) and
// the suppliers' price lists (cost, lead time). Opened from a job sheet (?job=&model=) it adds a
// stock part to the job's lines, or orders a supplier's part for the job.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { generatePath, Link, useNavigate, useSearchParams } from 'react-router';
import { ulid } from 'ulid';
import { formatPence } from '../../../../../shared/money';
import { PART_TYPE_NAMES, PART_TYPES, type PartType } from '../../../../../shared/suppliers/parts';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { parsePounds } from '../../../utils/intake-form';
import { jobQueryOptions, partsQueryOptions, useOrderPart, useReservePart } from '../api/part-finder';

const selectClasses = 'h-11 rounded-lg border border-border-strong bg-background px-3';

export function PartFinderPage() {
  useDocumentTitle('Part finder');
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const jobQr = search.get('job') ?? '';
  const job = useQuery(jobQueryOptions(jobQr));
  const model = search.get('model') ?? job.data?.device.model ?? '';
  const typeParam = search.get('type');
  const partType = PART_TYPES.includes(typeParam as PartType) ? (typeParam as PartType) : undefined;
  const [typedModel, setTypedModel] = useState(model);
  const [typedType, setTypedType] = useState<string>(partType ?? '');
  const [salePrice, setSalePrice] = useState('');
  const parts = useQuery(partsQueryOptions(model, partType));
  const reserve = useReservePart();
  const order = useOrderPart();
  const sale = parsePounds(salePrice, 'Sale price');
  const salePence = 'pence' in sale && sale.pence !== null ? sale.pence : undefined;
  // What the role may see and do: cost prices, supplier orders, a job's lines (decision 254).
  const { user } = useAuth();
  const seesCosts = can(user, 'inventory.costs');
  const orders = can(user, 'purchasing.orders');
  const addsToJob = Boolean(jobQr) && can(user, 'jobs.price');
  const failed = (error: unknown) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' });

  const find = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (jobQr) next.set('job', jobQr);
    if (typedModel.trim()) next.set('model', typedModel.trim());
    if (typedType) next.set('type', typedType);
    setSearch(next);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Part finder</h1>
        {job.data ? (
          <p className="text-muted">
            For job{' '}
            <Link to={generatePath(paths.adminJob, { qrCode: job.data.qrCode })} className="text-primary underline">
              {job.data.jobNumber}
            </Link>
            : {job.data.device.make} {job.data.device.model} ({job.data.status})
          </p>
        ) : null}
      </header>
      <form role="search" onSubmit={find} className="grid items-end gap-4 sm:grid-cols-[2fr_1fr_auto]">
        <TextField label="Device model" name="model" value={typedModel} onChange={(e) => setTypedModel(e.target.value)} placeholder="iPhone 13" />
        <label className="grid gap-1.5 text-sm font-medium">
          Part type
          <select value={typedType} onChange={(e) => setTypedType(e.target.value)} className={selectClasses}>
            <option value="">Any part</option>
            {PART_TYPES.map((t) => (
              <option key={t} value={t}>
                {PART_TYPE_NAMES[t]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Find parts</Button>
      </form>
      {jobQr ? (
        <div className="max-w-xs">
          <TextField label="Sale price for the job (£, with VAT)" name="salePrice" optional inputMode="decimal" value={salePrice} onChange={(e) => setSalePrice(e.target.value)} error={'error' in sale ? sale.error : undefined} hint="Empty: the part's shop price" />
        </div>
      ) : null}
      {!model ? (
        <p className="text-muted">Enter a device model to see the parts for it.</p>
      ) : (
        <QueryContent query={parts} loadingLabel="Finding parts" failedTitle="The parts could not be found">
          {(data) => (
            <>
              <section aria-labelledby="stock-title" className="grid gap-3">
                <h2 id="stock-title" className="text-xl font-semibold">
                  In stock for {model}
                </h2>
                <DataTable
                  label="Parts in stock"
                  rows={data.stock}
                  empty={<p className="text-muted">None of our parts fit this model{partType ? ` (${PART_TYPE_NAMES[partType].toLowerCase()})` : ''}.</p>}
                  head={
                    <thead>
                      <tr className="border-b border-border">
                        <th scope="col" className="py-2 pr-3">Part</th>
                        <th scope="col" className="pr-3">SKU</th>
                        <th scope="col" className="pr-3">Location</th>
                        <th scope="col" className="pr-3 text-right">Available</th>
                        {seesCosts ? <th scope="col" className="pr-3 text-right">Cost</th> : null}
                        <th scope="col" className="pr-3 text-right">Price</th>
                        {addsToJob ? <th scope="col"><span className="sr-only">Add to the job</span></th> : null}
                      </tr>
                    </thead>
                  }
                >
                  {(p) => (
                    <tr key={p.productId} className="border-b border-border">
                      <td className="py-2 pr-3">
                        <Link to={generatePath(paths.adminInventoryItem, { id: p.productId })} className="text-primary underline">
                          {p.name}
                        </Link>
                      </td>
                      <td className="pr-3">{p.sku}</td>
                      <td className="pr-3">{p.location ?? 'Not recorded'}</td>
                      <td className="pr-3 text-right" data-testid={`available-${p.sku}`}>{p.available}</td>
                      {seesCosts ? <td className="pr-3 text-right">{p.costPence === undefined ? 'Not known' : formatPence(p.costPence)}</td> : null}
                      <td className="pr-3 text-right">{formatPence(p.pricePence)}</td>
                      {addsToJob ? (
                        <td className="py-1 text-right">
                          <Button
                            size="sm"
                            aria-label={`Add to job: ${p.name}`}
                            disabled={reserve.isPending || p.available < 1 || 'error' in sale}
                            onClick={() =>
                              reserve.mutate(
                                { jobQr, productId: p.productId, quantity: 1, salePence, requestId: ulid() },
                                { onSuccess: (j) => toast({ title: `${p.name} added to job ${j.jobNumber}`, variant: 'success' }), onError: failed },
                              )
                            }
                          >
                            Add to job
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  )}
                </DataTable>
              </section>
              <section aria-labelledby="supplier-parts-title" className="grid gap-3">
                <h2 id="supplier-parts-title" className="text-xl font-semibold">
                  From suppliers
                </h2>
                <DataTable
                  label="Parts from suppliers"
                  rows={data.suppliers}
                  empty={<p className="text-muted">No supplier's price list has this part.</p>}
                  head={
                    <thead>
                      <tr className="border-b border-border">
                        <th scope="col" className="py-2 pr-3">Supplier</th>
                        <th scope="col" className="pr-3">Supplier SKU</th>
                        <th scope="col" className="pr-3">Description</th>
                        {seesCosts ? <th scope="col" className="pr-3 text-right">Cost</th> : null}
                        <th scope="col" className="pr-3 text-right">Lead time</th>
                        {orders ? <th scope="col"><span className="sr-only">Order</span></th> : null}
                      </tr>
                    </thead>
                  }
                >
                  {(p) => (
                    <tr key={`${p.supplierId}-${p.supplierSku}`} className="border-b border-border">
                      <td className="py-2 pr-3">{p.supplierName}</td>
                      <td className="pr-3">{p.supplierSku}</td>
                      <td className="pr-3">{p.description}</td>
                      {seesCosts ? <td className="pr-3 text-right">{p.costPence === undefined ? 'Not known' : formatPence(p.costPence)}</td> : null}
                      <td className="pr-3 text-right">{p.leadTimeDays} days</td>
                      {orders ? (
                      <td className="py-1 text-right">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`${jobQr ? 'Order for job' : 'Order'}: ${p.supplierSku} from ${p.supplierName}`}
                          disabled={order.isPending || 'error' in sale}
                          onClick={() =>
                            order.mutate(
                              { supplierId: p.supplierId, supplierSku: p.supplierSku, quantity: 1, jobQr: jobQr || undefined, salePence: jobQr ? salePence : undefined },
                              { onSuccess: (o) => navigate(`${paths.adminSuppliers}?order=${o.id}`), onError: failed },
                            )
                          }
                        >
                          {jobQr ? 'Order for job' : 'Order'}
                        </Button>
                      </td>
                      ) : null}
                    </tr>
                  )}
                </DataTable>
              </section>
            </>
          )}
        </QueryContent>
      )}
    </div>
  );
}
