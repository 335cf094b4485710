import { PORTAL_MEDIA_PREFIX } from '../../../src/contract/portal/module';
import { sanitizeRichText } from '../../platform/richText';

const OWN_MEDIA = new RegExp(`^${PORTAL_MEDIA_PREFIX}[0-9a-f]{64}$`);

/** A portal rich-text field as stored: the allow-list, images only from the portal's own media. */
export const portalRichText = (html: string): string => sanitizeRichText(html, { allowImage: (src) => OWN_MEDIA.test(src) });
