// The demo catalogue `npm start` seeds (issue 14): 44 products over every category, each with an
// EAN-13 made from a fixed prefix, its stock, and an image the seed draws (no network) of what it is.
import { ean13 } from '../../shared/schemas/shop/ean13';
import type { ProductCategory } from '../../shared/schemas/shop/product';
import { seedDrawing, type SeedPicture } from './seed-pictures';

export interface SeedProduct {
  name: string;
  category: ProductCategory;
  /** What its picture draws: a speaker, a cable, a game's case... (seed-pictures.ts). */
  picture: SeedPicture;
  pricePence: number;
  compareAtPence?: number;
  models: string[];
  stock: number;
  description: string;
  /** Refurbished devices: one unit per grade letter. */
  units?: ('A' | 'B' | 'C')[];
}

const IPHONES = ['iPhone 13', 'iPhone 14', 'iPhone 15', 'iPhone 15 Pro'];
const GALAXIES = ['Galaxy S23', 'Galaxy S24', 'Galaxy A54'];

export const SEED_PRODUCTS: SeedProduct[] = [
  { name: 'Clear case for iPhone 15', category: 'cases', picture: 'case', pricePence: 1299, models: ['iPhone 15'], stock: 14, description: 'Slim, scratch-resistant clear case with raised edges that keep the screen and camera off the table.' },
  { name: 'Leather wallet case for iPhone 14', category: 'cases', picture: 'case', pricePence: 2499, compareAtPence: 2999, models: ['iPhone 14'], stock: 6, description: 'Genuine leather folio with three card slots and a magnetic clasp.' },
  { name: 'Rugged armour case for Galaxy S24', category: 'cases', picture: 'case', pricePence: 1999, models: ['Galaxy S24'], stock: 9, description: 'Dual-layer case tested to 2 m drops, with a kickstand.' },
  { name: 'Silicone case for iPhone 13', category: 'cases', picture: 'case', pricePence: 999, models: ['iPhone 13'], stock: 2, description: 'Soft-touch silicone with a microfibre lining.' },
  { name: 'MagSafe clear case for iPhone 15 Pro', category: 'cases', picture: 'case', pricePence: 1799, models: ['iPhone 15 Pro'], stock: 11, description: 'Clear case with built-in magnets for MagSafe chargers and wallets.' },
  { name: 'Slim case for Galaxy A54', category: 'cases', picture: 'case', pricePence: 899, models: ['Galaxy A54'], stock: 0, description: 'Featherweight matte case in black.' },
  { name: 'Switch OLED protective shell', category: 'cases', picture: 'case', pricePence: 1499, models: ['Nintendo Switch OLED'], stock: 5, description: 'Hard shell that docks without removal.' },
  { name: 'Tempered glass for iPhone 15', category: 'screen-protectors', picture: 'screen-protector', pricePence: 999, models: ['iPhone 15'], stock: 25, description: '9H tempered glass with an alignment frame for a bubble-free fit. Fitted free in the shop.' },
  { name: 'Tempered glass for iPhone 14', category: 'screen-protectors', picture: 'screen-protector', pricePence: 999, models: ['iPhone 14', 'iPhone 13'], stock: 18, description: '9H tempered glass, fits the iPhone 13 and 14.' },
  { name: 'Privacy glass for iPhone 15 Pro', category: 'screen-protectors', picture: 'screen-protector', pricePence: 1499, models: ['iPhone 15 Pro'], stock: 7, description: 'Darkens the screen to anyone beside you.' },
  { name: 'Curved glass for Galaxy S24', category: 'screen-protectors', picture: 'screen-protector', pricePence: 1299, models: ['Galaxy S24'], stock: 3, description: 'Edge-to-edge curved glass that works with the fingerprint reader.' },
  { name: 'Film protector for Galaxy S23', category: 'screen-protectors', picture: 'screen-protector', pricePence: 699, models: ['Galaxy S23'], stock: 12, description: 'Self-healing TPU film, two in a pack.' },
  { name: 'Switch OLED screen protector', category: 'screen-protectors', picture: 'screen-protector', pricePence: 799, models: ['Nintendo Switch OLED'], stock: 10, description: 'Tempered glass for the 7-inch OLED screen.' },
  { name: '20 W USB-C charger', category: 'chargers-and-cables', picture: 'plug-charger', pricePence: 1499, models: [...IPHONES, ...GALAXIES], stock: 30, description: 'Fast-charges an iPhone to 50% in about 30 minutes. UK plug.' },
  { name: '45 W USB-C charger', category: 'chargers-and-cables', picture: 'plug-charger', pricePence: 2499, models: GALAXIES, stock: 8, description: 'Super Fast Charging 2.0 for Samsung phones. UK plug.' },
  { name: 'USB-C to Lightning cable, 1 m', category: 'chargers-and-cables', picture: 'cable', pricePence: 999, models: ['iPhone 13', 'iPhone 14'], stock: 22, description: 'MFi-certified braided cable.' },
  { name: 'USB-C to USB-C cable, 2 m', category: 'chargers-and-cables', picture: 'cable', pricePence: 1199, models: ['iPhone 15', 'iPhone 15 Pro', ...GALAXIES], stock: 16, description: 'Braided 60 W cable, long enough for the sofa.' },
  { name: 'MagSafe wireless charger', category: 'chargers-and-cables', picture: 'wireless-charger', pricePence: 2999, compareAtPence: 3499, models: IPHONES, stock: 4, description: '15 W magnetic wireless charger with a 1 m cable.' },
  { name: 'Car charger, dual USB-C', category: 'chargers-and-cables', picture: 'car-charger', pricePence: 1599, models: [...IPHONES, ...GALAXIES], stock: 1, description: 'Two 30 W ports for the cigarette lighter socket.' },
  { name: 'Power bank 10,000 mAh', category: 'chargers-and-cables', picture: 'power-bank', pricePence: 2499, models: [...IPHONES, ...GALAXIES], stock: 9, description: 'Charges a phone about twice; USB-C in and out.' },
  { name: 'Wireless earbuds', category: 'audio', picture: 'earbuds', pricePence: 3999, compareAtPence: 4999, models: [], stock: 7, description: 'Bluetooth 5.3 earbuds with a charging case and 24 hours of play.' },
  { name: 'USB-C wired earphones', category: 'audio', picture: 'earphones', pricePence: 1299, models: ['iPhone 15', 'iPhone 15 Pro', ...GALAXIES], stock: 15, description: 'In-line microphone and volume controls.' },
  { name: 'Lightning to 3.5 mm adapter', category: 'audio', picture: 'cable', pricePence: 899, models: ['iPhone 13', 'iPhone 14'], stock: 2, description: 'Use wired headphones with a Lightning iPhone.' },
  { name: 'Bluetooth speaker', category: 'audio', picture: 'speaker', pricePence: 2999, models: [], stock: 5, description: 'Splash-proof speaker with 12 hours of battery.' },
  { name: 'Gaming headset for consoles', category: 'audio', picture: 'headset', pricePence: 3499, models: ['PlayStation 5', 'Xbox Series X', 'Nintendo Switch OLED'], stock: 6, description: 'Over-ear headset with a flip-to-mute microphone.' },
  { name: 'iPhone 13 replacement battery', category: 'parts', picture: 'battery', pricePence: 3499, models: ['iPhone 13'], stock: 8, description: 'Replacement battery; fitting is £20 in the shop while you wait.' },
  { name: 'iPhone 14 charging port', category: 'parts', picture: 'charging-port', pricePence: 2499, models: ['iPhone 14'], stock: 3, description: 'Lightning port flex with microphones.' },
  { name: 'Galaxy S23 back glass', category: 'parts', picture: 'back-glass', pricePence: 1999, models: ['Galaxy S23'], stock: 4, description: 'Replacement back glass with adhesive, phantom black.' },
  { name: 'Switch Joy-Con analogue stick', category: 'parts', picture: 'thumbstick', pricePence: 999, models: ['Nintendo Switch OLED', 'Nintendo Switch'], stock: 20, description: 'Replacement stick for Joy-Con drift.' },
  { name: 'PS5 controller thumbsticks (pair)', category: 'parts', picture: 'thumbstick', pricePence: 1299, models: ['PlayStation 5'], stock: 10, description: 'Hall-effect replacement sticks for the DualSense.' },
  { name: 'Repair toolkit, 22 pieces', category: 'parts', picture: 'screwdriver', pricePence: 1999, models: [], stock: 5, description: 'Precision screwdrivers, spudgers and suction cup.' },
  { name: 'Refurbished iPhone 13 128 GB', category: 'refurbished-phones', picture: 'phone', pricePence: 34900, compareAtPence: 42900, models: ['iPhone 13'], stock: 0, units: ['A', 'B'], description: 'Tested on 70 points, new battery, 12 months warranty from the shop.' },
  { name: 'Refurbished iPhone 14 128 GB', category: 'refurbished-phones', picture: 'phone', pricePence: 44900, models: ['iPhone 14'], stock: 0, units: ['A'], description: 'Grade A: like new. 12 months warranty.' },
  { name: 'Refurbished iPhone 12 64 GB', category: 'refurbished-phones', picture: 'phone', pricePence: 22900, models: ['iPhone 12'], stock: 0, units: ['B', 'C', 'C'], description: 'Good working order with light marks. 12 months warranty.' },
  { name: 'Refurbished Galaxy S23 256 GB', category: 'refurbished-phones', picture: 'phone', pricePence: 37900, models: ['Galaxy S23'], stock: 0, units: ['A'], description: 'Unlocked, tested, new screen protector fitted.' },
  { name: 'Refurbished Galaxy A54 128 GB', category: 'refurbished-phones', picture: 'phone', pricePence: 17900, models: ['Galaxy A54'], stock: 0, units: ['B'], description: 'Unlocked to all networks. 12 months warranty.' },
  { name: 'Refurbished Pixel 7 128 GB', category: 'refurbished-phones', picture: 'phone', pricePence: 21900, models: ['Pixel 7'], stock: 0, units: [], description: 'Unlocked Google Pixel; back in stock soon.' },
  { name: 'Refurbished Nintendo Switch OLED', category: 'consoles-and-games', picture: 'handheld-console', pricePence: 23900, compareAtPence: 30999, models: ['Nintendo Switch OLED'], stock: 0, units: ['A'], description: 'Console, dock and Joy-Cons, cleaned and tested.' },
  { name: 'Refurbished PlayStation 5 disc edition', category: 'consoles-and-games', picture: 'console', pricePence: 36900, models: ['PlayStation 5'], stock: 0, units: ['B'], description: 'New thermal paste, cleaned fan, 12 months warranty.' },
  { name: 'Refurbished Xbox Series S', category: 'consoles-and-games', picture: 'console', pricePence: 18900, models: ['Xbox Series S'], stock: 0, units: ['A', 'A'], description: 'Cleaned and tested with a new controller.' },
  { name: 'DualSense controller, white', category: 'consoles-and-games', picture: 'controller', pricePence: 5499, models: ['PlayStation 5'], stock: 6, description: 'Official wireless controller.' },
  { name: 'Switch Pro controller', category: 'consoles-and-games', picture: 'controller', pricePence: 5999, models: ['Nintendo Switch OLED', 'Nintendo Switch'], stock: 3, description: 'Official Pro controller with HD rumble.' },
  { name: 'Mario Kart 8 Deluxe (Switch)', category: 'consoles-and-games', picture: 'game-case', pricePence: 3999, models: ['Nintendo Switch OLED', 'Nintendo Switch'], stock: 8, description: 'Pre-owned game, cartridge and case.' },
  { name: 'EA Sports FC 25 (PS5)', category: 'consoles-and-games', picture: 'game-case', pricePence: 2499, models: ['PlayStation 5'], stock: 4, description: 'Pre-owned disc in its case.' },
];

export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function seedSku(index: number, category: ProductCategory): string {
  return `${category.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`;
}

/** GS1 prefix 20 (restricted to in-store numbering) and the index: a valid EAN-13 per seed product. */
export function seedBarcode(index: number): string {
  return ean13(`2000000${String(index + 1).padStart(5, '0')}`);
}

const CATEGORY_COLOURS: Record<ProductCategory, string> = {
  cases: '#1d4ed8',
  'screen-protectors': '#0e7490',
  'chargers-and-cables': '#15803d',
  audio: '#7e22ce',
  parts: '#b45309',
  'refurbished-phones': '#be123c',
  'consoles-and-games': '#4338ca',
};

/** A simple product picture: the category's colour, a drawing of the kind of product and the name. */
export function seedImageSvg(product: SeedProduct): string {
  const words = product.name.replace(/&/g, 'and').split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines.map((line, i) => `<text x="400" y="${600 + i * 52}" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${line}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="${CATEGORY_COLOURS[product.category]}"/>${seedDrawing(product.picture)}${text}</svg>`;
}
