import { EDM_PATHS } from '../../../src/contract/edm/module';
import { publicUrlFromEnv } from '../../http/publicUrl';

/**
 * The one image the channel's HTML allow-list keeps (docs/modules/mail.md): a campaign's open pixel,
 * the platform's own tracking link — on the PUBLIC_URL origin, the campaigns' open path, a token and
 * nothing else, and exactly the one its sender named. Every other image is still removed: a foreign
 * image would tell a third party who opened the message.
 */
export function isOwnTrackingPixel(src: string, named: string | undefined, env: NodeJS.ProcessEnv): boolean {
  if (!named || src !== named) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const params = [...url.searchParams.keys()];
  return (
    url.origin === publicUrlFromEnv(env) &&
    url.pathname === EDM_PATHS.edmPublicOpen &&
    params.length === 1 &&
    params[0] === 't' &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}
