import { buildOrderReceipt, type OrderReceipt } from '@fibre/domain/order-receipt';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Executor } from '../db/executor';
import { notFound } from '../http-error';
import { findCustomer } from '../repositories/customer.repository';
import { BRAND, MUTED, Writer } from './contract-summary-pdf';
import { latestOrderSummary } from './order-confirmation';
import { orderView } from './order-view';

/**
 * GET /order/{code}/receipt (decision 0634): the domain's receipt of a placed order as an A4 PDF,
 * written with the contract summary's pdf-lib writer. Nothing is priced here: the figures are the
 * contract summary's, which the review step shows too.
 */

export const ORDER_RECEIPT_PDF_TYPE = 'application/pdf';

export function orderReceiptFileName(code: string): string {
  return `receipt-${code}.pdf`;
}

/** Renders a receipt; `createdAt` dates the document's metadata. */
export async function renderOrderReceiptPdf(
  receipt: OrderReceipt,
  options: { createdAt: Date },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  document.setTitle(`${receipt.provider.name} ${receipt.title}`);
  document.setSubject(receipt.title);
  document.setAuthor(receipt.provider.legalName);
  document.setCreator(receipt.provider.name);
  document.setProducer(receipt.provider.name);
  document.setLanguage('en-GB');
  document.setCreationDate(options.createdAt);
  document.setModificationDate(options.createdAt);

  const writer = new Writer(document, fonts);
  writer.text(`${receipt.provider.name}`, { size: 11, bold: true, color: MUTED });
  writer.text(receipt.title, { size: 20, bold: true, color: BRAND, gapAfter: 10 });
  for (const section of receipt.sections) {
    writer.text(section.heading, { size: 12, bold: true, color: BRAND, gapAfter: 2 });
    for (const line of section.lines) writer.text(line, { size: 10, indent: 8, gapAfter: 2 });
    writer.text('', { gapAfter: 6 });
  }
  writer.footers(receipt.provider.name, 'receipt');
  return document.save();
}

/** The receipt of a placed order: 404 order.not_found unless it was placed. */
export async function orderReceiptPdf(
  db: Executor,
  code: string,
  now: Date,
): Promise<{ code: string; pdf: Uint8Array }> {
  const view = await orderView(db, code);
  const customer = await findCustomer(db, view.code);
  if (!customer) throw notFound('order.not_found');
  const summary = await latestOrderSummary(db, customer);
  const name = [view.customer.first_name, view.customer.surname].filter(Boolean).join(' ') || null;
  const receipt = buildOrderReceipt({
    orderNumber: view.code,
    placedAt: new Date(view.placed_at),
    name,
    address: view.address ? { address: view.address.address, postcode: view.address.postcode } : null,
    summary,
    preorder: view.preorder,
    installation: view.installation ? { day: view.installation.day, time: view.installation.time } : null,
    directDebit: view.direct_debit,
    switchOrder: view.switch_order
      ? { reference: view.switch_order.reference, losingProvider: view.switch_order.losing_provider.name }
      : null,
  });
  return { code: view.code, pdf: await renderOrderReceiptPdf(receipt, { createdAt: now }) };
}
