// The drawings on the demo catalogue's product pictures: one per kind of product, so a speaker, a
// cable and a game each look like what they are (issue 32; decision 252). White line art on the
// category's colour, in the 800 x 800 picture's upper part, above the product's name.

export const SEED_PICTURES = [
  'phone',
  'case',
  'screen-protector',
  'plug-charger',
  'cable',
  'wireless-charger',
  'car-charger',
  'power-bank',
  'earbuds',
  'earphones',
  'speaker',
  'headset',
  'battery',
  'charging-port',
  'back-glass',
  'thumbstick',
  'screwdriver',
  'console',
  'handheld-console',
  'controller',
  'game-case',
] as const;
export type SeedPicture = (typeof SEED_PICTURES)[number];

const phoneOutline = '<rect x="300" y="120" width="200" height="380" rx="32"/>';

/** Each kind's shapes, drawn with the picture's white stroke (no fill unless a shape sets its own). */
const DRAWINGS: Record<SeedPicture, string> = {
  phone: `${phoneOutline}<circle cx="400" cy="460" r="14" fill="#fff"/>`,
  case: '<rect x="285" y="105" width="230" height="410" rx="46" stroke-width="22"/><rect x="318" y="140" width="86" height="86" rx="22"/><path d="M525 200v60M525 290v40"/>',
  'screen-protector': `${phoneOutline}<rect x="318" y="138" width="164" height="344" rx="20" fill="#fff" fill-opacity="0.2"/><path d="M340 270l110-110M340 350l130-130M380 420l90-90"/>`,
  'plug-charger': '<rect x="290" y="230" width="220" height="220" rx="26"/><rect x="385" y="130" width="30" height="100" fill="#fff"/><rect x="300" y="180" width="50" height="30" fill="#fff"/><rect x="450" y="180" width="50" height="30" fill="#fff"/><rect x="360" y="380" width="80" height="24" rx="12"/>',
  cable: '<path d="M270 180c0 240 260 40 260 250"/><rect x="245" y="110" width="50" height="80" rx="10" fill="#fff"/><rect x="262" y="80" width="16" height="30"/><rect x="505" y="420" width="50" height="80" rx="10" fill="#fff"/><rect x="522" y="500" width="16" height="22"/>',
  'wireless-charger': '<circle cx="400" cy="300" r="140"/><circle cx="400" cy="300" r="70"/><path d="M400 440c0 60 120 40 160 80"/><path d="M385 285l30-30M385 315l30-30"/>',
  'car-charger': '<rect x="330" y="110" width="140" height="110" rx="24"/><rect x="355" y="220" width="90" height="240" rx="36"/><path d="M370 150h20M410 150h20"/><circle cx="400" cy="470" r="16" fill="#fff"/>',
  'power-bank': '<rect x="290" y="130" width="220" height="360" rx="40"/><path d="M410 210l-40 80h50l-40 80" stroke-linejoin="round"/><circle cx="350" cy="450" r="10" fill="#fff"/><circle cx="385" cy="450" r="10" fill="#fff"/><circle cx="420" cy="450" r="10" fill="#fff"/><circle cx="455" cy="450" r="10" fill="#fff" fill-opacity="0.3"/>',
  earbuds: '<circle cx="320" cy="230" r="60"/><path d="M335 290v170"/><circle cx="480" cy="230" r="60"/><path d="M465 290v170"/>',
  earphones: '<circle cx="310" cy="170" r="40"/><circle cx="490" cy="170" r="40"/><path d="M320 210c20 120 80 150 80 200M480 210c-20 120-80 150-80 200v60"/><rect x="385" y="470" width="30" height="60" rx="6" fill="#fff"/>',
  speaker: '<rect x="270" y="130" width="260" height="360" rx="44"/><circle cx="400" cy="360" r="85"/><circle cx="400" cy="360" r="28" fill="#fff"/><circle cx="400" cy="205" r="30"/>',
  headset: '<path d="M260 360v-60a140 140 0 0 1 280 0v60"/><rect x="225" y="330" width="80" height="140" rx="30" fill="#fff" fill-opacity="0.25"/><rect x="495" y="330" width="80" height="140" rx="30" fill="#fff" fill-opacity="0.25"/><path d="M265 470c0 60 60 70 110 70"/>',
  battery: '<rect x="295" y="160" width="210" height="330" rx="22"/><rect x="360" y="120" width="80" height="40" rx="8" fill="#fff"/><path d="M415 230l-40 80h50l-40 80" stroke-linejoin="round"/>',
  'charging-port': '<rect x="250" y="180" width="300" height="110" rx="18"/><rect x="350" y="215" width="100" height="40" rx="20" fill="#fff"/><path d="M300 290v90c0 40 40 60 100 60h60"/><rect x="460" y="410" width="90" height="60" rx="8" fill="#fff" fill-opacity="0.3"/>',
  'back-glass': `${phoneOutline}<rect x="325" y="145" width="100" height="100" rx="24"/><circle cx="352" cy="172" r="14"/><circle cx="398" cy="218" r="14"/><path d="M360 380l80-80" stroke-opacity="0.5"/>`,
  thumbstick: '<ellipse cx="400" cy="230" rx="120" ry="60"/><path d="M280 230v30c0 33 54 60 120 60s120-27 120-60v-30"/><rect x="375" y="320" width="50" height="100"/><rect x="290" y="420" width="220" height="50" rx="12"/>',
  screwdriver: '<rect x="360" y="110" width="80" height="190" rx="30"/><path d="M380 150v110M420 150v110" stroke-width="8"/><path d="M400 300v180"/><path d="M385 480h30" stroke-width="10"/>',
  console: '<path d="M340 120h100l30 380h-160z" stroke-linejoin="round"/><path d="M330 180h-30v320h40M470 180h30v320h-40" stroke-linejoin="round"/><path d="M360 430h60"/>',
  'handheld-console': '<rect x="290" y="200" width="220" height="200" rx="12"/><rect x="315" y="225" width="170" height="150" rx="6" fill="#fff" fill-opacity="0.25"/><rect x="210" y="190" width="80" height="220" rx="40"/><rect x="510" y="190" width="80" height="220" rx="40"/><circle cx="250" cy="250" r="16" fill="#fff"/><circle cx="550" cy="340" r="16" fill="#fff"/>',
  controller: '<path d="M300 220h200c60 0 100 40 110 110l20 120c5 40-45 60-75 30l-60-60h-190l-60 60c-30 30-80 10-75-30l20-120c10-70 50-110 110-110z" stroke-linejoin="round"/><path d="M300 300v70M265 335h70"/><circle cx="500" cy="305" r="14" fill="#fff"/><circle cx="535" cy="340" r="14" fill="#fff"/><circle cx="465" cy="340" r="14" fill="#fff"/><circle cx="500" cy="375" r="14" fill="#fff"/>',
  'game-case': '<rect x="295" y="110" width="210" height="400" rx="14"/><rect x="295" y="110" width="210" height="60" rx="14" fill="#fff" fill-opacity="0.35"/><circle cx="400" cy="330" r="90"/><circle cx="400" cy="330" r="22" fill="#fff"/>',
};

/** The picture's drawing: its shapes in a group with the white stroke. */
export function seedDrawing(picture: SeedPicture): string {
  return `<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round">${DRAWINGS[picture]}</g>`;
}
