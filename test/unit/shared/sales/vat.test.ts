// VAT per rate and per line (decision 320): a rate's lines add up to its total to the penny, the
// margin scheme's VAT is 1/6 of each unit's positive margin, and saleTotals carries both.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleTotals } from '../../../../shared/sales/sale-totals';
import { VAT_TREATMENTS, vatBreakdown, vatOfLines, type VatLineInput } from '../../../../shared/sales/vat';
import { customerVat, lineVatNote, vatSummary } from '../../../../shared/sales/vat-display';

const line: fc.Arbitrary<VatLineInput> = fc.record(
  {
    treatment: fc.constantFrom(...VAT_TREATMENTS),
    grossPence: fc.integer({ min: 0, max: 1_000_000 }),
    marginCostPence: fc.integer({ min: 0, max: 1_000_000 }),
  },
  { requiredKeys: ['grossPence'] },
);

describe('vatOfLines', () => {
  it('gives each rate a total equal to the sum of its lines, to the penny', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const { lineVat, vat } = vatOfLines(lines);
        for (const rate of vat.rates!) {
          const at = lines.flatMap((l, i) => ((l.treatment ?? 'standard') === rate.treatment ? [i] : []));
          expect(at.reduce((sum, i) => sum + lineVat[i]!, 0)).toBe(rate.vatPence);
          expect(at.reduce((sum, i) => sum + lines[i]!.grossPence, 0)).toBe(rate.grossPence);
          expect(rate.netPence + rate.vatPence).toBe(rate.grossPence);
        }
        expect(vat.grossPence).toBe(lines.reduce((sum, l) => sum + l.grossPence, 0));
        expect(vat.netPence + vat.vatPence).toBe(vat.grossPence);
      }),
    );
  });

  it("reckons a rate's VAT once on its total, within half a penny of the exact fraction", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const { vat } = vatOfLines(lines);
        for (const rate of vat.rates!.filter((r) => r.treatment === 'standard' || r.treatment === 'reduced')) {
          expect(Math.abs(rate.vatPence - (rate.grossPence * rate.ratePercent) / (100 + rate.ratePercent))).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });

  it('shows the VAT of every rate but the margin scheme, whose VAT due is kept apart', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const { vat } = vatOfLines(lines);
        const margin = vat.rates!.find((r) => r.treatment === 'margin');
        expect(vat.vatPence).toBe(vat.rates!.filter((r) => r.treatment !== 'margin').reduce((sum, r) => sum + r.vatPence, 0));
        expect(vat.marginVatPence).toBe(margin?.vatPence);
      }),
    );
  });

  it('charges no VAT on zero-rated, exempt and outside the scope lines', () => {
    const { lineVat, vat } = vatOfLines([
      { treatment: 'zero', grossPence: 1000 },
      { treatment: 'exempt', grossPence: 2000 },
      { treatment: 'outside', grossPence: 3000 },
    ]);
    expect(lineVat).toEqual([0, 0, 0]);
    expect(vat.vatPence).toBe(0);
    expect(vat.netPence).toBe(6000);
  });

  it('takes 1/6 of the margin over the purchase price, and nothing on a loss', () => {
    const { lineVat, vat } = vatOfLines([
      { treatment: 'margin', grossPence: 30000, marginCostPence: 18000 },
      { treatment: 'margin', grossPence: 10000, marginCostPence: 12000 },
      { treatment: 'margin', grossPence: 10001, marginCostPence: 10000 },
    ]);
    expect(lineVat).toEqual([2000, 0, 0]);
    expect(vat.vatPence).toBe(0);
    expect(vat.marginVatPence).toBe(2000);
    expect(vat.netPence).toBe(50001);
  });

  it('reads a line without a treatment as standard, as vatBreakdown did', () => {
    for (const gross of [1, 599, 12345, 99999]) {
      const { vat } = vatOfLines([{ grossPence: gross }]);
      expect(vat.vatPence).toBe(vatBreakdown(gross).vatPence);
      expect(vat.rates).toEqual([{ treatment: 'standard', ratePercent: 20, netPence: vatBreakdown(gross).netPence, vatPence: vatBreakdown(gross).vatPence, grossPence: gross }]);
    }
  });

  it('splits a mixed basket per rate', () => {
    const { lineVat, vat } = vatOfLines([
      { treatment: 'standard', grossPence: 1200 },
      { treatment: 'reduced', grossPence: 2100 },
      { treatment: 'standard', grossPence: 601 },
      { treatment: 'zero', grossPence: 500 },
    ]);
    // 1801 at 20%: 300.17 -> 300, shared 200/100 by gross; 2100 at 5%: 100.
    expect(lineVat).toEqual([200, 100, 100, 0]);
    expect(vat.rates!.map((r) => [r.treatment, r.vatPence])).toEqual([
      ['standard', 300],
      ['reduced', 100],
      ['zero', 0],
    ]);
    expect(vat).toMatchObject({ vatPence: 400, grossPence: 4401, netPence: 4001 });
  });
});

describe('saleTotals VAT', () => {
  it('carries each line’s treatment and VAT after every discount, adding up to the sale’s VAT', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5 }),
            unitPence: fc.integer({ min: 1, max: 100_000 }),
            vatTreatment: fc.constantFrom(...VAT_TREATMENTS),
            marginCostPence: fc.integer({ min: 0, max: 100_000 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 0, max: 100 }),
        (lines, percent) => {
          const totals = saleTotals(
            lines.map((l, i) => ({ ...l, description: `Line ${i}` })),
            percent ? { type: 'percent', value: percent, reason: 'Test' } : undefined,
          );
          expect(totals.vat.grossPence).toBe(totals.totalPence);
          const shown = totals.lines.filter((l) => l.vatTreatment !== 'margin').reduce((sum, l) => sum + l.vatPence, 0);
          const margin = totals.lines.filter((l) => l.vatTreatment === 'margin').reduce((sum, l) => sum + l.vatPence, 0);
          expect(totals.vat.vatPence).toBe(shown);
          expect(totals.vat.marginVatPence ?? 0).toBe(margin);
          totals.lines.forEach((l, i) => {
            if (l.vatTreatment === 'margin') expect(l.vatPence).toBe(Math.round(Math.max(0, l.netPence - lines[i]!.marginCostPence * lines[i]!.quantity) / 6));
          });
        },
      ),
    );
  });
});

describe('vatSummary', () => {
  it('names each rate, and shows no VAT figure on the margin scheme', () => {
    const { vat } = vatOfLines([
      { treatment: 'standard', grossPence: 12000 },
      { treatment: 'margin', grossPence: 30000, marginCostPence: 18000 },
    ]);
    expect(vatSummary(vat)).toEqual([
      { label: 'VAT at 20% on £120.00', vatPence: 2000 },
      { label: 'Second-hand goods - margin scheme: £300.00', vatPence: null },
    ]);
  });

  it('shows a document from before VAT treatments as one standard-rate line', () => {
    expect(vatSummary(vatBreakdown(1200))).toEqual([{ label: 'VAT at 20%', vatPence: 200 }]);
  });
});

describe('what the customer sees', () => {
  it('names the margin scheme on its lines and the rate on the others but standard', () => {
    expect(lineVatNote({ vatTreatment: 'margin' })).toBe('Second-hand goods - margin scheme');
    expect(lineVatNote({ vatTreatment: 'reduced' })).toBe('VAT 5%');
    expect(lineVatNote({})).toBeNull();
  });

  it('leaves the VAT due on a margin out of the receipt a customer opens', () => {
    const { vat } = vatOfLines([
      { treatment: 'standard', grossPence: 1200 },
      { treatment: 'margin', grossPence: 30000, marginCostPence: 18000 },
    ]);
    const shown = customerVat(vat);
    expect(shown.marginVatPence).toBeUndefined();
    expect(shown.rates!.find((r) => r.treatment === 'margin')).toMatchObject({ vatPence: 0, netPence: 30000 });
    expect(shown.vatPence).toBe(200);
  });
});
