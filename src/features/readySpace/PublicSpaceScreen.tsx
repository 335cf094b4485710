import { AnchorButton, Callout, H2, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { usePublicSpaces } from './api/spaces';
import { leftText } from './columns';
import { readySpaceWords } from './words';

/**
 * The public ready-space query (/customer/booking, allowLogout): what is on sale to the market by
 * lane, each class and what is left (已售罄 when none is) — no prices for visitors; signing in opens
 * the market to buy.
 */
export default function PublicSpaceScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const [lane, setLane] = useState({ PolCode: '', PodCode: '' });
  // a lane half typed asks for what it has: each code only once it is one
  const list = usePublicSpaces({
    ...(lane.PolCode.trim() ? { PolCode: lane.PolCode.trim() } : {}),
    ...(lane.PodCode.trim() ? { PodCode: lane.PodCode.trim() } : {}),
  });
  return (
    <section className="admin-screen" data-testid="ready-space-public">
      <H2>{route.title[lang]}</H2>
      <InputGroup aria-label={w.pol} placeholder={w.pol} value={lane.PolCode} onValueChange={(v) => setLane({ ...lane, PolCode: v.toUpperCase() })} />
      <InputGroup aria-label={w.pod} placeholder={w.pod} value={lane.PodCode} onValueChange={(v) => setLane({ ...lane, PodCode: v.toUpperCase() })} />
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Callout intent="danger">{(list.error as Error).message}</Callout> : null}
      {list.data && !list.data.length ? <Callout>{w.noPublicSpace}</Callout> : null}
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{w.carrier}</th>
            <th>{w.vessel}</th>
            <th>{w.pol}</th>
            <th>{w.pod}</th>
            <th>{w.etd}</th>
            <th>{w.available}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((s) => (
            <tr key={s.Id}>
              <td>{s.CarrierCode}</td>
              <td>
                {s.VesselName} {s.Voyage}
              </td>
              <td>{s.PolCode}</td>
              <td>{s.PodCode}</td>
              <td>{s.Etd}</td>
              <td>{s.Classes.map((c) => leftText(c.ContainerClass, c.Available, lang)).join('  ')}</td>
              <td>
                {s.Available > 0 ? (
                  <AnchorButton size="small" intent="primary" text={w.signInToBuy} href={`${P.detail}?id=${s.Id}`} />
                ) : (
                  <Tag minimal data-testid="sold-out">
                    {w.soldOut}
                  </Tag>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
