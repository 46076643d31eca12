import { buildContractSummary } from '@fibre/domain/contract-summary';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contractSummaryFileName, renderContractSummaryPdf } from './contract-summary-pdf';
import { pdfText } from './pdf-text.test-support';

const product = (id: number) => DEMO_PRODUCTS.find((entry) => entry.id_product === id)!;
const promotion = (code: string) => DEMO_PROMOTIONS.find((entry) => entry.code === code)!;
const CREATED = new Date('2026-11-23T10:00:00.000Z');

function summary() {
  return buildContractSummary({
    plan: product(1002),
    addons: [product(9001)],
    promotions: [promotion('WELCOME10')],
    start: { kind: 'installation', day: { year: 2026, month: 11, day: 26 } },
    basis: 'including-vat',
    orderNumber: 'FB23456789',
  });
}

describe('renderContractSummaryPdf', () => {
  it('makes a PDF that parses back, with its metadata, on two A4 pages at most', async () => {
    const bytes = await renderContractSummaryPdf(summary(), { createdAt: CREATED });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(2);
    expect(document.getTitle()).toBe('Hey!Broadband Contract summary - order FB23456789');
    expect(document.getAuthor()).toBe('Hey!Broadband Ltd');
    expect(document.getCreationDate()?.toISOString()).toBe(CREATED.toISOString());
    const [width, height] = [document.getPage(0).getWidth(), document.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('prints the key figures in pounds and pence', async () => {
    const text = await pdfText(await renderContractSummaryPdf(summary(), { createdAt: CREATED }));
    expect(text).toContain('Order number: FB23456789');
    expect(text).toContain('Monthly price: £34.00');
    expect(text).toContain('Total contract value: £894.00');
    expect(text).toContain('goes up by £3.00 a month');
    expect(text).toContain('Months 6 to 17: £37.00 a month');
    expect(text).toContain('Download speed up to 400 Mbps');
    expect(text).toContain('Minimum guaranteed speed: 200 Mbps download');
    expect(text).toContain('Your right to cancel');
    expect(text).toContain('page 2 of 2');
  });

  it('prints a character Helvetica lacks as ?, rather than failing', async () => {
    const content = summary();
    const odd = { ...content, planName: 'Fibre 400 ✓' };
    const text = await pdfText(await renderContractSummaryPdf(odd, { createdAt: CREATED }));
    expect(text).toContain('Plan: Fibre 400 ? (24 months)');
  });

  it('names the attachment after the order', () => {
    expect(contractSummaryFileName('FB23456789')).toBe('contract-summary-FB23456789.pdf');
  });
});
