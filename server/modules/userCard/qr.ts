import bwipjs from 'bwip-js/node';

/** The QR code of a text (the card's vCard) as a PNG data: URL; bwip-js encodes the text as UTF-8, error correction M. */
export async function qrPngDataUrl(text: string): Promise<string> {
  const options = { bcid: 'qrcode', text, scale: 4, eclevel: 'M', paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' };
  const png = (await bwipjs.toBuffer(options as Parameters<typeof bwipjs.toBuffer>[0])) as Buffer;
  return `data:image/png;base64,${png.toString('base64')}`;
}
