// Picks the code to use from what the camera's BarcodeDetector saw: the first EAN-13 whose check
// digit is right (a misread one is ignored and the camera keeps looking).
import { isValidEan13 } from '../../../../shared/schemas/shop/ean13';

export interface DetectedBarcode {
  format: string;
  rawValue: string;
}

export function ean13FromDetections(detections: readonly DetectedBarcode[]): string | null {
  return detections.find((each) => each.format === 'ean_13' && isValidEan13(each.rawValue))?.rawValue ?? null;
}
