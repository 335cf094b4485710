import type { CallInput } from '../../../src/contract/call';
import type { Content, portalCalls as C } from '../../../src/contract/portal/calls';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import * as R from './contentRepository';
import { editedCompany, noSite } from './editedCompany';
import { mediaOfCompany } from './mediaRepository';
import { portalRichText } from './richText';

const noSuch = <T>(): Outcome<T> => noSite<T>();

function present(r: R.ContentRow): Content {
  return {
    Id: Number(r.id),
    Type: r.ptl_type,
    Title: r.title,
    Category: r.category,
    CoverMediaId: r.cover_media_id ? Number(r.cover_media_id) : null,
    Summary: r.summary,
    Body: r.body,
    Slug: r.slug,
    PublishAt: r.publish_at,
    ShowUntil: r.show_until,
    Pinned: r.pinned,
    Status: r.status,
    Live: r.live,
    Changed: r.changed,
    Version: r.version,
    UpdatedAt: r.updated_at,
  };
}

/** An item the actor may edit: its company's, or any for platform staff (else 404, as if absent). */
async function reachable(q: Queryable, actor: Actor, id: number): Promise<R.ContentRow | undefined> {
  const row = await R.contentById(q, id);
  if (!row || !(await editedCompany(q, actor, row.company_id)).ok) return undefined;
  return row;
}

async function answer(q: Queryable, id: number): Promise<Outcome<Content>> {
  const row = await R.contentById(q, id);
  return row ? { ok: true, value: present(row) } : noSuch();
}

export function contentService(db: Db) {
  return {
    async list(actor: Actor, input: CallInput<typeof C.contentList>) {
      const c = await editedCompany(db, actor, input.CompanyId);
      if (!c.ok) return c;
      const rows = await R.contentList(db, c.value.id, input.Type, input.Search?.trim() ?? '', input.Status);
      return { ok: true as const, value: { Items: rows.map(present), Total: rows.length } };
    },

    async get(actor: Actor, id: number): Promise<Outcome<Content>> {
      const row = await reachable(db, actor, id);
      return row ? { ok: true, value: present(row) } : noSuch();
    },

    save(actor: Actor, input: CallInput<typeof C.contentSave>): Promise<Outcome<Content>> {
      return inTransaction(db, async (tx) => {
        const existing = input.Id ? await reachable(tx, actor, input.Id) : undefined;
        if (input.Id && !existing) return noSuch();
        const c = await editedCompany(tx, actor, existing?.company_id ?? input.CompanyId);
        if (!c.ok) return c;
        if (existing && existing.version !== input.Version)
          return no(
            'STALE',
            `The item was changed meanwhile (now version ${existing.version}): reload it.`,
            `该条目已被他人修改（当前版本 ${existing.version}），请刷新后再改。`,
          );
        if (existing && existing.ptl_type !== input.Type) return no('TYPE_FIXED', 'An item keeps its type.', '条目类型不能更改。');
        if (input.CoverMediaId && !(await mediaOfCompany(tx, c.value.id, input.CoverMediaId)))
          return no('NO_MEDIA', 'The cover image is not one of this site’s images.', '封面图片不是本门户的图片。');
        if (input.ShowUntil && input.ShowUntil <= input.PublishAt)
          return no('SHOW_UNTIL', 'Show until must be after the publish time.', '下线时间须晚于发布时间。');
        if (input.Slug && (await R.slugTaken(tx, c.value.id, input.Slug, input.Id)))
          return no('SLUG_TAKEN', `The slug ${input.Slug} is already used on this site.`, `链接别名 ${input.Slug} 已被本站其他条目使用。`);
        const fields: R.ContentFields = {
          type: input.Type,
          title: input.Title.trim(),
          category: input.Category.trim(),
          coverMediaId: input.CoverMediaId,
          summary: input.Summary.trim(),
          body: portalRichText(input.Body),
          slug: input.Slug,
          publishAt: input.PublishAt,
          showUntil: input.ShowUntil,
          pinned: input.Pinned,
        };
        if (!fields.title) return no('TITLE_EMPTY', 'Give the item a title.', '请填写标题。');
        const id = existing ? Number(existing.id) : await R.insertContent(tx, c.value.id, fields);
        if (existing) await R.updateContent(tx, id, fields);
        return answer(tx, id);
      });
    },

    /** Publish or unpublish one item; deleting it takes it off the site too. */
    move(actor: Actor, id: number, move: 'publish' | 'unpublish'): Promise<Outcome<Content>> {
      return inTransaction(db, async (tx) => {
        const row = await reachable(tx, actor, id);
        if (!row) return noSuch();
        if (move === 'unpublish' && row.status !== 'PUBLISHED') return no('NOT_PUBLISHED', 'The item is not published.', '该条目未发布。');
        if (move === 'publish') await R.publishContent(tx, id);
        else await R.setContentStatus(tx, id, 'UNPUBLISHED');
        return answer(tx, id);
      });
    },

    remove(actor: Actor, id: number): Promise<Outcome<{ Done: boolean }>> {
      return inTransaction(db, async (tx) => {
        if (!(await reachable(tx, actor, id))) return noSuch();
        await R.deleteContent(tx, id);
        return { ok: true, value: { Done: true } };
      });
    },
  };
}
