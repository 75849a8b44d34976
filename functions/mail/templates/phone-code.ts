import { BUSINESS } from '../../../shared/business';

/** The text proving a mobile number is the user's: the code and how long it works, no link. */
export function phoneCodeText(code: string): string {
  return `${BUSINESS.name}: your code is ${code}. It works for 10 minutes. Never share it: we will not ask you for it.`;
}
