import { contractModule } from '../registry';

/**
 * The digital business card (数字名片, operations.md §16): each employee account's own card — every
 * call acts on the caller's own card only (no id is taken), so it is open to any employee, internal
 * or external, like their own settings; the page /UserCard/Index is open to everyone signed in. The
 * visitor's pair (WebsitePublic/UserCard, …/Vcf) takes the card's link token instead of a session.
 */
export const USER_CARD_PATHS = {
  userCardGet: '/api/UserCard/Get',
  userCardSave: '/api/UserCard/Save',
  userCardImageUpload: '/api/UserCard/ImageUpload',
  userCardImageRemove: '/api/UserCard/ImageRemove',
  userCardShare: '/api/UserCard/Share',
  userCardStats: '/api/UserCard/Stats',
  userCardPicture: '/api/UserCard/Picture',
  userCardPublic: '/api/WebsitePublic/UserCard',
  userCardPublicVcf: '/api/WebsitePublic/UserCard/Vcf',
  userCardPublicPicture: '/api/WebsitePublic/UserCard/Picture',
  userCardPublicQuote: '/api/WebsitePublic/UserCard/Quote',
} as const;

/** The page that edits one's card and, with ?c=, shows a card to a visitor. */
export const USER_CARD_PAGE = '/UserCard/Index';

export const userCardContract = contractModule({
  name: 'userCard',
  paths: USER_CARD_PATHS,
  access: {},
});
