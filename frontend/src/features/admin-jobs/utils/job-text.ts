// How the job pages name things: a device, a person, a timeline entry's author.

export function deviceTitle(device: { make: string; model: string; colour?: string }): string {
  return [device.make, device.model, device.colour ? `(${device.colour})` : ''].filter(Boolean).join(' ');
}

export function personName(person: { firstName: string; lastName?: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
