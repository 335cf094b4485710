import type { RouteDef } from '../routes/types';

/**
 * Document title of a route in a language (spec §2: set from the route title on every
 * navigation), followed by the site's brand: the platform, or the company whose site this is.
 */
export function documentTitle(route: RouteDef, lang: 'zh' | 'en', brand: string): string {
  return `${route.title[lang]} - ${brand}`;
}
