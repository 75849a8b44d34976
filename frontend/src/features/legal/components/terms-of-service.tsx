// /terms-of-service: the terms of the website, accounts, repairs (with the 12-month warranty),
// purchases and the loyalty programme. Consumers' statutory rights always stand.
import { Link } from 'react-router';
import { BUSINESS, LOYALTY, OPENING_HOURS, formatAddress } from '../../../../../shared/business';
import { publicPaths as paths } from '../../../config/public-paths';
import { LEGAL_UPDATED } from './legal-dates';
import { LegalPage, type LegalSection } from './legal-page';
import { ShopContact } from './shop-contact';

const months = BUSINESS.warrantyMonths;

const sections: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About us and these terms',
    body: (
      <>
        <p>
          This website and our repair service are run by {BUSINESS.legalName}, {formatAddress()}, {BUSINESS.address.country}. These
          terms apply when you use the website, open an account, leave a device with us for repair (in person or by post) or buy from
          our shop. By doing any of these you accept them.
        </p>
        <p>
          If you are a consumer, nothing in these terms takes away your legal rights, including those under the Consumer Rights Act
          2015: a repair carried out with reasonable care and skill, goods as described and of satisfactory quality, and a remedy when
          they are not.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give us accurate details and keep them up to date, so we can reach you about your repairs.</li>
        <li>
          Keep your password to yourself and use one you do not use elsewhere. Tell us straight away if you think someone else has used
          your account. Two-factor authentication is available and we recommend it.
        </li>
        <li>An account is for one person. You must be 16 or over to open one.</li>
        <li>We may suspend an account that is used to break the law, abuse our staff or systems, or harm other customers.</li>
        <li>You can ask us to close your account at any time.</li>
      </ul>
    ),
  },
  {
    id: 'repairs',
    title: 'Repairs',
    body: (
      <>
        <ul>
          <li>
            Prices on the website are a guide until we have examined your device. If we find that the repair costs more than we quoted,
            or needs other work, we ask you before we do it. You may decline and collect the device as it was.
          </li>
          <li>
            Many repairs are done the same day, but repair times depend on the fault and on parts: we give you an estimate when you book
            and tell you if it changes.
          </li>
          <li>
            We tell you whether a replacement part is original or a quality compatible part before we fit it. Parts we replace are
            recycled responsibly unless you ask for them back.
          </li>
          <li>
            Opening a device can void a manufacturer's warranty that is still running. If your device is still under the manufacturer's
            warranty, check with them first.
          </li>
          <li>
            Some repairs need a specialist technician from our network. We remain responsible for the repair either way.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-and-passcodes',
    title: 'Your data and passcodes',
    body: (
      <>
        <p>
          <strong>Back up your device before you hand it in.</strong> Most repairs do not touch your data, but some faults, and some
          repairs (such as board-level work or recovery from water damage), can lead to data loss. We take reasonable care to protect
          your data, but we are not responsible for the loss of data that was not backed up, unless the loss was caused by our failure to
          use reasonable care and skill.
        </p>
        <p>
          We may ask for your passcode to test the repair; giving it is your choice. We never store passcodes in plain text, only the
          technician working on your device can see it, and we delete it when you collect the device. See our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
        <p>Please remove SIM cards, memory cards and cases before handing in a device. We cannot accept responsibility for them.</p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: `Our ${months}-month repair warranty`,
    body: (
      <>
        <p>
          Every repair comes with a {months}-month warranty from the day you collect the device (or the day we send it back to you). It
          covers the parts we fitted and our workmanship. If the repaired part fails in normal use within that time, we will repair it
          again free of charge, or, if that is not possible, refund what you paid for that repair.
        </p>
        <p>The warranty does not cover:</p>
        <ul>
          <li>new accidental damage, such as a cracked screen from a drop, or liquid damage after the repair;</li>
          <li>damage caused by misuse, or by anyone other than us opening or repairing the device after our repair;</li>
          <li>faults in parts we did not replace, or software problems that are not caused by our repair;</li>
          <li>
            the rest of a device recovered from water damage: corrosion can continue after cleaning, so for such devices the warranty
            covers the parts we replaced only.
          </li>
        </ul>
        <p>
          To claim, bring the device and your receipt to the shop, or contact us. Your repair history and warranty dates are also in your
          account. Members of our loyalty programme may be offered extended warranties; their terms are given with the offer.
        </p>
      </>
    ),
  },
  {
    id: 'payment-and-collection',
    title: 'Payment and collection',
    body: (
      <ul>
        <li>Prices are in pounds sterling. Payment is due when you collect your device, or before we send a mail-in repair back.</li>
        <li>
          We tell you when your device is ready. Please collect it during opening hours ({OPENING_HOURS.summary}). If a device is not
          collected within 3 months of that, we will write to you; if it is still not collected after that, we may dispose of it as
          the law allows.
        </li>
      </ul>
    ),
  },
  {
    id: 'shop-orders',
    title: 'Buying from our shop',
    body: (
      <ul>
        <li>An order is accepted when we confirm it by email. If an item turns out to be unavailable we refund you in full.</li>
        <li>
          For goods bought online you may cancel within 14 days of delivery without giving a reason, under the Consumer Contracts
          Regulations 2013. Return the goods unused and in their packaging; we refund you within 14 days of receiving them.
        </li>
        <li>Faulty goods are covered by your rights under the Consumer Rights Act 2015.</li>
      </ul>
    ),
  },
  {
    id: 'loyalty',
    title: 'Loyalty programme',
    body: (
      <ul>
        <li>
          You earn {LOYALTY.pointsPerPound} point for every £1 spent on repairs, claimed by scanning the QR code on your receipt while
          signed in. We may award bonus points for birthdays and events.
        </li>
        <li>Your tier ({LOYALTY.tiers.join(', ')}) depends on the points you have earned.</li>
        <li>Points have no cash value, cannot be transferred and are cancelled if you close your account.</li>
        <li>We may change the rewards on offer with 30 days' notice; points you already hold stay yours.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use
          reasonable care and skill. We are not responsible for losses that were not foreseeable, or for business losses (devices used
          for business are repaired on the understanding that we are not liable for loss of profit or business interruption).
        </p>
        <p>
          We do not exclude or limit our liability for death or personal injury caused by our negligence, for fraud, or for anything else
          the law does not allow us to exclude.
        </p>
      </>
    ),
  },
  {
    id: 'law-and-contact',
    title: 'Law, disputes and contact',
    body: (
      <>
        <p>
          These terms are governed by the law of Northern Ireland, and the courts of Northern Ireland deal with any dispute. If you live
          elsewhere in the UK you may also bring proceedings where you live. If something has gone wrong, please talk to us first:
        </p>
        <ShopContact />
      </>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED.termsOfService}
      intro={
        <p>
          The terms on which {BUSINESS.name} repairs your devices, sells through our shop and runs your account. Please read the sections
          on your data and on our warranty before you hand in a device.
        </p>
      }
      sections={sections}
    />
  );
}
