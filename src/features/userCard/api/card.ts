import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCardCalls as C, type CardSave } from '../../../contract/userCard/calls';
import type { CardImageKind } from '../../../domain/userCard/image';
import { fileDataUrl } from '../../../lib/saveFile';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** The business card's query keys, named once. */
export const userCardKeys = {
  all: ['userCard'] as const,
  card: () => [...userCardKeys.all, 'card'] as const,
  stats: () => [...userCardKeys.all, 'stats'] as const,
  /** A visitor's card by its link's token. */
  publicCard: (token: string) => [...userCardKeys.all, 'public', token] as const,
  /** One of one's own pictures by its address (which names its content hash: it never goes stale). */
  picture: (path: string) => [...userCardKeys.all, 'picture', path] as const,
};

export const getCard = () => callApi(C.get, {});
export const cardQueryOptions = () => queryOptions({ queryKey: userCardKeys.card(), queryFn: getCard });

export const getCardStats = () => callApi(C.stats, {});
export const cardStatsQueryOptions = () => queryOptions({ queryKey: userCardKeys.stats(), queryFn: getCardStats });

export const getPublicCard = (token: string) => callApi(C.publicCard, { c: token });
/** A visitor's card: each read counts a view, so it is asked once and never retried by itself. */
export const publicCardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: userCardKeys.publicCard(token),
    queryFn: () => getPublicCard(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !!token,
  });

/** The .vcf of a card's link (a plain download: the browser saves the server's file under its name). */
export const vcfHref = (token: string) => `${C.publicVcf.path}?c=${encodeURIComponent(token)}`;

export const useSaveCard = () => useCallMutation((input: CardSave) => callApi(C.save, input), [userCardKeys.card()]);
export const useUploadPicture = () => useCallMutation((input: { Kind: CardImageKind; Base64: string }) => callApi(C.imageUpload, input), [userCardKeys.card()]);
export const useRemovePicture = () => useCallMutation((Kind: CardImageKind) => callApi(C.imageRemove, { Kind }), [userCardKeys.card()]);
/** The link and QR code; a rotation changes the card's Shared flag only when it was not shared. */
export const useShareCard = () => useCallMutation((Rotate: boolean) => callApi(C.share, { Rotate }), [userCardKeys.card()]);

/**
 * One of one's own pictures, shown in the editor: its address answers only with the session, so
 * it is read as a file and shown from a data: URL made here ('' while loading or when there is none).
 */
export const ownPictureQueryOptions = (path: string) =>
  queryOptions({
    queryKey: userCardKeys.picture(path),
    queryFn: () => fileDataUrl(path),
    enabled: !!path,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });

export function useOwnPicture(path: string): string {
  const picture = useQuery(ownPictureQueryOptions(path));
  return path ? (picture.data ?? '') : '';
}
