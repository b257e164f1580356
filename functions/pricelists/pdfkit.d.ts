// pdfkit ships no types; this is the part the price list draws with.
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';

  interface PdfImage {
    width: number;
    height: number;
  }
  interface TextOptions {
    lineBreak?: boolean;
  }
  interface ImageOptions {
    fit?: [number, number];
    align?: 'left' | 'center' | 'right';
    valign?: 'top' | 'center' | 'bottom';
  }
  interface PdfDocumentOptions {
    size?: [number, number] | string;
    margin?: number;
    autoFirstPage?: boolean;
    compress?: boolean;
    fontLayoutCache?: boolean;
    lang?: string;
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Creator?: string; CreationDate?: Date };
  }
  class PDFDocument extends Readable {
    constructor(options?: PdfDocumentOptions);
    addPage(options?: PdfDocumentOptions): this;
    registerFont(name: string, src: unknown): this;
    font(name: string, size?: number): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    widthOfString(text: string): number;
    openImage(src: Buffer | Uint8Array): PdfImage;
    image(src: PdfImage, x: number, y: number, options?: ImageOptions): this;
    end(): void;
  }
  export default PDFDocument;
}
