// A small A4 page writer over pdf-lib: the shop's letterhead, text rows and money columns, with a
// new page when one fills. The standard Helvetica fonts cover Latin-1 (with £ and Irish fadas);
// anything outside it is replaced so an unusual character cannot break a document.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { BUSINESS, formatAddress } from '../../../../shared/business';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/** Keeps printable Latin-1 (what WinAnsi encodes); replaces anything else. */
export function pdfSafe(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfSafe(title));
    doc.setAuthor(BUSINESS.legalName);
    doc.setProducer(BUSINESS.name);
    const writer = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
    return writer;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** The shop's name, address, phone and VAT number (the document's own when it kept one), then the document's title on the right. */
  letterhead(title: string, reference: string, vatNumber: string = BUSINESS.vatNumber): void {
    this.text(BUSINESS.legalName, { size: 16, bold: true });
    this.text(formatAddress(), { size: 9, colour: 'grey' });
    this.text(`${BUSINESS.phone.display}  ${BUSINESS.email}`, { size: 9, colour: 'grey' });
    this.text(`VAT number ${vatNumber}`, { size: 9, colour: 'grey' });
    const top = A4[1] - MARGIN;
    const width = this.bold.widthOfTextAtSize(title, 18);
    this.page.drawText(pdfSafe(title), { x: A4[0] - MARGIN - width, y: top - 16, size: 18, font: this.bold });
    const refWidth = this.regular.widthOfTextAtSize(pdfSafe(reference), 11);
    this.page.drawText(pdfSafe(reference), { x: A4[0] - MARGIN - refWidth, y: top - 32, size: 11, font: this.regular });
    this.gap(14);
  }

  text(value: string, options: { size?: number; bold?: boolean; colour?: 'grey' } = {}): void {
    const size = options.size ?? 10;
    this.ensure(size + 4);
    this.y -= size + 4;
    this.page.drawText(pdfSafe(value), { x: MARGIN, y: this.y, size, font: options.bold ? this.bold : this.regular, color: options.colour === 'grey' ? GREY : undefined, maxWidth: A4[0] - 2 * MARGIN });
  }

  /** One row of columns: [text, x from the left margin, right-aligned?]. */
  row(cells: readonly [string, number, boolean?][], options: { bold?: boolean; size?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    this.ensure(size + 6);
    this.y -= size + 6;
    for (const [value, x, right] of cells) {
      const safe = pdfSafe(value);
      const at = right ? MARGIN + x - font.widthOfTextAtSize(safe, size) : MARGIN + x;
      this.page.drawText(safe, { x: at, y: this.y, size, font });
    }
  }

  rule(): void {
    this.ensure(8);
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
  }

  gap(points: number): void {
    this.y -= points;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
