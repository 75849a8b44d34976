// A trade-in's purchase document as a PDF, drawn in the browser (decisions 146, 315): self-billed by
// the shop for a private seller, printed at the counter and sent with the email request.
import { formatPence } from '../../../../shared/money';
import { ID_TYPE_NAMES, type TradeIn } from '../../../../shared/schemas/trade-ins/trade-in';
import { WEAR_NAMES } from '../../../../shared/trade-ins/grading';
import { PdfWriter } from './pdf-layout';

/** Words into lines of at most `width` characters (the layout draws one line per text). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });

export async function tradeInDocumentPdf(tradeIn: TradeIn): Promise<Uint8Array> {
  const number = tradeIn.documentNumber ?? '';
  const pdf = await PdfWriter.create(`Purchase document ${number}`);
  pdf.letterhead('Purchase document (self-billed)', number);
  pdf.text(`Date: ${longDate(tradeIn.payout?.paidAt ?? tradeIn.updatedAt)}`);
  pdf.gap(6);
  if (tradeIn.seller) {
    pdf.text('Bought from', { bold: true });
    pdf.text(tradeIn.seller.name);
    pdf.text(`${tradeIn.seller.addressLine1}, ${tradeIn.seller.town} ${tradeIn.seller.postcode}`);
    if (tradeIn.sellerId) pdf.text(`Photo ID seen: ${ID_TYPE_NAMES[tradeIn.sellerId.idType]} ${tradeIn.sellerId.idNumber}`, { colour: 'grey' });
  }
  pdf.gap(10);
  const { device, checklist } = tradeIn;
  pdf.row([['Device', 0], ['IMEI / serial', 250], ['Grade', 390], ['Price', 495, true]], { bold: true });
  pdf.rule();
  pdf.row([[`${device.model} ${device.storage} ${device.colour}`.slice(0, 45), 0], [device.imei ?? device.serial ?? '', 250], [tradeIn.grade, 390], [formatPence(tradeIn.offerPence), 495, true]]);
  const checked = `Checked: screen ${WEAR_NAMES[checklist.screen].toLowerCase()}, body ${WEAR_NAMES[checklist.body].toLowerCase()}, battery ${checklist.batteryHealthPercent}%, ${checklist.functionsWork ? 'every function works' : 'a function is faulty'}, activation lock off.`;
  for (const line of wrap(checked, 100)) pdf.text(line, { size: 9, colour: 'grey' });
  pdf.rule();
  const method = tradeIn.payout?.method;
  const paid = method === 'bank-transfer' ? `Paid by bank transfer, reference ${tradeIn.payout!.reference}` : method === 'store-credit' ? "Paid as store credit on the seller's account" : 'Paid in cash';
  pdf.row([[paid, 0], [formatPence(tradeIn.offerPence), 495, true]], { bold: true });
  pdf.text('Second-hand goods bought from a private individual: no VAT is charged.', { size: 9, colour: 'grey' });
  pdf.gap(14);
  if (tradeIn.declaration) {
    pdf.text("The seller's declaration", { bold: true });
    for (const line of wrap(tradeIn.declaration.text, 100)) pdf.text(line, { size: 9 });
    pdf.text(`Signed: ${tradeIn.declaration.signedName}, ${longDate(tradeIn.declaration.signedAt)}`);
  }
  return pdf.bytes();
}
