// /admin/till: the till, composed with the customers feature's picker; ?z={sessionId} shows a drawer
// session's Z report (where closing the drawer leads).
import { useNavigate, useSearchParams } from 'react-router';
import { CustomerPicker } from '../../features/admin-customers/components/customer-picker';
import { TillPage } from '../../features/till-counter/components/till-page';
import { ZReportPage } from '../../features/till-counter/components/z-report-page';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const zReport = params.get('z');
  useDocumentTitle(zReport ? 'Z report' : 'Till');
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{zReport ? 'Z report' : 'Till'}</h1>
      </header>
      {zReport ? (
        <ZReportPage sessionId={zReport} backHref={paths.adminTill} />
      ) : (
        <TillPage
          customerSlot={(customerQr, onChange) => <CustomerPicker customerQr={customerQr} onChange={onChange} />}
          onSold={(sale) => void navigate(`${paths.adminSales}?sale=${sale.saleId}`)}
          onDrawerClosed={(sessionId) => void navigate(`${paths.adminTill}?z=${sessionId}`)}
        />
      )}
    </div>
  );
}
