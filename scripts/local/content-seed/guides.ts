// The seeded guides: eight articles customers ask about most. Markdown; staff edit them in the admin area.
import type { GuideInput } from '../../../shared/schemas/content/guides';

export const SEED_GUIDES: readonly GuideInput[] = [
  {
    slug: 'wet-phone-what-to-do',
    title: 'Dropped your phone in water? What to do (and why not rice)',
    summary: 'The first hour decides whether a wet phone survives. What to do straight away, what never to do, and why a bag of rice does not help.',
    deviceTags: ['phone', 'tablet'],
    serviceIds: ['water-damage-recovery', 'data-transfer'],
    status: 'published',
    body: `Water does its damage slowly: minerals in the water conduct electricity and start corroding the circuit board within hours. What you do in the first hour matters most.

## Do this straight away

1. **Take it out and switch it off.** Hold the power button (or use the power-off option) even if it still seems fine. Current flowing through a wet board is what causes short circuits.
2. **Do not charge it** and do not plug it into a computer.
3. **Take off the case** and remove the SIM tray, so air can reach the inside.
4. **Dry the outside** with a lint-free cloth. Gently shake water out of the ports with the port facing down.
5. **Bring it to us** as soon as you can. A clean within 24 hours gives the best chance.

## Why not rice?

Rice dries only the outside, leaves starch and dust in the ports, and makes people wait days while corrosion grows inside. Apple and Samsung both advise against it. Silica gel is better than rice, but nothing replaces opening the phone and cleaning the board.

## What not to do

- Do not use a hair dryer: heat can warp the screen and melt adhesive.
- Do not press buttons repeatedly to "see if it works".
- Do not believe a phone is safe because it works now. Corrosion can kill it a week later.

## Salt water, drinks and toilets

Sea water and sugary drinks are the most corrosive. Tell us what it was dropped in: we clean the board in an ultrasonic bath either way, and if the phone cannot be saved we try to [recover your photos and data](/services/data-transfer).

[See water damage recovery](/services/water-damage-recovery)`,
  },
  {
    slug: 'back-up-before-a-repair',
    title: 'How to back up your phone before a repair',
    summary: 'Five minutes of backing up means nothing is lost whatever happens. Step by step for iPhone and Android.',
    deviceTags: ['phone', 'tablet'],
    serviceIds: ['screen-repair', 'battery-replacement', 'data-transfer'],
    status: 'published',
    body: `Almost every repair leaves your data untouched, but a phone that is already damaged can fail at any moment. A fresh backup means you lose nothing either way.

## iPhone and iPad

1. Connect to Wi-Fi and plug in the charger.
2. Open **Settings**, tap your name, then **iCloud**, then **iCloud Backup**.
3. Turn on **Back Up This iPhone** and tap **Back Up Now**.
4. Wait for "Last successful backup: just now".

Not enough iCloud space? Connect the phone to a computer and back it up in **Finder** (Mac) or the **Apple Devices** app (Windows). Tick **Encrypt local backup** so passwords and health data are included.

## Android

1. Open **Settings**, then **Google**, then **Backup** (on Samsung: **Accounts and backup**).
2. Tap **Back up now**.
3. Check that **Google Photos** is backing up your photos and videos, and that WhatsApp has its own backup under **Settings > Chats > Chat backup**.

## Also worth doing

- Write down your Apple ID or Google password: you will need it after the repair.
- Check that two-factor apps (Authenticator, banking apps) can be moved or recovered.
- If the screen is too broken to use, bring the phone in: we can often connect a screen temporarily to run the backup.

We never need your data to repair a phone, and we never copy it.`,
  },
  {
    slug: 'battery-health-explained',
    title: 'Battery health: when to replace your phone battery',
    summary: 'What the battery health percentage means, the signs of a worn battery, and when a replacement is worth it.',
    deviceTags: ['phone', 'tablet'],
    serviceIds: ['battery-replacement'],
    status: 'published',
    body: `Every lithium-ion battery wears out. After about 500 full charge cycles (two years for most people) it holds noticeably less charge.

## Check the health

- **iPhone:** Settings > Battery > Battery Health & Charging. Below **80%** the battery is considered worn.
- **Samsung:** the Samsung Members app > Support > Phone diagnostics > Battery status.
- **Pixel:** Settings > Battery > Battery health.

## Signs you need a new battery

- The phone dies at 20% or 30%, or in the cold.
- It gets slower: iPhones reduce performance to stop a worn battery shutting down.
- It only lasts half a day.
- **The screen is lifting or the back is bulging.** That is a swollen battery. Stop using and charging it and bring it in the same day: it is a fire risk.

## Make your battery last longer

- Avoid leaving the phone at 100% on the charger in a hot place.
- Turn on optimised charging (iPhone and Pixel) or **Protect battery** (Samsung).
- Heat is the enemy: do not leave the phone on a car dashboard.

A new battery takes about 30 minutes and makes an older phone feel new again. [See battery prices](/services/battery-replacement).`,
  },
  {
    slug: 'cracked-screen-what-next',
    title: 'Cracked screen: is it safe to keep using, and what will it cost?',
    summary: 'When a cracked screen can wait and when it cannot, original versus compatible screens, and how long the repair takes.',
    deviceTags: ['phone', 'tablet'],
    serviceIds: ['screen-repair', 'back-glass-repair'],
    status: 'published',
    body: `A cracked screen rarely stops a phone working at once, but it gets worse: cracks spread, glass splinters and water gets in more easily.

## Get it fixed soon if

- There are black spots, lines or flickering: the display panel under the glass is damaged.
- Touch stops responding in places, or the phone "presses" things on its own.
- Glass is chipping off. Cover it with clear tape until the repair so you do not cut your finger.

## Original or compatible screen?

For most models we offer two grades:

| Grade | Best for |
| --- | --- |
| Original | The same brightness, colour and power use as new |
| High-quality compatible | A lower price with good colour and touch |

Both carry our 12-month warranty. We show both prices on the [price list](/pricing).

## How long does it take?

Most phone screens take 45 minutes. Book a slot and we usually have the part ready; walk-ins are welcome too.

## Before you come in

[Back up your phone](/guides/back-up-before-a-repair) and turn off Find My if you can (see our [Find My guide](/guides/find-my-and-activation-lock)).`,
  },
  {
    slug: 'find-my-and-activation-lock',
    title: 'Find My and activation lock: what to do before a repair or sale',
    summary: 'Why repair shops ask you to turn off Find My, how to do it, and what activation lock means when you buy a second-hand phone.',
    deviceTags: ['phone', 'tablet'],
    serviceIds: ['screen-repair', 'data-transfer'],
    status: 'published',
    body: `**Find My** (Apple) and **Find My Device** (Google) let you locate, lock and erase a lost phone. They also switch on **activation lock**: after a reset, the phone only works again with the owner's account password.

## Before a repair

For most repairs you can leave Find My on. We may ask you to turn it off when the repair involves the logic board or a full test after a reset, so that we can check the phone works end to end.

**iPhone:** Settings > your name > Find My > Find My iPhone > off (enter your Apple ID password).

**Android:** Settings > Google > Find My Device > off.

Turn it back on when you collect the phone.

## Selling or trading in a phone

1. Back up the phone.
2. Sign out of your Apple ID or Google account **first**.
3. Then erase the phone (Settings > General > Transfer or Reset iPhone > Erase All Content and Settings).

Erasing without signing out leaves the phone locked to you, and the buyer cannot use it.

## Buying second-hand

Ask the seller to show the phone at the setup screen with no account signed in. A phone that asks for someone else's Apple ID is activation locked and cannot be unlocked by any repair shop: that lock protects stolen phones. Check the IMEI with our [IMEI lookup](/imei-lookup) too.`,
  },
  {
    slug: 'packing-a-mail-in-repair',
    title: 'How to pack your device for a mail-in repair',
    summary: 'Padding, what to leave out, what to include and how to post it safely so your device arrives as it left.',
    deviceTags: ['phone', 'tablet', 'console'],
    serviceIds: ['screen-repair', 'console-hdmi-port-repair'],
    status: 'published',
    body: `Live outside Belfast? Post your device to us. Packed well, it arrives exactly as it left you.

## Before you pack

- [Back up your data](/guides/back-up-before-a-repair).
- Remove the SIM card and memory card, and the case.
- For consoles, remove any discs.
- Charge it to about 50% if it still charges.

## Packing

1. Wrap the device in bubble wrap, two or three layers, screen inwards.
2. Use a **sturdy box**, not a padded envelope, with at least 3 cm of padding on every side.
3. Fill gaps with crumpled paper so nothing moves when you shake the box.
4. Tape every seam.

## What to include

- Your mail-in order reference, printed or written on paper.
- Your name and phone number.
- The passcode, or a note saying you will give it by phone, so we can test the repair.

Do not send chargers, cables or controllers unless they are part of the fault.

## Posting

Use a tracked and insured service, and keep the receipt. Most repairs are back in the post within two working days of arriving. Start your order on the [mail-in repair page](/mail-in-repair).`,
  },
  {
    slug: 'console-overheating',
    title: 'Console overheating or loud fan? Causes and fixes',
    summary: 'Why PlayStations, Xboxes and Switches get hot and loud, what you can safely do at home, and when it needs a clean inside.',
    deviceTags: ['console'],
    serviceIds: ['console-deep-clean', 'console-hdmi-port-repair'],
    status: 'published',
    body: `A fan that roars, a console that shuts down mid-game or a "too hot" warning all mean heat is not getting out.

## Check these first

- **Space:** leave at least 10 cm around the console. Not inside a closed cabinet.
- **Position:** stand a PlayStation 5 or Xbox Series X on its stand, away from the TV's heat and the sun.
- **Dust on the vents:** clean the outside vents with a soft brush or a vacuum on low. Do not blow compressed air straight into the fan: it spins the fan too fast and can damage it.
- **Software:** install system updates; they often improve fan control.

## Why it happens

Inside, dust packs the heat sink like felt, and the thermal paste between the chip and the heat sink dries out after a few years. The fan then runs faster and louder but cannot move the heat.

## When to bring it in

- It still shuts down after the checks above.
- The fan sounds like a jet engine from the menu screen.
- You see graphical glitches or "blue light of death".

A [deep clean](/services/console-deep-clean) strips the console, cleans the fan and heat sink and renews the thermal paste. It is usually done the same day.`,
  },
  {
    slug: 'moving-data-to-a-new-phone',
    title: 'Moving your data to a new phone',
    summary: 'iPhone to iPhone, Android to Android, and switching between them: what moves by itself and what to check before you wipe the old phone.',
    deviceTags: ['phone'],
    serviceIds: ['data-transfer'],
    status: 'published',
    body: `A new phone can copy almost everything from the old one, if you do it in the right order.

## iPhone to iPhone

Place the phones side by side during setup and use **Quick Start**. Choose **Transfer from iPhone**. Keep both phones charging and close together until it finishes (up to an hour).

## Android to Android

Use **Copy apps and data** during setup and connect the phones with a cable if you can: it is faster and more complete than Wi-Fi. Samsung to Samsung, use **Smart Switch**.

## iPhone to Android, or back

- iPhone to Android: the setup of most Android phones offers to copy from an iPhone with a cable.
- Android to iPhone: install **Move to iOS** on the Android phone and follow the iPhone's setup.
- WhatsApp chats move too, but only during setup; follow the prompt.

## Before you wipe the old phone

- Open your banking and two-factor apps (Authenticator, Microsoft Authenticator) on the new phone and check they work. Some need moving one by one.
- Check photos and messages arrived.
- Sign out of your accounts, then erase the old phone (see our [Find My guide](/guides/find-my-and-activation-lock)).

Short on time or stuck? We do it for you while you wait: [data transfer](/services/data-transfer).`,
  },
];
