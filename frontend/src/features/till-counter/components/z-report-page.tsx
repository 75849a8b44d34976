// A drawer session's Z report (after closing, or any session by its id), printable.
import { Notice } from '../../../components/form/notice';
import { PrintArea, printSheet } from '../../../components/repairs/print-area';
import { ZReportSheet } from '../../../components/sales/z-report-sheet';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useDrawerSession } from '../api/drawer';

export function ZReportPage({ sessionId, backHref }: { sessionId: string; backHref: string }) {
  const session = useDrawerSession(sessionId);
  if (session.isPending) return <Spinner label="Loading the Z report" />;
  if (session.isError) return <Notice tone="error">{serverMessage(session.error)}</Notice>;
  return (
    <div className="grid max-w-xl gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => printSheet('z-report')}>Print Z report</Button>
        <a href={backHref} className="inline-flex h-11 items-center rounded-lg px-4 font-semibold text-primary hover:underline">Back to the till</a>
      </div>
      <PrintArea id="z-report" label="Z report" className="w-[80mm] max-w-full">
        <ZReportSheet session={session.data} />
      </PrintArea>
    </div>
  );
}
