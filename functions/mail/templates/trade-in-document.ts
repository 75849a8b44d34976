// The seller's copy of a trade-in's purchase document (issue 30), the PDF attached.
import { BUSINESS } from '../../../shared/business';
import { formatPence } from '../../../shared/money';
import type { TradeIn } from '../../../shared/schemas/trade-ins/trade-in';
import { composeEmail, type EmailContent } from '../compose-email';

export function tradeInDocumentMessage(tradeIn: TradeIn & { documentNumber: string }): EmailContent {
  const method = tradeIn.payout?.method;
  const paid = method === 'bank-transfer' ? `by bank transfer (reference ${tradeIn.payout!.reference})` : method === 'store-credit' ? 'as store credit on your account, to spend in the shop' : 'in cash';
  return composeEmail({
    subject: `Your purchase document ${tradeIn.documentNumber} from ${BUSINESS.name}`,
    greetingName: tradeIn.seller?.name.split(' ')[0] ?? 'there',
    paragraphs: [
      `Thank you for selling your ${tradeIn.device.model} ${tradeIn.device.storage} to ${BUSINESS.name}. We paid you ${formatPence(tradeIn.offerPence)} ${paid}.`,
      `Your copy of purchase document ${tradeIn.documentNumber}, with the declaration you signed, is attached as a PDF. Please keep it for your records.`,
    ],
  });
}
