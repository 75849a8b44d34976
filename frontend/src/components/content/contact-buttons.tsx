// The shop's two ways to get in touch as buttons, the same wherever a page offers them (home hero,
// home visit block, /contact): call, then a message on the chat number.
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import { BUSINESS } from '../../../../shared/business';
import { callHref, chatHref } from '../../lib/contact-links';
import { cn } from '../../utils/cn';
import { buttonClasses } from '../ui/button';

export interface ContactButtonsProps {
  size?: 'md' | 'lg';
  /** The message button's words; it names the chat number unless a page says otherwise. */
  messageLabel?: string;
  className?: string;
}

export function ContactButtons({ size = 'lg', messageLabel = `Message ${BUSINESS.chatNumber.display}`, className }: ContactButtonsProps) {
  const icon = size === 'lg' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      <a href={callHref} className={buttonClasses('primary', size)}>
        <Phone className={icon} aria-hidden="true" />
        Call {BUSINESS.phone.display}
      </a>
      <a href={chatHref} className={buttonClasses('outline', size)}>
        <MessageSquare className={icon} aria-hidden="true" />
        {messageLabel}
      </a>
    </div>
  );
}

/** The shop's street address on two lines: street, then city and postcode. */
export function AddressLines() {
  const { address } = BUSINESS;
  return (
    <>
      {address.line1}
      <br />
      {address.city} {address.postcode}
    </>
  );
}
