// /loyalty/claim without a code: scan the receipt's QR code or type the code printed under it.
import { useNavigate } from 'react-router';
import { QrScanner } from '../../../components/qr/qr-scanner';
import { claimHref, receiptCodeFrom } from '../receipt-code';

export const NOT_A_RECEIPT_MESSAGE = 'That is not a Device DRS receipt code.';

export function ClaimCodeEntry() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="claim-title" className="mx-auto grid max-w-xl gap-6 px-4 pt-6 pb-10 sm:pb-14">
      <header>
        <h1 id="claim-title" className="text-3xl font-bold tracking-tight">
          Claim points from a receipt
        </h1>
        <p className="mt-2 text-muted">Scan the QR code on your till receipt, or type the code printed under it.</p>
      </header>
      <QrScanner<string>
        read={receiptCodeFrom}
        onTarget={(code) => void navigate(claimHref(code))}
        notOurCodeMessage={NOT_A_RECEIPT_MESSAGE}
        wording={{ pointCamera: 'Point your camera at the QR code on your receipt.', typeCode: 'Or type the code from your receipt' }}
      />
    </section>
  );
}
