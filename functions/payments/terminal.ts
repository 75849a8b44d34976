// The card reader provider this stage uses: Stripe Terminal in the cloud, simulated readers locally.
import { paymentProviderName } from '../env';
import { localTerminal } from './local-terminal';
import { stripeTerminal } from './stripe-terminal';
import type { TerminalProvider } from './terminal-provider';

export const terminalProvider: TerminalProvider = paymentProviderName === 'stripe' ? stripeTerminal : localTerminal;
