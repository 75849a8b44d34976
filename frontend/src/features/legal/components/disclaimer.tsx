// /disclaimer: the limits of the website's information, guides, prices and lookups.
import { Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { publicPaths as paths } from '../../../config/public-paths';
import { LEGAL_UPDATED } from './legal-dates';
import { LegalPage, type LegalSection } from './legal-page';
import { ShopContact } from './shop-contact';

const sections: readonly LegalSection[] = [
  {
    id: 'information',
    title: 'Information on this website',
    body: (
      <p>
        We keep the information on this website accurate and up to date, but it is general information about our services, not advice
        about your particular device. Opening hours, services and availability can change; if something matters to your plans, call us
        on <a href={`tel:${BUSINESS.phone.e164}`}>{BUSINESS.phone.display}</a> first.
      </p>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and repair times',
    body: (
      <p>
        Prices and repair times on the website are guides. The price that applies is the one we confirm after examining your device, and
        we always ask before doing work that costs more than quoted (see our <Link to={paths.termsOfService}>Terms of Service</Link>).
      </p>
    ),
  },
  {
    id: 'guides',
    title: 'Repair guides and advice',
    body: (
      <>
        <p>
          Our guides explain common faults and what to do about them. If you open or repair a device yourself, you do so at your own
          risk: batteries can catch fire if punctured or bent, screens and glass can cut, and opening a device can void its
          manufacturer's warranty. We are not responsible for damage caused by following a guide.
        </p>
        <p>If a device has been in liquid, switch it off and bring it to us as soon as you can. Do not charge it and do not put it in rice.</p>
      </>
    ),
  },
  {
    id: 'data-loss',
    title: 'Data loss',
    body: (
      <p>
        Any device can lose data when it fails, and some repairs carry a risk to data. Back up your device before any repair. We take
        reasonable care with your data, but we cannot guarantee that data survives a fault or a repair; our responsibility is set out in
        our <Link to={paths.termsOfService}>Terms of Service</Link>. Passcodes you give us are never stored in plain text.
      </p>
    ),
  },
  {
    id: 'lookups',
    title: 'IMEI and device lookups',
    body: (
      <p>
        Lookup results come from outside databases that we do not control. They are provided as they are and may be incomplete or out of
        date. Do not rely on them alone when buying a used device.
      </p>
    ),
  },
  {
    id: 'trade-marks',
    title: 'Trade marks',
    body: (
      <p>
        Apple, iPhone, iPad, Samsung, Galaxy, Google, Pixel, Sony, PlayStation, Microsoft, Xbox, Nintendo and Switch are trade marks of
        their owners. {BUSINESS.name} is an independent repair shop, not affiliated with or authorised by any device manufacturer. Brand
        names are used only to say which devices we repair.
      </p>
    ),
  },
  {
    id: 'links',
    title: 'Links to other websites',
    body: <p>Links to other websites are given for convenience. We are not responsible for their content or how they handle your data.</p>,
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <>
        <p>If you think something on this website is wrong, please tell us:</p>
        <ShopContact />
      </>
    ),
  },
];

export function Disclaimer() {
  return (
    <LegalPage
      title="Disclaimer"
      updated={LEGAL_UPDATED.disclaimer}
      intro={<p>What you can and cannot rely on from this website's information, guides, prices and lookups.</p>}
      sections={sections}
    />
  );
}
