// Directions from a customer's saved address to the shop, as links the map apps open themselves:
// no map tiles, no script and no key on our pages (decision 196).

export interface DirectionsLink {
  label: string;
  href: string;
}

/** Google Maps' documented "Maps URLs" (api=1) and Apple Maps' saddr/daddr; without an origin they start from where the phone is. */
export function directionsLinks(shopAddress: string, from: string | undefined): DirectionsLink[] {
  const origin = from?.trim();
  const google = new URLSearchParams({ api: '1', destination: shopAddress, travelmode: 'transit' });
  if (origin) google.set('origin', origin);
  const walking = new URLSearchParams(google);
  walking.set('travelmode', 'walking');
  const driving = new URLSearchParams(google);
  driving.set('travelmode', 'driving');
  const apple = new URLSearchParams({ daddr: shopAddress });
  if (origin) apple.set('saddr', origin);
  return [
    { label: 'By bus or train (Google Maps)', href: `https://www.google.com/maps/dir/?${google}` },
    { label: 'Walking (Google Maps)', href: `https://www.google.com/maps/dir/?${walking}` },
    { label: 'Driving (Google Maps)', href: `https://www.google.com/maps/dir/?${driving}` },
    { label: 'Apple Maps', href: `https://maps.apple.com/?${apple}` },
    { label: 'The shop on OpenStreetMap', href: `https://www.openstreetmap.org/search?${new URLSearchParams({ query: shopAddress })}` },
  ];
}
