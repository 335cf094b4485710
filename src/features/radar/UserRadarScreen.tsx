import { Button, ButtonGroup, Callout, H2, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { filter } from 'rxjs';
import { fromPromise } from 'xstate';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Signal, UsersQuery } from '../../contract/radar/calls';
import { RADAR_ACCESS as A } from '../../contract/radar/module';
import { signalDetail, signalKindWords, signalSentence } from '../../contract/radar/words';
import { RADAR_ACTIONS, SIGNAL_KINDS, type SignalKind } from '../../domain/radar/signals';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useListExport } from '../../lib/listExport';
import { frames$ } from '../../streams/socket';
import { AccessGate } from '../../ui/AccessGate';
import { useRoute } from '../../ui/routeContext';
import { ActDialog } from './ActDialog';
import { actOnSignal, radarKeys, usersQueryOptions } from './api/radar';
import { actMachine } from './machines/actMachine';
import { radarWords } from './words';

const STATE_INTENT = { OPEN: 'none', PLANNED: 'success', QUOTED: 'primary', DISMISSED: 'none' } as const;

/** /system/userRadar (commercial.md §9.3): the customers' signals, newest first, each followed up in one click (the act machine). */
export default function UserRadarScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(radarWords);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [query, setQuery] = useState<UsersQuery>({});
  const { data, refetch, isFetching } = useQuery(usersQueryOptions(query));
  const pushedAt = useLastPush();
  const acting = useRef<Signal | undefined>(undefined);
  const actor = useActorRef(
    actMachine.provide({
      actors: { send: fromPromise(({ input }) => actOnSignal(input)) },
      actions: { acted: () => void client.invalidateQueries({ queryKey: radarKeys.all }) },
    }),
  );
  const snap = useSelector(actor, (s) => s);
  const choose = (s: Signal, action: (typeof RADAR_ACTIONS)[number]) => {
    acting.current = s;
    actor.send({ type: 'act.choose', choice: { ref: s.Ref, action } });
  };
  const text = (s: Signal) => signalSentence(s, lang);
  return (
    <section className="admin-screen" data-testid="user-radar">
      <H2>{route.title[lang]}</H2>
      <Callout icon="satellite">{w.usersHint}</Callout>
      <Filters query={query} onQuery={setQuery} fetching={isFetching} onRefresh={() => void refetch()} />
      {pushedAt ? (
        <Tag icon="feed" intent="success" minimal data-testid="radar-pushed" style={{ alignSelf: 'flex-start' }}>
          {w.pushed} {placeTime(pushedAt).slice(11, 16)}
        </Tag>
      ) : null}
      {data && !data.Signals.length ? (
        <NonIdealState icon="satellite" title={w.noSignals} />
      ) : (
        <HTMLTable striped compact style={{ width: '100%' }} data-testid="radar-signals">
          <thead>
            <tr>
              <th>{w.at}</th>
              <th>{w.signal}</th>
              <th>{w.customer}</th>
              <th>{w.detail}</th>
              <th>{w.owner}</th>
              <th>{w.state}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(data?.Signals ?? []).map((s) => (
              <SignalRow key={s.Ref} s={s} onChoose={choose} />
            ))}
          </tbody>
        </HTMLTable>
      )}
      {!snap.matches('idle') && snap.context.choice && acting.current ? (
        <ActDialog
          state={snap.value as 'confirming' | 'sending' | 'done' | 'refused'}
          context={snap.context}
          signalText={text(acting.current)}
          onConfirm={() => actor.send({ type: 'act.confirm' })}
          onClose={() => actor.send({ type: 'act.close' })}
          onOpen={(path) => {
            actor.send({ type: 'act.close' });
            navigate(path);
          }}
        />
      ) : null}
    </section>
  );
}

/** When the live socket last brought this person a signal (the feed itself is read again by the module's frame handler). */
function useLastPush(): string | undefined {
  const [at, setAt] = useState<string>();
  useEffect(() => {
    const sub = frames$.pipe(filter((f) => f.type === 'radar.signal')).subscribe(() => setAt(new Date().toISOString()));
    return () => sub.unsubscribe();
  }, []);
  return at;
}

/** One signal: when, its kind in words, the customer, what happened, the owner, what was done, and the three acts. */
function SignalRow({ s, onChoose }: { s: Signal; onChoose: (s: Signal, a: (typeof RADAR_ACTIONS)[number]) => void }) {
  const lang = useLanguage();
  const w = useWords(radarWords);
  const choose = onChoose;
  return (
    <tr data-ref={s.Ref}>
      <td style={{ whiteSpace: 'nowrap' }}>{placeTime(s.At).slice(0, 16)}</td>
      <td>
        <Tag minimal multiline intent={s.Kind === 'DORMANT' ? 'warning' : 'primary'}>
          {signalKindWords[s.Kind][lang]}
        </Tag>
      </td>
      <td style={{ minWidth: 140 }}>{s.CompanyName}</td>
      <td style={{ minWidth: 180 }}>{signalDetail(s, lang)}</td>
      <td style={{ whiteSpace: 'nowrap' }}>{s.OwnerName}</td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <Tag minimal intent={STATE_INTENT[s.State]}>
          {w[s.State]}
        </Tag>
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        <AccessGate access={A.radarAct}>
          <ButtonGroup>
            {RADAR_ACTIONS.map((a) => (
              <Button
                key={a}
                size="small"
                intent={a === s.SuggestedAction ? 'primary' : 'none'}
                variant={a === 'DISMISS' ? 'minimal' : undefined}
                text={w[a]}
                disabled={(a === 'PLAN' && s.State === 'PLANNED') || (a === 'QUOTE' && (s.State === 'QUOTED' || !s.PolCode))}
                onClick={() => choose(s, a)}
              />
            ))}
          </ButtonGroup>
        </AccessGate>
      </td>
    </tr>
  );
}

/** The feed's first day and kind, and a refresh. */
function Filters({ query, onQuery, fetching, onRefresh }: { query: UsersQuery; onQuery: (q: UsersQuery) => void; fetching: boolean; onRefresh: () => void }) {
  const lang = useLanguage();
  const w = useWords(radarWords);
  const setQuery = onQuery;
  const refetch = onRefresh;
  const isFetching = fetching;
  const listExport = useListExport();
  return (
    <div style={{ display: 'flex', gap: 8, margin: '12px 0', alignItems: 'center' }}>
      <label>
        {w.from}{' '}
        <InputGroup
          type="date"
          aria-label={w.from}
          value={query.From ?? ''}
          onChange={(e) => setQuery({ ...query, From: e.currentTarget.value || undefined })}
          style={{ width: 160, display: 'inline-block' }}
        />
      </label>
      <HTMLSelect
        aria-label={w.signal}
        value={query.Kind ?? ''}
        onChange={(e) => setQuery({ ...query, Kind: (e.currentTarget.value || undefined) as SignalKind | undefined })}
      >
        <option value="">{w.allKinds}</option>
        {SIGNAL_KINDS.map((k) => (
          <option key={k} value={k}>
            {signalKindWords[k][lang]}
          </option>
        ))}
      </HTMLSelect>
      <Button icon="refresh" text={w.refresh} loading={isFetching} onClick={() => void refetch()} />
      <Button
        icon="export"
        text={w.exportExcel}
        loading={listExport.busy}
        data-testid="radar-users-export"
        onClick={() => void listExport.start(`${ENDPOINTS.radarUsersExport}?${new URLSearchParams(query as Record<string, string>)}`)}
      />
      {listExport.bar}
    </div>
  );
}
