import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text a PDF made by contract-summary-pdf.ts shows, page by page, line by line: each content
 * stream is inflated and its `<hex> Tj` strings decoded (pdf-lib writes standard-font text as
 * WinAnsi hex). Enough to check what a summary says; not a general PDF text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref as PDFRef))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return lines.join('\n');
}
