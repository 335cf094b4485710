import { Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { SiRecord } from '../../contract/si';
import { siPackaging } from '../../domain/si/packaging';
import { SI_STATUS, statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { FIELD_WORDS, PAYMENT_METHODS, SIGNING_METHODS } from './siFieldNames';
import { siKeys, siLogQueryOptions } from './api/records';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

/** One SI as GetTDBillLadingInfo answers it: the record, its box summary and its number as shown. */
export type SiDetail = SiRecord & { BoxSummary: string; NoText: string; Version?: number };

const EVENT_TEXT: Record<string, { zh: string; en: string }> = {
  'v1.SiCreated': commonWords.actionCreated,
  'v1.SiSubmitted': siWords.eventSubmitted,
  'v1.SiModified': siWords.eventModified,
  'v1.SiStatusChanged': siWords.eventReviewed,
  'v1.SiDeleted': commonWords.actionDeleted,
  'v1.NonIsoEquipmentDeclared': siWords.eventNonIsoDeclared,
  'v1.BlNumberChanged': siWords.eventBlNumberChanged,
};

export { siKeys };

/** The record to send back (ModifyTDBillLadingInfo): the SI without what only the answer carries. */
export function recordOf(si: SiDetail): SiRecord {
  const { BoxSummary: _b, NoText: _n, Version: _v, ...record } = si;
  return record;
}

/** The SI's history, newest first, with who and when. */
export function SiLog({ id }: { id: number }) {
  const w = useWords(siWords);
  const lang = useLanguage();
  const log = useQuery(siLogQueryOptions(id));
  return (
    <Card data-testid="si-log">
      <H4>{w.log}</H4>
      <HTMLTable compact striped>
        <tbody>
          {(log.data ?? []).map((e) => {
            const behalf = (e.Detail.onBehalfOf as { Name?: string } | undefined)?.Name;
            return (
              <tr key={e.Id}>
                <td>{formatDate(e.At, 'dateTime')}</td>
                <td>
                  {e.Actor}
                  {behalf ? w.onBehalfOf(behalf) : ''}
                </td>
                <td>{EVENT_TEXT[e.Type]?.[lang] ?? e.Type}</td>
                <td>
                  {e.Type === 'v1.SiStatusChanged' ? `${statusText(Number(e.Detail.to), lang)}${e.Detail.remarks ? `：${String(e.Detail.remarks)}` : ''}` : ''}
                  {e.Type === 'v1.SiModified' ? ((e.Detail.changed as string[] | undefined) ?? []).map((f) => FIELD_WORDS[f]?.[lang] ?? f).join(', ') : ''}
                  {e.Type === 'v1.NonIsoEquipmentDeclared' ? String(e.Detail.container ?? '') : ''}
                  {e.Type === 'v1.BlNumberChanged' ? `${String(e.Detail.from ?? '')} → ${String(e.Detail.to ?? '')}` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

const wordOf = (list: readonly { value: string; zh: string; en: string }[], value: string, lang: 'zh' | 'en') =>
  list.find((m) => m.value === value)?.[lang] ?? value;

/** The record's facts: parties, route, goods, every box with its goods lines. */
export function SiFacts({ si }: { si: SiDetail }) {
  const w = useWords(siWords);
  const lang = useLanguage();
  const row = (label: string, value: string | number | undefined) =>
    value === undefined || value === '' ? null : (
      <tr>
        <th>{label}</th>
        <td className="pre">{value}</td>
      </tr>
    );
  return (
    <Card>
      <H4>
        SI {si.NoText}{' '}
        <Tag intent={si.TBI_STATUS === SI_STATUS.APPROVED ? 'success' : si.TBI_STATUS === SI_STATUS.RETURNED ? 'danger' : 'primary'} data-testid="si-status">
          {statusText(si.TBI_STATUS ?? 1, lang)}
        </Tag>{' '}
        <Tag minimal>{si.BoxSummary}</Tag>
      </H4>
      <HTMLTable compact>
        <tbody>
          <tr>
            <th>{w.cgoIdMbl}</th>
            <td>
              {si.TBI_CGO_ID} / {si.TBI_MBL_NO}
            </td>
          </tr>
          <tr>
            <th>{w.vesselVoyage}</th>
            <td>
              {si.TBI_VESSEL} {si.TBI_VOYAGE}
            </td>
          </tr>
          <tr>
            <th>{w.fromTo}</th>
            <td>
              {si.TBI_LOADING_CODE}—{si.TBI_DISCHARGE_CODE}
            </td>
          </tr>
          {row(FIELD_WORDS.TBI_CONSIGNOR![lang], si.TBI_CONSIGNOR)}
          {row(FIELD_WORDS.TBI_CONSIGNEE![lang], si.TBI_CONSIGNEE)}
          {row(FIELD_WORDS.TBI_NOTIFIER_1![lang], si.TBI_NOTIFIER_1)}
          {row(FIELD_WORDS.TBI_NOTIFIER_2![lang], si.TBI_NOTIFIER_2)}
          {row(FIELD_WORDS.TBI_NOTIFIER_3![lang], si.TBI_NOTIFIER_3)}
          {row(FIELD_WORDS.TBI_MARKS![lang], si.TBI_MARKS)}
          {row(FIELD_WORDS.TBI_GOODS![lang], si.TBI_GOODS)}
          {row(FIELD_WORDS.TBI_HSCODE![lang], si.TBI_HSCODE)}
          {row(w.packagesPackage, siPackaging(si.Boxes, { count: si.TBI_NUM, kind: si.TBI_PACKAGE }).text)}
          {row(FIELD_WORDS.TBI_PAYMENT_METHOD![lang], wordOf(PAYMENT_METHODS, si.TBI_PAYMENT_METHOD, lang))}
          {row(FIELD_WORDS.TBI_SIGNING_METHOD![lang], wordOf(SIGNING_METHODS, si.TBI_SIGNING_METHOD, lang))}
          {row(FIELD_WORDS.TBI_EMAILS![lang], si.TBI_EMAILS)}
          {row(FIELD_WORDS.TBI_REMARKS![lang], si.TBI_REMARKS)}
        </tbody>
      </HTMLTable>
      <SiFactsBoxes boxes={si.Boxes} />
    </Card>
  );
}

/** Every box of the SI with its goods (one line shown in the box's row, more as rows under it). */
function SiFactsBoxes({ boxes }: { boxes: SiDetail['Boxes'] }) {
  const w = useWords(siWords);
  return (
    <HTMLTable compact striped data-testid="si-facts-boxes">
      <thead>
        <tr>
          <th>{w.container}</th>
          <th>{w.type}</th>
          <th>{w.seal}</th>
          <th>HS</th>
          <th>{w.goods}</th>
          <th>{w.pkgs}</th>
          <th>kg</th>
          <th>m³</th>
        </tr>
      </thead>
      <tbody>
        {boxes.map((b, i) => (
          <Fragment key={`${b.TBX_CNNO}-${i}`}>
            <tr>
              <td>
                <strong>{b.TBX_CNNO}</strong>
                {b.TBX_NON_ISO ? <Tag minimal>{w.nonIso}</Tag> : null}
              </td>
              <td>{b.TBX_TYPE}</td>
              <td>{b.TBX_SEALNO}</td>
              <td>{b.Details.length === 1 ? b.Details[0]!.TBD_HSCODE : ''}</td>
              <td>{b.Details.length === 1 ? b.Details[0]!.TBD_GOODS : w.nLines(b.Details.length)}</td>
              <td>{b.TBX_NUM}</td>
              <td>{b.TBX_WEIGHT}</td>
              <td>{b.TBX_VOLUME}</td>
            </tr>
            {b.Details.length > 1 &&
              b.Details.map((d, k) => (
                <tr key={k} className="si-facts__line">
                  <td>└ {k + 1}</td>
                  <td />
                  <td />
                  <td>{d.TBD_HSCODE}</td>
                  <td>
                    {d.TBD_GOODS}
                    {d.TBD_CNGOODS ? ` / ${d.TBD_CNGOODS}` : ''}
                  </td>
                  <td>{d.TBD_NUM}</td>
                  <td>{d.TBD_WEIGHT}</td>
                  <td>{d.TBD_VOLUME}</td>
                </tr>
              ))}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}
