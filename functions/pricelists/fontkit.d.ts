// fontkit ships no types; this is the part the price list measures text with (and hands to pdfkit to set it).
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    /** Above and below the baseline, in font units (descent negative). */
    ascent: number;
    descent: number;
    /** Every code point the font maps. */
    characterSet: number[];
    layout(text: string, features?: unknown): GlyphRun;
    glyphsForString(text: string): Glyph[];
    getGlyph(id: number): Glyph;
  }
  export function openSync(path: string): Font;
}
