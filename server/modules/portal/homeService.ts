import type { CallInput } from '../../../src/contract/call';
import type { BlockKind } from '../../../src/contract/portal/homeBlocks';
import type { HomeAnswer, homeCalls as C, Widget } from '../../../src/contract/portal/homeCalls';
import { blockProblem } from '../../../src/contract/portal/homeRules';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { editedCompany } from './editedCompany';
import * as R from './homeRepository';
import { portalRichText } from './richText';
import { lockSite } from './siteRepository';

/** Every `ImageMediaId` a block's content or a window's items name. */
export function mediaIdsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(mediaIdsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'ImageMediaId' && typeof v === 'number' ? [v] : mediaIdsIn(v)));
}

const stale = (what: { zh: string; en: string }, v: number) =>
  no<never>('STALE', `The ${what.en} was changed meanwhile (now version ${v}): reload it.`, `${what.zh}已被他人修改（当前版本 ${v}），请刷新后再改。`);
const noSiteYet = () => no<never>('NO_SITE', 'Save the site settings first.', '请先保存门户配置。');
const HOME = { zh: '首页区块', en: 'home page' };
const WIDGET = { zh: '悬浮窗', en: 'floating window' };

/** The images named that are not the site's own: the refusal, or undefined. */
async function foreignMedia(q: Queryable, companyId: string, ids: number[]): Promise<Outcome<never> | undefined> {
  const known = await R.mediaUrlsOf(q, companyId, ids);
  const unknown = ids.filter((i) => !known[String(i)]);
  if (!unknown.length) return undefined;
  return no('MEDIA_NOT_FOUND', `Image ${unknown[0]} is not one of this site's uploads.`, `图片 ${unknown[0]} 不是本门户上传的图片。`);
}

async function homeOf(q: Queryable, companyId: string): Promise<HomeAnswer> {
  const rows = await R.blocksOf(q, companyId);
  const urls = await R.mediaUrlsOf(q, companyId, mediaIdsIn(rows.map((r) => r.content)));
  const Blocks = rows.map((r) => ({
    Kind: r.kind as BlockKind,
    Hidden: r.hidden,
    Content: r.content,
    ImageUrls: Object.fromEntries(mediaIdsIn(r.content).flatMap((i) => (urls[i] ? [[String(i), urls[i]!]] : []))),
  }));
  return { CompanyId: Number(companyId), Blocks, Version: await R.homeVersionOf(q, companyId) };
}

export async function widgetAnswer(q: Queryable, companyId: string): Promise<Widget> {
  const w = await R.widgetOf(q, companyId);
  const items = w?.items ?? [];
  return {
    CompanyId: Number(companyId),
    Enabled: w?.enabled ?? false,
    Position: w?.position ?? 'RIGHT',
    Pages: w?.pages ?? 'ALL',
    Paths: w?.paths ?? [],
    Items: items.map((i) => ({ Kind: i.Kind as Widget['Items'][number]['Kind'], Label: i.Label, Value: i.Value, ImageMediaId: i.ImageMediaId })),
    ImageUrls: await R.mediaUrlsOf(q, companyId, mediaIdsIn(items)),
    Version: w?.version ?? 0,
  };
}

/** /Portal/Home and /Portal/FloatingWindow: drafts of the site's home blocks and floating window. */
export function homeService(db: Db) {
  return {
    async get(actor: Actor, input: CallInput<typeof C.homeGet>): Promise<Outcome<HomeAnswer>> {
      const c = await editedCompany(db, actor, input.CompanyId);
      return c.ok ? { ok: true, value: await homeOf(db, c.value.id) } : c;
    },

    /** The whole list in its order; each block's content checked by its kind, rich text sanitised, images the site's own. */
    save(actor: Actor, input: CallInput<typeof C.homeSave>): Promise<Outcome<HomeAnswer>> {
      return inTransaction(db, async (tx): Promise<Outcome<HomeAnswer>> => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        if (!(await lockSite(tx, c.value.id))) return noSiteYet();
        const version = await R.homeVersionOf(tx, c.value.id);
        if (version !== input.Version) return stale(HOME, version);
        for (const [i, b] of input.Blocks.entries()) {
          const problem = blockProblem(b.Kind, b.Content, i + 1);
          if (problem) return no('BLOCK_CONTENT', problem.en, problem.zh);
        }
        const foreign = await foreignMedia(tx, c.value.id, mediaIdsIn(input.Blocks.map((b) => b.Content)));
        if (foreign) return foreign;
        const rows = input.Blocks.map((b) => ({
          kind: b.Kind,
          hidden: b.Hidden,
          content: b.Kind === 'RICH_TEXT' ? { ...b.Content, Html: portalRichText(String(b.Content.Html)) } : b.Content,
        }));
        await R.replaceBlocks(tx, c.value.id, rows);
        return { ok: true, value: await homeOf(tx, c.value.id) };
      });
    },

    async widget(actor: Actor, input: CallInput<typeof C.widgetGet>): Promise<Outcome<Widget>> {
      const c = await editedCompany(db, actor, input.CompanyId);
      return c.ok ? { ok: true, value: await widgetAnswer(db, c.value.id) } : c;
    },

    saveWidget(actor: Actor, input: CallInput<typeof C.widgetSave>): Promise<Outcome<Widget>> {
      return inTransaction(db, async (tx): Promise<Outcome<Widget>> => {
        const c = await editedCompany(tx, actor, input.CompanyId);
        if (!c.ok) return c;
        if (!(await lockSite(tx, c.value.id))) return noSiteYet();
        const version = (await R.widgetOf(tx, c.value.id))?.version ?? 0;
        if (version !== input.Version) return stale(WIDGET, version);
        const problem = widgetProblem(input);
        if (problem) return problem;
        const foreign = await foreignMedia(tx, c.value.id, mediaIdsIn(input.Items));
        if (foreign) return foreign;
        const items = input.Items.map((i) => ({ ...i, Label: i.Label.trim(), Value: i.Value.trim() }));
        await R.upsertWidget(tx, c.value.id, { enabled: input.Enabled, position: input.Position, pages: input.Pages, paths: input.Paths, items });
        return { ok: true, value: await widgetAnswer(tx, c.value.id) };
      });
    },
  };
}

/** What a floating window must hold: each item its number, address or image; chosen pages named when it shows on chosen pages. */
function widgetProblem(input: CallInput<typeof C.widgetSave>): Outcome<never> | undefined {
  if (input.Pages === 'PATHS' && !input.Paths.length) return no('PATHS_REQUIRED', 'Name the pages the window shows on.', '请填写悬浮窗显示的页面路径。');
  for (const [n, i] of input.Items.entries()) {
    if (i.Kind === 'WECHAT_QR' && !i.ImageMediaId)
      return no('ITEM_INCOMPLETE', `Item ${n + 1}: upload the WeChat QR code.`, `第 ${n + 1} 项：请上传微信二维码。`);
    if (['PHONE', 'QQ', 'EMAIL'].includes(i.Kind) && !i.Value.trim())
      return no('ITEM_INCOMPLETE', `Item ${n + 1}: give the number or address.`, `第 ${n + 1} 项：请填写号码或地址。`);
    if (i.Kind === 'EMAIL' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(i.Value.trim()))
      return no('ITEM_INCOMPLETE', `Item ${n + 1}: the e-mail address is not valid.`, `第 ${n + 1} 项：邮箱地址格式不正确。`);
  }
  return undefined;
}
