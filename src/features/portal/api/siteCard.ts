import { queryOptions } from '@tanstack/react-query';
import type { siteCardCalls } from '../../../contract/portal/cardCalls';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import { USER_CARD_PATHS as U } from '../../../contract/userCard/module';
import type { userCardCalls } from '../../../contract/userCard/calls';
import { callApi, callRef } from '../../../streams/callApi';

/** The card over the contact page (`?card=`): whether it belongs to this site, then the card (the userCard module's public call). */
const siteCard = callRef<(typeof siteCardCalls)['siteCard']>('GET', P.publicSiteCard);
const publicCard = callRef<(typeof userCardCalls)['publicCard']>('GET', U.userCardPublic);

const keys = { all: ['portalSiteCard'] as const };

/** `{OnSite}`: asked once per link (never retried: a wrong link is a plain contact page). */
export const siteCardOptions = (c: string) =>
  queryOptions({
    queryKey: [...keys.all, 'onSite', c],
    queryFn: () => callApi(siteCard, { c }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !!c,
  });

/** The card itself, asked only once the site said it is its own (each read counts a view). */
export const siteCardViewOptions = (c: string, onSite: boolean) =>
  queryOptions({
    queryKey: [...keys.all, 'card', c],
    queryFn: () => callApi(publicCard, { c }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: onSite,
  });

/** The card's .vcf (a plain download). */
export const siteCardVcf = (c: string) => `${U.userCardPublicVcf}?c=${encodeURIComponent(c)}`;
