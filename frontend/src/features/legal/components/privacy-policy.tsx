// /privacy-policy: what personal data the shop keeps, why, for how long, and the customer's rights
// under the UK GDPR and the Data Protection Act 2018.
import { Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { paths } from '../../../config/paths';
import { LEGAL_UPDATED } from './legal-dates';
import { LegalPage, type LegalSection } from './legal-page';
import { ShopContact } from './shop-contact';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {BUSINESS.legalName} ("{BUSINESS.name}", "we", "us") repairs phones, tablets and games consoles at our shop in{' '}
          {BUSINESS.address.city}. We are the controller of the personal data described here, under the UK General Data Protection
          Regulation (UK GDPR) and the Data Protection Act 2018.
        </p>
        <p>You can contact us about your data, or anything in this policy, at:</p>
        <ShopContact />
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>
          <strong>Your account.</strong> Your first and last name, email address, UK mobile number, username and, if you give it,
          your postal address. Your password is never stored: we keep only a one-way hash of it (argon2id), from which the password
          cannot be read back. If you turn on two-factor authentication we keep the key for your authenticator app and one-way hashes
          of your recovery codes.
        </p>
        <p>
          <strong>Your repairs.</strong> The make, model, serial number or IMEI of each device, the fault you describe, what we find and
          do, the parts we fit, photos of damage we record at check-in, prices, payments, warranty dates and our messages to you about
          the job.
        </p>
        <p>
          <strong>Device passcodes.</strong> We only ask for a passcode when we need it to test a repair, and you can always choose not
          to give it (we then test what we can without it). A passcode is never stored in plain text: it is kept encrypted, only the
          technician working on your device can see it, and it is deleted when the repair is collected.
        </p>
        <p>
          <strong>Purchases and loyalty.</strong> What you buy from our shop, your orders and deliveries, and your loyalty points and
          rewards. Card payments are taken by our payment provider: we never see or store your full card number.
        </p>
        <p>
          <strong>Using the website.</strong> For each page visited we record the page address and title, the page that linked to it,
          your browser's description of itself (user agent) and how long the page took to load. When you sign in we record the time,
          the outcome, your internet (IP) address and browser, to protect your account.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it, and our lawful bases',
    body: (
      <ul>
        <li>
          <strong>To repair your device and run your account</strong> (performing our contract with you): booking and tracking repairs,
          contacting you when your device is ready, warranty claims, orders, mail-in repairs and your loyalty points.
        </li>
        <li>
          <strong>To keep accounts and records</strong> (legal obligation): sales and repair records we must keep for tax.
        </li>
        <li>
          <strong>To keep the site and your account secure</strong> (our legitimate interests): sign-in records, limits on repeated
          failed attempts, and records of changes made by staff.
        </li>
        <li>
          <strong>To understand how the site is used</strong> (our legitimate interests): page visit records, used in summary to improve
          the pages. They are not used for advertising and are not shared with advertisers.
        </li>
        <li>
          <strong>News and offers</strong> (your consent): we only send these if you ask us to, and you can stop them at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account details: while your account is open. Ask us to close it and we delete them, apart from the records below.</li>
        <li>Repair, sales and payment records: 6 years after the end of the financial year they belong to, as tax law requires.</li>
        <li>Device passcodes: until the repair is collected.</li>
        <li>Page visit records: 13 months.</li>
        <li>Sign-in and security records: 2 years.</li>
        <li>
          Emailed links: an email verification link stops working after 24 hours and a password reset link after 1 hour, or as soon
          as it is used.
        </li>
        <li>Signed-in sessions: they end after 7 days without use, and after 30 days at most; signing out ends them at once.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your data. We share only what each of these needs to do their part:</p>
        <ul>
          <li>Amazon Web Services, which hosts this website and its data and sends our emails, under a data processing agreement.</li>
          <li>Specialist repair technicians in our network, when your repair needs their work: only the details of that job.</li>
          <li>Couriers, for mail-in repairs and deliveries: your name, address and phone number.</li>
          <li>Our payment provider, to take card payments.</li>
          <li>Public authorities, such as HM Revenue and Customs or the police, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <>
        <p>
          We use one cookie, <strong>drs_session</strong>, which keeps you signed in. It is strictly necessary, cannot be read by the
          page's scripts, and is removed when you sign out or the session ends. We use no advertising or tracking cookies.
        </p>
        <p>
          Your browser's local storage holds the site's colour theme and, only if you tick "Remember me" when signing in, the phone
          number, username or email you sign in with (never your password). Untick it at your next sign-in to remove it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        The site is served only over encrypted connections (HTTPS). Passwords are stored as one-way hashes, emailed links are single-use
        and short-lived, repeated failed sign-ins are blocked for a while, and you can add two-factor authentication from{' '}
        <Link to={paths.twoFactorSetup}>your account</Link>. Staff access is limited to what each role needs and is recorded.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You have the right to see the personal data we hold about you, to have it corrected, to have it deleted, to restrict or object
          to our use of it, and to receive it in a portable form. You can correct most details yourself on{' '}
          <Link to={paths.profile}>Edit Profile</Link>. For anything else, contact us as above: we reply within one month and there is
          normally no charge.
        </p>
        <p>
          If you are unhappy with how we handle your data, please tell us first. You can also complain to the Information
          Commissioner's Office (ICO): <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a>, telephone
          0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>If we change this policy we update the date at the top of this page, and we tell account holders by email about any significant change.</p>,
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED.privacyPolicy}
      intro={<p>This policy explains what personal data {BUSINESS.name} keeps when you use our website, book a repair or buy from us, why we keep it, for how long, and your rights over it.</p>}
      sections={sections}
    />
  );
}
