// A custom item: anything not in the catalogue, with a note, typed in pounds, and its VAT treatment (decision 357).
import { useState, type FormEvent } from 'react';
import { CUSTOM_LINE_VAT_TREATMENTS, type CustomLineVatTreatment } from '../../../../../shared/sales/vat-treatments';
import { TextField } from '../../../components/form/text-field';
import { VatTreatmentField } from '../../../components/form/vat-treatment-field';
import { Button } from '../../../components/ui/button';
import { parsePounds } from '../../../utils/intake-form';

export function CustomItemForm({ onAdd }: { onAdd: (item: { description: string; note?: string; quantity: number; unitPence: number; vatTreatment: CustomLineVatTreatment }) => void }) {
  const [description, setDescription] = useState('');
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [vatTreatment, setVatTreatment] = useState<CustomLineVatTreatment>('standard');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const unit = parsePounds(price, 'Price');
    if (!description.trim()) found.description = 'Description is required';
    if (!/^\d{1,2}$/.test(quantity.trim()) || Number(quantity) < 1) found.quantity = 'Quantity must be a whole number from 1 to 99';
    if ('error' in unit) found.price = unit.error;
    else if (!unit.pence) found.price = 'Price is required';
    setErrors(found);
    if (Object.keys(found).length || 'error' in unit || !unit.pence) return;
    onAdd({ description: description.trim(), note: note.trim() || undefined, quantity: Number(quantity), unitPence: unit.pence, vatTreatment });
    setDescription('');
    setNote('');
    setQuantity('1');
    setPrice('');
    setVatTreatment('standard');
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a custom item" className="grid gap-3">
      <TextField label="Custom item" name="custom-description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
      <TextField label="Note" name="custom-note" optional value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Quantity" name="custom-quantity" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={errors.quantity} />
        <TextField label="Price each (£)" name="custom-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} error={errors.price} />
      </div>
      <VatTreatmentField value={vatTreatment} onChange={(value) => setVatTreatment(value as CustomLineVatTreatment)} options={CUSTOM_LINE_VAT_TREATMENTS} />
      <Button type="submit" variant="secondary">Add custom item</Button>
    </form>
  );
}
