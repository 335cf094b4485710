/** fontkit (pdfkit's font engine, pinned beside it) ships no types: the one call the print makes. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
