// A customer record's store credit on their page (decision 341): the balance and its ledger, or why
// there is none (store credit is held on an online account).
import { useQuery } from '@tanstack/react-query';
import { formatPence } from '../../../../../shared/money';
import { QueryContent } from '../../../components/ui/query-content';
import { customerStoreCreditQueryOptions } from '../api/gift-cards';
import { LedgerTable } from './ledger-table';

export function CustomerStoreCredit({ qrCode }: { qrCode: string }) {
  const query = useQuery(customerStoreCreditQueryOptions(qrCode));
  return (
    <section aria-labelledby="customer-store-credit" className="grid gap-3">
      <h2 id="customer-store-credit" className="text-xl font-semibold">Store credit</h2>
      <QueryContent query={query} loadingLabel="Loading store credit" size="inline" announceFailure={false}>
        {(credit) =>
          credit.hasAccount ? (
            <>
              <p className="font-semibold" data-testid="customer-store-credit-balance">Balance: {formatPence(credit.balancePence)}</p>
              <LedgerTable label="Store credit ledger" entries={credit.entries} />
            </>
          ) : (
            <p className="text-sm text-muted">No online account linked, so no store credit.</p>
          )
        }
      </QueryContent>
    </section>
  );
}
