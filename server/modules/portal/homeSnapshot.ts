import type { BlockKind } from '../../../src/contract/portal/homeBlocks';
import type { PublicWidget } from '../../../src/contract/portal/homeCalls';
import type { Queryable } from '../../db/types';
import { blocksOf, mediaUrlsOf } from './homeRepository';
import { mediaIdsIn, widgetAnswer } from './homeService';

/** A home block as a version keeps it: shown blocks only, their images' addresses with them. */
export interface SnapshotBlock {
  Kind: BlockKind;
  Content: Record<string, unknown>;
  ImageUrls: Record<string, string>;
}

export const NO_WIDGET: PublicWidget = { Enabled: false, Position: 'RIGHT', Pages: 'ALL', Paths: [], Items: [] };

/** The draft home blocks and floating window, as the snapshot a publish writes (and a preview reads) holds them. */
export async function homeSnapshot(q: Queryable, companyId: string): Promise<{ Blocks: SnapshotBlock[]; Widget: PublicWidget }> {
  const rows = (await blocksOf(q, companyId)).filter((b) => !b.hidden);
  const urls = await mediaUrlsOf(q, companyId, mediaIdsIn(rows.map((r) => r.content)));
  const Blocks = rows.map((r) => ({
    Kind: r.kind as BlockKind,
    Content: r.content,
    ImageUrls: Object.fromEntries(mediaIdsIn(r.content).flatMap((i) => (urls[i] ? [[String(i), urls[i]!]] : []))),
  }));
  const w = await widgetAnswer(q, companyId);
  const Widget: PublicWidget = {
    Enabled: w.Enabled,
    Position: w.Position,
    Pages: w.Pages,
    Paths: w.Paths,
    Items: w.Items.map((i) => ({ Kind: i.Kind, Label: i.Label, Value: i.Value, ImageUrl: i.ImageMediaId ? (w.ImageUrls[i.ImageMediaId] ?? null) : null })),
  };
  return { Blocks, Widget };
}
