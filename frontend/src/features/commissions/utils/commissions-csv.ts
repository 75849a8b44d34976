// The commission report as CSV (decision 262): a row per item, each member's items together, with
// the commission each earns; pounds with two decimals.
import type { CommissionReport } from '../../../../../shared/schemas/reports/commissions';
import { csvPounds, toCsv } from '../../../lib/csv-download';

export function commissionsCsv(report: CommissionReport): string {
  const rows: (string | number)[][] = [['Member', 'Day', 'Kind', 'Reference', 'Description', 'Amount', 'Rate %', 'Commission']];
  for (const member of report.members) {
    for (const item of member.items) {
      rows.push([member.name, item.day, item.kind === 'labour' ? 'Labour' : 'Sale', item.reference, item.description, csvPounds(item.basePence), item.percent, csvPounds(Math.round((item.basePence * item.percent) / 100))]);
    }
    rows.push([member.name, '', 'Total', '', '', csvPounds(member.labourPence + member.salesPence), '', csvPounds(member.commissionPence)]);
  }
  return toCsv(rows);
}
