import type { ContractSummary } from '@fibre/domain/contract-summary';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The Ofcom contract summary as an A4 PDF (decision 0210): pdf-lib with the standard Helvetica
 * fonts, so no font file, no native module and no browser. The content is the domain's
 * `buildContractSummary`, printed in its order; nothing is worked out here.
 */

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
export const BRAND = rgb(0.11, 0.16, 0.45);
const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);

export const CONTRACT_SUMMARY_PDF_TYPE = 'application/pdf';

export function contractSummaryFileName(code: string): string {
  return `contract-summary-${code}.pdf`;
}

/** Helvetica's WinAnsi encoding covers '£' and the usual punctuation; anything else prints as '?'. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (char) =>
    supported.has(char.codePointAt(0) ?? 0) ? char : '?',
  ).join('');
}

/** The lines a text takes at a font and size within a width, broken between words. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines down A4 pages, wrapping words and turning pages (the receipt uses it too). */
export class Writer {
  private page: PDFPage;
  private y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = this.newPage();
    this.y = A4.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.document.addPage([A4.width, A4.height]);
    this.pages.push(page);
    return page;
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.newPage();
    this.y = A4.height - MARGIN;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; gapAfter?: number; indent?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    for (const line of wrap(font, size, printable(font, text), A4.width - 2 * MARGIN - indent)) {
      this.room(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gapAfter ?? 0;
  }

  /** 'Page 1 of 2' and the provider's name at the foot of every page. */
  footers(name: string, documentName = 'contract summary'): void {
    this.pages.forEach((page, index) => {
      const text = `${name} ${documentName} - page ${index + 1} of ${this.pages.length}`;
      page.drawText(text, { x: MARGIN, y: MARGIN - 20, size: 8, font: this.fonts.regular, color: MUTED });
    });
  }
}

/**
 * Renders the summary. `createdAt` dates the document (its metadata), so the same order and day
 * give the same figures on every download.
 */
export async function renderContractSummaryPdf(
  summary: ContractSummary,
  options: { createdAt: Date },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const title = summary.orderNumber
    ? `${summary.provider.name} ${summary.title} - order ${summary.orderNumber}`
    : `${summary.provider.name} ${summary.title}`;
  document.setTitle(title);
  document.setSubject(`${summary.planName}, ${summary.contract.lengthText}`);
  document.setAuthor(summary.provider.legalName);
  document.setCreator(summary.provider.name);
  document.setProducer(summary.provider.name);
  document.setLanguage('en-GB');
  document.setCreationDate(options.createdAt);
  document.setModificationDate(options.createdAt);

  const writer = new Writer(document, fonts);
  writer.text(`${summary.provider.name} ${summary.title}`, {
    size: 20,
    bold: true,
    color: BRAND,
    gapAfter: 4,
  });
  writer.text(summary.intro, { size: 9, color: MUTED, gapAfter: 8 });
  const facts = [
    ...(summary.orderNumber ? [`Order number: ${summary.orderNumber}`] : []),
    `Plan: ${summary.planName} (${summary.contract.lengthText})`,
    `Contract starts: ${summary.startText}`,
    `Monthly price: ${summary.price.monthlyText}    Total contract value: ${summary.price.totalStatement}`,
  ];
  for (const fact of facts) writer.text(fact, { size: 11, bold: true });
  writer.text('', { gapAfter: 6 });
  for (const section of summary.sections) {
    writer.text(section.heading, { size: 12, bold: true, color: BRAND, gapAfter: 2 });
    for (const line of section.lines) writer.text(line, { size: 10, indent: 8, gapAfter: 2 });
    writer.text('', { gapAfter: 6 });
  }
  writer.footers(summary.provider.name);
  return document.save();
}
