// The shop's repair services as seeded for `npm start` and the tests (staff change them in the admin area).
import type { CreateServiceRequest } from '../../../shared/schemas/content/services';

export const SEED_SERVICES: readonly CreateServiceRequest[] = [
  {
    id: 'screen-repair',
    name: 'Screen repair',
    summary: 'Cracked glass, dead pixels, lines or a touch screen that will not respond, replaced while you wait.',
    description:
      'We replace the whole display assembly: the glass, the touch layer and the panel behind it, so the new screen looks and responds like the original.\n\nBefore we start we test the phone, note anything else that is not working and agree the price with you. Face ID, True Tone and the earpiece are moved across to the new screen, and we test calls, touch, brightness and the cameras before you collect.\n\nMost screens are done in under an hour. Choose an original screen for the best colour and brightness, or a high-quality compatible one to save money.',
    deviceTypes: ['phone', 'tablet'],
    duration: '45 minutes',
    warrantyMonths: 12,
  },
  {
    id: 'battery-replacement',
    name: 'Battery replacement',
    summary: 'A new battery for a phone or tablet that dies by lunchtime, shuts down in the cold or has swollen.',
    description:
      'A lithium-ion battery wears with every charge. Once its capacity is below about 80% the device shuts down early or slows itself to protect the battery.\n\nWe fit a new cell with fresh adhesive, recycle the old one safely and check charging and the health reading afterwards. A swollen battery is a fire risk: stop using the device and bring it in the same day.',
    deviceTypes: ['phone', 'tablet'],
    duration: '30 minutes',
    warrantyMonths: 12,
  },
  {
    id: 'charging-port-repair',
    name: 'Charging port repair',
    summary: 'A loose cable, charging only at an angle or not at all: we clean or replace the port.',
    description:
      'Most charging problems are pocket lint packed into the port, and a careful clean fixes them: we always try that first and charge nothing more if it works.\n\nIf the port itself is worn or corroded we replace it, and check charging, data and the microphones that share its flex cable.',
    deviceTypes: ['phone', 'tablet'],
    duration: '1 hour',
    warrantyMonths: 12,
  },
  {
    id: 'water-damage-recovery',
    name: 'Water damage recovery',
    summary: 'Dropped in the sink, the sea or the toilet: we open it, clean the board and save what can be saved.',
    description:
      'Water itself is rarely the problem; the minerals and corrosion it leaves on the circuit board are. The sooner we clean the board, the better the chance.\n\nWe strip the device, clean the board in an ultrasonic bath, dry it and test each part. You get a report and a quote before any parts are fitted. If the device cannot be saved we try to recover your photos and data.',
    deviceTypes: ['phone', 'tablet', 'console'],
    duration: '24 to 48 hours',
    warrantyMonths: 3,
  },
  {
    id: 'data-transfer',
    name: 'Data transfer',
    summary: 'Photos, contacts, messages and apps moved from your old phone to the new one, checked with you.',
    description:
      'We move your data directly between the phones, iPhone to Android and back included, and check with you that photos, contacts, messages and two-factor apps have come across before you go.\n\nWe never keep a copy of your data.',
    deviceTypes: ['phone', 'tablet'],
    duration: 'Same day',
    warrantyMonths: 0,
  },
  {
    id: 'back-glass-repair',
    name: 'Back glass repair',
    summary: 'A shattered back panel replaced, so no more splinters and the water resistance seal is restored.',
    description:
      'Modern phones have glass backs that crack as easily as the screen. We remove the broken glass with a laser or by replacing the rear housing, depending on the model, and fit a new seal.\n\nWireless charging, the cameras and the flash are tested before collection.',
    deviceTypes: ['phone'],
    duration: 'Same day',
    warrantyMonths: 12,
  },
  {
    id: 'camera-repair',
    name: 'Camera repair',
    summary: 'Blurry, shaking or black camera, or cracked camera glass, repaired.',
    description:
      'A camera that buzzes, will not focus or shows black usually needs a new camera module; cracked lens glass on its own is a cheaper repair.\n\nWe diagnose which it is first, and test every lens, zoom and the flash afterwards.',
    deviceTypes: ['phone', 'tablet'],
    duration: '1 hour',
    warrantyMonths: 12,
  },
  {
    id: 'console-hdmi-port-repair',
    name: 'Console HDMI port repair',
    summary: 'No picture, flickering or a bent HDMI port: a new port soldered onto the board.',
    description:
      'A console knocked while the cable is in can crack the HDMI port or lift its pins from the board. We replace the port with micro-soldering under a microscope and test picture and sound at full resolution.\n\nIf the video chip behind the port is damaged we tell you before doing anything more.',
    deviceTypes: ['console'],
    duration: '2 to 3 days',
    warrantyMonths: 12,
  },
  {
    id: 'controller-drift-repair',
    name: 'Controller drift repair',
    summary: 'Thumbsticks that move on their own replaced with new stick modules.',
    description:
      'Drift is wear inside the analogue stick. Cleaning helps for a week or two; a new stick module fixes it. We solder in new modules and calibrate the controller.',
    deviceTypes: ['console'],
    duration: 'Same day',
    warrantyMonths: 6,
  },
  {
    id: 'console-deep-clean',
    name: 'Console deep clean',
    summary: 'Loud fans, overheating or shutdowns: we strip, clean and replace the thermal paste.',
    description:
      'Dust packs the heat sink and the thermal paste dries out over the years, so the fan runs loud and the console overheats. We strip the console, clean the fan and heat sink and renew the thermal compound (liquid metal on a PlayStation 5 is checked and resealed).\n\nYou get a quieter, cooler console and we test it under load before collection.',
    deviceTypes: ['console'],
    duration: 'Same day',
    warrantyMonths: 3,
  },
];
