/**
 * A card's picture (the photo, the WeChat QR code): JPEG, PNG or WebP of at most 2 MB, known by its
 * first bytes — never by its name (a renamed file is still what its bytes are).
 */
export const CARD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CARD_IMAGE_KINDS = ['AVATAR', 'WECHAT_QR'] as const;
export type CardImageKind = (typeof CARD_IMAGE_KINDS)[number];

const starts = (b: Uint8Array, magic: readonly number[], at = 0) => b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image's content type from its bytes, or undefined when it is none of JPEG, PNG, WebP. */
export function cardImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
