import { Button, ButtonGroup, Callout, H2, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { BLOCK_KINDS, type BlockKind, NEW_BLOCK } from '../../../contract/portal/homeBlocks';
import type { HomeBlock } from '../../../contract/portal/homeCalls';
import { BLOCK_KIND_WORDS } from '../../../contract/portal/homeRules';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useHome, useSaveHome } from '../api/home';
import { CompanyBar, useEditedCompany } from '../config/CompanyBar';
import { VersionsPanel } from '../config/VersionsPanel';
import { BlockList } from '../public/HomeBlocks';
import { BlockForm } from './BlockForm';
import { homeWords } from './words';
import '../portal.css';
import '../public/public.css';

const titleOf = (b: HomeBlock) => (typeof b.Content.Title === 'string' ? b.Content.Title : '');
const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
};

function Row({
  b,
  n,
  last,
  busy,
  act,
}: {
  b: HomeBlock;
  n: number;
  last: boolean;
  busy: boolean;
  act: (what: 'up' | 'down' | 'hide' | 'edit' | 'remove') => void;
}) {
  const w = useWords(homeWords);
  const lang = useLanguage();
  const label = `${n + 1}. ${BLOCK_KIND_WORDS[b.Kind][lang]}`;
  return (
    <li className="ptl-blockrow" data-testid="block-row" data-kind={b.Kind}>
      <span className="ptl-blockrow__name">
        <strong>{label}</strong> {titleOf(b)}
      </span>
      <Tag minimal intent={b.Hidden ? 'none' : 'success'}>
        {b.Hidden ? w.hiddenState : w.shownState}
      </Tag>
      <ButtonGroup variant="minimal">
        <Button icon="arrow-up" aria-label={`${w.moveUp} ${label}`} disabled={busy || n === 0} onClick={() => act('up')} />
        <Button icon="arrow-down" aria-label={`${w.moveDown} ${label}`} disabled={busy || last} onClick={() => act('down')} />
        <Button icon={b.Hidden ? 'eye-open' : 'eye-off'} text={b.Hidden ? w.show : w.hide} disabled={busy} onClick={() => act('hide')} />
        <Button icon="edit" text={w.edit} disabled={busy} onClick={() => act('edit')} />
        <Button icon="trash" intent="danger" text={w.remove} disabled={busy} onClick={() => act('remove')} />
      </ButtonGroup>
    </li>
  );
}

/** The list being edited: every change is saved at once as the whole list (a stale version is said in words). */
function useHomeEditing(company: number | undefined, w: { savedDraft: string }) {
  const home = useHome(company);
  const save = useSaveHome();
  const [blocks, setBlocks] = useState<HomeBlock[]>([]);
  const [editing, setEditing] = useState<{ at: number; b: HomeBlock }>();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (home.data) setBlocks(home.data.Blocks);
  }, [home.data]);

  const persist = (list: HomeBlock[]) =>
    save
      .mutateAsync({ CompanyId: company, Version: home.data?.Version ?? 0, Blocks: list.map(({ Kind, Hidden, Content }) => ({ Kind, Hidden, Content })) })
      .then(
        () => {
          setEditing(undefined);
          void showToast({ intent: 'success', message: w.savedDraft });
        },
        (e) => (e instanceof ApiError && e.code === 'STALE' ? setStale(true) : toastFailure(e)),
      );
  const act = (n: number) => (what: 'up' | 'down' | 'hide' | 'edit' | 'remove') => {
    if (what === 'edit') return setEditing({ at: n, b: blocks[n]! });
    if (what === 'remove') return void persist(blocks.filter((_, i) => i !== n));
    if (what === 'hide') return void persist(blocks.map((b, i) => (i === n ? { ...b, Hidden: !b.Hidden } : b)));
    return void persist(moved(blocks, n, what === 'up' ? n - 1 : n + 1));
  };
  const shown = (editing ? blocks.map((b, i) => (i === editing.at ? editing.b : b)).concat(editing.at === blocks.length ? [editing.b] : []) : blocks).filter(
    (b) => !b.Hidden,
  );
  return { home, save, blocks, editing, setEditing, stale, setStale, persist, act, shown };
}

/** /Portal/Home: the site's home blocks (add, edit, reorder, hide, delete) with a live preview; drafts until the site is published. */
export default function HomeEditScreen() {
  const w = useWords(homeWords);
  const lang = useLanguage();
  const route = useRoute();
  const company = useEditedCompany();
  const { home, save, blocks, editing, setEditing, stale, setStale, persist, act, shown } = useHomeEditing(company, w);
  const [kind, setKind] = useState<BlockKind>('BANNER');
  return (
    <section className="ptl-screen" data-testid="portal-home">
      <H2>{route.title[lang]}</H2>
      <CompanyBar pick />
      {stale && (
        <Callout intent="warning" data-testid="home-stale">
          {w.stale} <Button small text={w.reload} onClick={() => void home.refetch().then(() => setStale(false))} />
        </Callout>
      )}
      <div className="ptl-columns">
        <div>
          <H4>{w.blocks}</H4>
          {home.isLoading ? <p>{w.loading}</p> : !blocks.length && <p>{w.noBlocks}</p>}
          <ol className="ptl-blockrows">
            {blocks.map((b, n) => (
              <Row key={`${n}-${b.Kind}`} b={b} n={n} last={n === blocks.length - 1} busy={save.isPending} act={act(n)} />
            ))}
          </ol>
          <div className="ptl-addblock">
            <HTMLSelect aria-label={w.kindToAdd} value={kind} onChange={(e) => setKind(e.target.value as BlockKind)}>
              {BLOCK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {BLOCK_KIND_WORDS[k][lang]}
                </option>
              ))}
            </HTMLSelect>
            <Button
              icon="add"
              text={w.addBlock}
              onClick={() => setEditing({ at: blocks.length, b: { Kind: kind, Hidden: false, Content: { ...NEW_BLOCK[kind] }, ImageUrls: {} } })}
            />
          </div>
          {editing && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void persist(editing.at === blocks.length ? [...blocks, editing.b] : blocks.map((b, i) => (i === editing.at ? editing.b : b)));
              }}
            >
              <BlockForm b={editing.b} company={company} onChange={(b) => setEditing({ ...editing, b })} />
              <Button type="submit" intent="primary" text={w.saveBlock} loading={save.isPending} />
              <Button variant="minimal" text={w.cancel} onClick={() => setEditing(undefined)} />
            </form>
          )}
          <VersionsPanel company={company} />
        </div>
        <section className="ptl-livepreview" data-testid="home-preview" aria-label={w.preview}>
          <H4>{w.preview}</H4>
          <div className="ptl-public">
            <BlockList blocks={shown.map((b) => ({ ...b, News: [], Products: [], Schedules: [], Letters: [] }))} variant="MAIN" newsPath="/newsDetail" />
          </div>
        </section>
      </div>
    </section>
  );
}
