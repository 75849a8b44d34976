import { describe, expect, it } from 'vitest';
import { ean13FromDetections } from '../../../frontend/src/components/barcode/ean13-from-detections';
import { ean13 } from '../../../shared/schemas/shop/ean13';

describe('ean13FromDetections', () => {
  const good = ean13('501234567890');

  it('takes the first EAN-13 with a valid check digit', () => {
    const misread = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;

    expect(ean13FromDetections([{ format: 'ean_13', rawValue: misread }, { format: 'qr_code', rawValue: good }, { format: 'ean_13', rawValue: good }])).toBe(good);
  });

  it('gives nothing while no valid EAN-13 is in view', () => {
    expect(ean13FromDetections([])).toBeNull();
    expect(ean13FromDetections([{ format: 'ean_13', rawValue: '123' }])).toBeNull();
  });
});
