// A serialised product scanned by its barcode (refurbished devices, decision 148): staff pick the
// unit being sold by its IMEI/serial, grade and condition. Scanning the unit's IMEI or serial adds it
// directly instead. It takes focus when it opens (its first unit, or Cancel), and Esc cancels it.
import { formatPence } from '../../../../../shared/money';
import type { TillItem } from '../../../../../shared/schemas/sales/till-lookup';
import { Button } from '../../../components/ui/button';

export function UnitPicker({ item, onPick, onCancel }: { item: TillItem; onPick: (item: TillItem) => void; onCancel: () => void }) {
  const units = item.units ?? [];
  return (
    <section aria-labelledby="unit-picker-title" onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), onCancel())} className="grid gap-3 rounded-xl border border-accent/60 bg-accent/10 p-4">
      <h2 id="unit-picker-title" className="font-semibold">
        Which {item.description}? {formatPence(item.unitPence)} each
      </h2>
      {units.length === 0 ? <p className="text-sm">No unit of {item.description} is in stock.</p> : null}
      <ul className="grid gap-2">
        {units.map((unit, i) => (
          <li key={unit.unitId}>
            <Button
              autoFocus={i === 0}
              variant="outline"
              className="h-auto min-h-11 w-full justify-start text-left"
              onClick={() =>
                onPick({ ...item, units: undefined, unitId: unit.unitId, serial: unit.serial, grade: unit.grade, notes: unit.notes, available: 1, description: `${item.description} (IMEI/serial ${unit.serial}, grade ${unit.grade})` })
              }
            >
              IMEI/serial {unit.serial}, grade {unit.grade}
              {unit.notes ? `: ${unit.notes}` : ''}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="ghost" autoFocus={units.length === 0} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
