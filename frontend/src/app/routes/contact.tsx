// /contact: address, hours (open now or not), call and chat links, and the contact form.
import { ContactPage } from '../../features/content-contact/components/contact-page';

export function Component() {
  return <ContactPage />;
}
