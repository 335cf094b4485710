import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { id, strict, text, textOf } from '../schema';

/**
 * The blocks of a site's home page (operations.md §14 portal_home_blocks): each kind's content, as
 * TypeBox schemas the server checks a saved block against (blockProblem in homeRules.ts) and the
 * browser types its editors by. Images are portal media ids (the site's own uploads).
 */
export const BLOCK_KINDS = ['BANNER', 'SERVICES', 'PRODUCTS', 'NEWS', 'SCHEDULES', 'TRACK_BOX', 'RATE_BOX', 'PARTNERS', 'STATS', 'RICH_TEXT'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const MediaId = Type.Union([id, Type.Null()]);
/** A page of the site the block links to (a path of this platform, `/…`), or empty. */
const Path = Type.String({ maxLength: 200, pattern: '^(/[A-Za-z0-9/_.?=&%-]*)?$' });
const Title = text(60);
const Count = Type.Integer({ minimum: 1, maximum: 12 });

export const BLOCK_CONTENT = {
  BANNER: strict({ Title: text(80), Subtitle: text(200), ImageMediaId: MediaId, ButtonText: text(30), ButtonPath: Path }),
  SERVICES: strict({
    Title,
    Items: Type.Array(strict({ Title: text(40, 1), Text: text(200), Icon: Type.String({ maxLength: 40, pattern: '^[a-z0-9-]*$' }), Path }), { maxItems: 12 }),
  }),
  PRODUCTS: strict({ Title, Count }),
  NEWS: strict({ Title, Count }),
  SCHEDULES: strict({ Title, Count }),
  TRACK_BOX: strict({ Title }),
  RATE_BOX: strict({ Title }),
  PARTNERS: strict({ Title, Items: Type.Array(strict({ Name: text(60, 1), ImageMediaId: MediaId }), { maxItems: 24 }) }),
  STATS: strict({ Title, Items: Type.Array(strict({ Label: text(30, 1), Value: text(20, 1) }), { maxItems: 8 }) }),
  /** Html: sanitised rich text (server/platform/richText.ts) on save. */
  RICH_TEXT: strict({ Title, Html: text(20_000) }),
} as const satisfies Record<BlockKind, TSchema>;

export type BlockContent<K extends BlockKind = BlockKind> = Static<(typeof BLOCK_CONTENT)[K]>;

/** A new block's content: what the editor starts from (lists and texts empty; the banner asks for its title). */
export const NEW_BLOCK: { [K in BlockKind]: BlockContent<K> } = {
  BANNER: { Title: '', Subtitle: '', ImageMediaId: null, ButtonText: '', ButtonPath: '' },
  SERVICES: { Title: '', Items: [] },
  PRODUCTS: { Title: '', Count: 6 },
  NEWS: { Title: '', Count: 5 },
  SCHEDULES: { Title: '', Count: 5 },
  TRACK_BOX: { Title: '' },
  RATE_BOX: { Title: '' },
  PARTNERS: { Title: '', Items: [] },
  STATS: { Title: '', Items: [] },
  RICH_TEXT: { Title: '', Html: '' },
};

/** One block as the editor saves it. */
export const BlockInputSchema = strict({ Kind: textOf(BLOCK_KINDS), Hidden: Type.Boolean(), Content: Type.Record(Type.String(), Type.Unknown()) });
export type BlockInput = Static<typeof BlockInputSchema>;

/** The floating window (operations.md §14 portal_widgets). */
export const WIDGET_ITEM_KINDS = ['PHONE', 'QQ', 'WECHAT_QR', 'EMAIL', 'MESSAGE_FORM'] as const;
export const WIDGET_PAGES = ['ALL', 'HOME', 'PATHS'] as const;
export const WidgetItemSchema = strict({
  Kind: textOf(WIDGET_ITEM_KINDS),
  Label: text(30),
  /** The phone number, QQ number or e-mail address; empty for the QR code and the message form. */
  Value: text(120),
  /** WECHAT_QR's image (a portal media id). */
  ImageMediaId: MediaId,
});
export type WidgetItem = Static<typeof WidgetItemSchema>;
export const WidgetFieldsSchema = {
  Enabled: Type.Boolean(),
  Position: textOf(['LEFT', 'RIGHT'] as const),
  Pages: textOf(WIDGET_PAGES),
  Paths: Type.Array(Type.String({ minLength: 1, maxLength: 200, pattern: '^/[A-Za-z0-9/_.-]*$' }), { maxItems: 20 }),
  Items: Type.Array(WidgetItemSchema, { maxItems: 8 }),
};
