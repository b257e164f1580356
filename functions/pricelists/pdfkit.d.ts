// pdfkit (the PDF writer under @react-pdf/renderer) ships no types; this is the part the price list patches.
declare module 'pdfkit' {
  interface PdfFonts {
    _font: unknown;
    _fontSource: unknown;
    _fontFamily: unknown;
    font(src: unknown, family?: unknown, size?: unknown): PdfFonts;
    fontSize(size: unknown): PdfFonts;
  }
  const PDFDocument: { prototype: PdfFonts };
  export default PDFDocument;
  export type { PdfFonts };
}
