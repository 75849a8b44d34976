// A product's reordering (issue 30, decision 330): its usual supplier, that supplier's code for it
// (left blank: the product's SKU) and how many to order when it runs low. The supplier is chosen from
// the list when the member may see suppliers; otherwise the choice made by someone who may is kept.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorClasses, inputClasses, labelClasses } from '../../../components/form/field-classes';
import { TextField } from '../../../components/form/text-field';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { reorderSuppliersQueryOptions } from '../api/inventory';

export interface ReorderValues {
  supplierId: string;
  supplierSku: string;
  reorderQuantity: string;
}

/** The request's reorder fields from what was typed; blanks are left out. */
export function reorderInput(values: ReorderValues) {
  return {
    supplierId: values.supplierId || undefined,
    supplierSku: values.supplierSku.trim() || undefined,
    reorderQuantity: values.reorderQuantity.trim() === '' ? undefined : Number(values.reorderQuantity),
  };
}

export function ReorderFields({ values, sku, onChange, errors }: { values: ReorderValues; sku: string; onChange: (field: keyof ReorderValues, value: string) => void; errors: Record<string, string> }) {
  const { user } = useAuth();
  const mayList = can(user, 'purchasing.suppliers');
  const suppliers = useQuery({ ...reorderSuppliersQueryOptions(), enabled: mayList });
  const selectId = useId();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold">Reordering</legend>
      {mayList ? (
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className={labelClasses}>
            Usual supplier
          </label>
          <select id={selectId} name="supplierId" value={values.supplierId} onChange={(e) => onChange('supplierId', e.target.value)} className={inputClasses(Boolean(errors.supplierId))}>
            <option value="">None</option>
            {(suppliers.data?.suppliers ?? []).map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </select>
          {errors.supplierId ? <p className={errorClasses}>{errors.supplierId}</p> : null}
        </div>
      ) : null}
      <TextField label="Supplier's code" name="supplierSku" optional placeholder={sku} value={values.supplierSku} onChange={(e) => onChange('supplierSku', e.target.value)} error={errors.supplierSku} />
      <TextField label="Reorder quantity" name="reorderQuantity" optional inputMode="numeric" value={values.reorderQuantity} onChange={(e) => onChange('reorderQuantity', e.target.value)} error={errors.reorderQuantity} />
    </fieldset>
  );
}
