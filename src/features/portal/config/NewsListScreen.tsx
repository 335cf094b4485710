import { Button, H2, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTENT_STATUSES, type Content, type ContentStatus } from '../../../contract/portal/calls';
import { PORTAL_PAGES } from '../../../contract/portal/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useContentMove, useContents } from '../api/config';
import { portalWords } from '../words';
import { CompanyBar, useEditedCompany } from './CompanyBar';
import '../portal.css';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** An item's state in words: draft, published (scheduled, changed since), unpublished, pinned. */
function State({ c }: { c: Content }) {
  const w = useWords(portalWords);
  return (
    <>
      <Tag minimal intent={c.Status === 'PUBLISHED' ? 'success' : c.Status === 'UNPUBLISHED' ? 'warning' : 'none'}>
        {w[`status${c.Status}`]}
      </Tag>
      {c.Status === 'PUBLISHED' && !c.Live && (
        <Tag minimal intent="primary">
          {w.scheduled}
        </Tag>
      )}
      {c.Changed && <Tag minimal>{w.changedSince}</Tag>}
      {c.Pinned && (
        <Tag minimal icon="pin">
          {w.pinned}
        </Tag>
      )}
    </>
  );
}

/** One row of the list with its moves. */
function ContentRow({
  c,
  open,
  act,
}: {
  c: Content;
  open: (id: number) => void;
  act: (id: number, m: 'publish' | 'unpublish' | 'delete', done: string) => void;
}) {
  const w = useWords(portalWords);
  return (
    <tr data-testid={`portal-news-${c.Id}`}>
      <td>
        <Button minimal small className="ptl-titlelink" text={c.Title} onClick={() => open(c.Id)} />
      </td>
      <td>{c.Category}</td>
      <td>
        <State c={c} />
      </td>
      <td>{when(c.PublishAt)}</td>
      <td>{c.UpdatedAt}</td>
      <td>
        {(c.Status !== 'PUBLISHED' || c.Changed) && (
          <Button small minimal icon="globe-network" text={w.publish} onClick={() => act(c.Id, 'publish', w.statusPUBLISHED)} />
        )}
        {c.Status === 'PUBLISHED' && <Button small minimal icon="disable" text={w.unpublish} onClick={() => act(c.Id, 'unpublish', w.statusUNPUBLISHED)} />}
        <Button small minimal icon="trash" intent="danger" text={w.remove} onClick={() => act(c.Id, 'delete', w.removed)} />
      </td>
    </tr>
  );
}

/** /Portal/NewsManagement and /Portal/Announcement: the list with search and status, publish/unpublish, delete. */
export default function NewsListScreen() {
  const w = useWords(portalWords);
  const route = useRoute();
  const lang = useLanguage();
  const navigate = useNavigate();
  const company = useEditedCompany();
  const type = route.path === PORTAL_PAGES.announcement ? 'ANNOUNCEMENT' : 'NEWS';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const list = useContents({ CompanyId: company, Type: type, Search: search || undefined, Status: status || undefined });
  const move = useContentMove(company);
  const act = (Id: number, m: 'publish' | 'unpublish' | 'delete', done: string) =>
    move.mutateAsync({ Id, move: m }).then(() => showToast({ intent: 'success', message: done }), toastFailure);
  const open = (id?: number) => navigate(`${PORTAL_PAGES.newsInfo}?type=${type}${id ? `&id=${id}` : ''}${company ? `&company=${company}` : ''}`);
  return (
    <section className="ptl-screen" data-testid="portal-news-list">
      <H2>{route.title[lang]}</H2>
      <CompanyBar pick />
      <div className="ptl-toolbar">
        <InputGroup leftIcon="search" placeholder={w.search} value={search} onValueChange={setSearch} aria-label={w.search} />
        <HTMLSelect
          aria-label={w.status}
          value={status}
          onChange={(e) => setStatus(e.target.value as ContentStatus | '')}
          options={[{ value: '', label: w.allStatuses }, ...CONTENT_STATUSES.map((s) => ({ value: s, label: w[`status${s}`] }))]}
        />
        <Button intent="primary" icon="add" text={type === 'NEWS' ? w.newNews : w.newAnnouncement} onClick={() => open()} data-testid="portal-news-new" />
      </div>
      {list.data?.Items.length ? (
        <HTMLTable compact striped interactive className="ptl-table">
          <thead>
            <tr>
              <th>{w.itemTitle}</th>
              <th>{w.category}</th>
              <th>{w.status}</th>
              <th>{w.publishAt}</th>
              <th>{w.updatedAt}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.Items.map((c) => (
              <ContentRow key={c.Id} c={c} open={open} act={act} />
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{list.isLoading ? w.loading : w.nothingFound}</p>
      )}
    </section>
  );
}
