// Tells the reports that invoices or credit notes were issued. Called after their transaction
// committed; announcing a number twice is harmless (the rollup adds each number once), so a replayed
// request announces its documents again rather than risk one never being counted.
import { salesDocumentIssuedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';

export async function announceSalesDocuments(numbers: readonly string[]): Promise<void> {
  for (const number of numbers) await publishEvent(salesDocumentIssuedEvent, { number });
}
