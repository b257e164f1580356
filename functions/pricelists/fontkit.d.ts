// fontkit ships no types; this is the part the price list measures text with.
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    layout(text: string): { advanceWidth: number };
  }
  export function openSync(path: string): Font;
}
