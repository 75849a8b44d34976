// The seeded price list: 39 popular models across Apple, Samsung, Google, Sony, Nintendo and Xbox.
// Prices are in pence; a screen with two prices has original and high-quality compatible grades.
import type { PriceInput } from '../../../shared/schemas/content/services';
import type { DeviceType } from '../../../shared/schemas/repairs/device';

interface ModelPrices {
  make: string;
  model: string;
  type: DeviceType;
  /** [original, compatible] or one price. */
  screen?: readonly [number, number] | number;
  battery?: number;
  port?: number;
  backGlass?: number;
  camera?: number;
  hdmi?: number;
  drift?: number;
  clean?: number;
}

const MODELS: readonly ModelPrices[] = [
  { make: 'Apple', model: 'iPhone 11', type: 'phone', screen: [11900, 7900], battery: 5900, port: 5900, backGlass: 7900, camera: 6900 },
  { make: 'Apple', model: 'iPhone 12', type: 'phone', screen: [16900, 9900], battery: 6900, port: 6900, backGlass: 8900, camera: 7900 },
  { make: 'Apple', model: 'iPhone 12 Pro', type: 'phone', screen: [17900, 10900], battery: 6900, port: 6900, backGlass: 8900, camera: 9900 },
  { make: 'Apple', model: 'iPhone 13', type: 'phone', screen: [18900, 11900], battery: 7900, port: 7900, backGlass: 9900, camera: 8900 },
  { make: 'Apple', model: 'iPhone 13 Pro', type: 'phone', screen: [22900, 13900], battery: 7900, port: 7900, backGlass: 9900, camera: 11900 },
  { make: 'Apple', model: 'iPhone 14', type: 'phone', screen: [19900, 12900], battery: 8900, port: 8900, backGlass: 10900, camera: 9900 },
  { make: 'Apple', model: 'iPhone 14 Pro', type: 'phone', screen: [27900, 15900], battery: 8900, port: 8900, backGlass: 11900, camera: 12900 },
  { make: 'Apple', model: 'iPhone 15', type: 'phone', screen: [22900, 14900], battery: 9900, port: 9900, backGlass: 11900, camera: 10900 },
  { make: 'Apple', model: 'iPhone 15 Pro', type: 'phone', screen: [29900, 17900], battery: 9900, port: 9900, backGlass: 12900, camera: 13900 },
  { make: 'Apple', model: 'iPhone 15 Pro Max', type: 'phone', screen: [32900, 19900], battery: 9900, port: 9900, backGlass: 13900, camera: 14900 },
  { make: 'Apple', model: 'iPhone 16', type: 'phone', screen: [24900, 16900], battery: 10900, port: 10900, backGlass: 12900, camera: 11900 },
  { make: 'Apple', model: 'iPhone 16 Pro', type: 'phone', screen: [32900, 19900], battery: 10900, port: 10900, backGlass: 13900, camera: 14900 },
  { make: 'Apple', model: 'iPhone SE (2022)', type: 'phone', screen: [8900, 5900], battery: 4900, port: 5900, camera: 5900 },
  { make: 'Apple', model: 'iPad (9th generation)', type: 'tablet', screen: 8900, battery: 8900, port: 7900 },
  { make: 'Apple', model: 'iPad (10th generation)', type: 'tablet', screen: 14900, battery: 9900, port: 8900 },
  { make: 'Apple', model: 'iPad Air (5th generation)', type: 'tablet', screen: 22900, battery: 10900, port: 9900 },
  { make: 'Apple', model: 'iPad Pro 11-inch (4th generation)', type: 'tablet', screen: 34900, battery: 12900, port: 10900 },
  { make: 'Samsung', model: 'Galaxy S21', type: 'phone', screen: [16900, 10900], battery: 6900, port: 6900, backGlass: 5900, camera: 7900 },
  { make: 'Samsung', model: 'Galaxy S22', type: 'phone', screen: [17900, 11900], battery: 6900, port: 6900, backGlass: 5900, camera: 7900 },
  { make: 'Samsung', model: 'Galaxy S23', type: 'phone', screen: [18900, 12900], battery: 7900, port: 7900, backGlass: 6900, camera: 8900 },
  { make: 'Samsung', model: 'Galaxy S24', type: 'phone', screen: [19900, 13900], battery: 8900, port: 7900, backGlass: 6900, camera: 9900 },
  { make: 'Samsung', model: 'Galaxy S24 Ultra', type: 'phone', screen: [32900, 21900], battery: 8900, port: 8900, backGlass: 7900, camera: 12900 },
  { make: 'Samsung', model: 'Galaxy A15', type: 'phone', screen: 6900, battery: 4900, port: 4900 },
  { make: 'Samsung', model: 'Galaxy A54', type: 'phone', screen: [11900, 8900], battery: 5900, port: 5900, backGlass: 4900 },
  { make: 'Samsung', model: 'Galaxy Tab S8', type: 'tablet', screen: 24900, battery: 9900, port: 8900 },
  { make: 'Google', model: 'Pixel 7', type: 'phone', screen: [13900, 9900], battery: 6900, port: 6900, backGlass: 6900, camera: 7900 },
  { make: 'Google', model: 'Pixel 7a', type: 'phone', screen: [10900, 7900], battery: 5900, port: 5900 },
  { make: 'Google', model: 'Pixel 8', type: 'phone', screen: [15900, 10900], battery: 7900, port: 6900, backGlass: 7900, camera: 8900 },
  { make: 'Google', model: 'Pixel 8 Pro', type: 'phone', screen: [22900, 14900], battery: 7900, port: 7900, backGlass: 8900, camera: 10900 },
  { make: 'Sony', model: 'PlayStation 5', type: 'console', hdmi: 9900, clean: 6900 },
  { make: 'Sony', model: 'PlayStation 4', type: 'console', hdmi: 7900, clean: 4900 },
  { make: 'Sony', model: 'DualSense controller', type: 'console', drift: 3900, battery: 3500, port: 3500 },
  { make: 'Nintendo', model: 'Switch', type: 'console', screen: 7900, battery: 5900, port: 6900, clean: 4900 },
  { make: 'Nintendo', model: 'Switch OLED', type: 'console', screen: 12900, battery: 5900, port: 6900, clean: 4900 },
  { make: 'Nintendo', model: 'Switch Lite', type: 'console', screen: 6900, battery: 4900, port: 5900, drift: 3900 },
  { make: 'Nintendo', model: 'Joy-Con', type: 'console', drift: 2500 },
  { make: 'Microsoft', model: 'Xbox Series X', type: 'console', hdmi: 9900, clean: 6900 },
  { make: 'Microsoft', model: 'Xbox Series S', type: 'console', hdmi: 8900, clean: 5900 },
  { make: 'Microsoft', model: 'Xbox One', type: 'console', hdmi: 7900, clean: 4900 },
  { make: 'Microsoft', model: 'Xbox Wireless Controller', type: 'console', drift: 3500 },
];

function row(m: ModelPrices, serviceId: string, price: number, extra: Partial<PriceInput> = {}): PriceInput {
  return { serviceId, make: m.make, model: m.model, deviceType: m.type, kind: 'fixed', pricePence: price, ...extra };
}

function rowsOf(m: ModelPrices): PriceInput[] {
  const rows: PriceInput[] = [];
  if (typeof m.screen === 'number') rows.push(row(m, 'screen-repair', m.screen));
  else if (m.screen) {
    rows.push(row(m, 'screen-repair', m.screen[1], { kind: 'from', grades: [{ name: 'Original', pricePence: m.screen[0] }, { name: 'High-quality compatible', pricePence: m.screen[1] }] }));
  }
  if (m.battery) rows.push(row(m, 'battery-replacement', m.battery));
  if (m.port) rows.push(row(m, 'charging-port-repair', m.port));
  if (m.backGlass) rows.push(row(m, 'back-glass-repair', m.backGlass));
  if (m.camera) rows.push(row(m, 'camera-repair', m.camera));
  if (m.hdmi) rows.push(row(m, 'console-hdmi-port-repair', m.hdmi));
  if (m.drift) rows.push(row(m, 'controller-drift-repair', m.drift, { duration: m.model === 'Joy-Con' ? '45 minutes' : undefined }));
  if (m.clean) rows.push(row(m, 'console-deep-clean', m.clean));
  // Water damage is priced after inspection; data transfer has one price per kind of device.
  if (m.type !== 'console' || m.model.startsWith('Switch')) rows.push({ serviceId: 'water-damage-recovery', make: m.make, model: m.model, deviceType: m.type, kind: 'from', pricePence: 4900 });
  else rows.push({ serviceId: 'water-damage-recovery', make: m.make, model: m.model, deviceType: m.type, kind: 'quote' });
  if (m.type !== 'console') rows.push(row(m, 'data-transfer', m.type === 'tablet' ? 3900 : 2900));
  return rows;
}

export const SEED_PRICES: readonly PriceInput[] = MODELS.flatMap(rowsOf);
export const SEED_MODEL_COUNT = MODELS.length;
