// The payment provider this stage uses: Stripe in the cloud, the local payment page locally.
import { paymentProviderName } from '../env';
import { localProvider } from './local-provider';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';

export const paymentProvider: PaymentProvider = paymentProviderName === 'stripe' ? stripeProvider : localProvider;
