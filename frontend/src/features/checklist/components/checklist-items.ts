// What a customer does before handing a device in (or posting it): the /checklist page's steps.

export interface ChecklistItem {
  id: string;
  title: string;
  why: string;
  /** How to do it, device by device, where it differs. */
  how: readonly { device: string; steps: string }[];
}

export const checklistItems: readonly ChecklistItem[] = [
  {
    id: 'back-up',
    title: 'Back up your data',
    why: 'Most repairs never touch your data, but a fault can get worse and some repairs need a reset. A fresh backup means nothing is lost whatever happens.',
    how: [
      { device: 'iPhone and iPad', steps: 'Settings > your name > iCloud > iCloud Backup > Back Up Now, or back up to a computer with Finder or iTunes.' },
      { device: 'Android', steps: 'Settings > Google > Backup > Back up now. Check your photos have finished uploading to Google Photos.' },
      { device: 'Consoles', steps: 'Make sure cloud saves are on (PlayStation Plus, Nintendo Switch Online, Xbox cloud saves) or copy saves to a USB drive.' },
    ],
  },
  {
    id: 'find-my',
    title: 'Turn off Find My and activation lock',
    why: 'Activation lock stops us testing the device after the repair, and some parts cannot be paired while it is on.',
    how: [
      { device: 'iPhone and iPad', steps: 'Settings > your name > Find My > Find My iPhone (or iPad) > off, then enter your Apple ID password.' },
      { device: 'Samsung', steps: 'Settings > Security and privacy > Lost device protection > Find My Mobile > off.' },
      { device: 'Other Android', steps: 'You can leave your Google account signed in, but tell us: after some repairs the phone asks for it again.' },
    ],
  },
  {
    id: 'sim',
    title: 'Remove your SIM and memory card',
    why: 'They are small and easy to lose, and you may want your number in another phone while we work.',
    how: [{ device: 'Phones and tablets', steps: 'Use the SIM tool (or a straightened paper clip) in the hole beside the tray. Keep the tray in the device.' }],
  },
  {
    id: 'passcode',
    title: 'Decide about your passcode',
    why: 'To test everything works after the repair we need to get past the lock screen. You choose whether to give it: we only record whether you did, never the code itself.',
    how: [
      { device: 'If you would rather not', steps: 'We test what we can from the lock screen and you check the rest with us at collection.' },
    ],
  },
  {
    id: 'accessories',
    title: 'Take off the case and keep your accessories',
    why: 'Cases hide damage we need to see. Chargers, cables and controllers usually stay with you unless the fault involves them.',
    how: [
      { device: 'Charging faults', steps: 'Bring the charger and cable you use: the fault is sometimes in them.' },
      { device: 'Console controller faults', steps: 'Bring the controller and its cable.' },
    ],
  },
  {
    id: 'liquid',
    title: 'Liquid damage: bring it in straight away',
    why: 'Corrosion starts within hours. Switch it off, do not charge it, and do not put it in rice: rice does not dry the inside and leaves starch and dust in the ports.',
    how: [{ device: 'Any device', steps: 'Power it off, dry the outside with a cloth, and tell us what the liquid was and when it happened.' }],
  },
  {
    id: 'notes',
    title: 'Note what is wrong',
    why: 'What happened, when it started and what you have tried helps us find the fault faster, and so costs you less.',
    how: [{ device: 'Any device', steps: 'A few words in the booking form or on your phone is enough. Mention any earlier repairs.' }],
  },
];
