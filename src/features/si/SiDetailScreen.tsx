import { Button, Callout, Card, H2, H4, HTMLTable, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SiRecord } from '../../contract/si';
import { checkSi } from '../../domain/si/check';
import { SI_STATUS, statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { useIdParam } from '../../lib/useIdParam';
import { listKey } from '../../lib/listKey';
import { ApiError, apiData } from '../../streams/http';
import { useRoute } from '../../shell/routeContext';

type Detail = SiRecord & { BoxSummary: string; NoText: string };
interface LogEntry {
  Id: number;
  At: string;
  Type: string;
  Actor: string;
  Detail: Record<string, unknown>;
}

const EVENT_TEXT: Record<string, { zh: string; en: string }> = {
  'v1.SiCreated': { zh: '创建', en: 'Created' },
  'v1.SiSubmitted': { zh: '提交（待审核）', en: 'Submitted (awaiting review)' },
  'v1.SiModified': { zh: '修改', en: 'Modified' },
  'v1.SiStatusChanged': { zh: '审核', en: 'Reviewed' },
  'v1.SiDeleted': { zh: '删除', en: 'Deleted' },
  'v1.NonIsoEquipmentDeclared': { zh: '声明非ISO箱', en: 'Non-ISO equipment declared' },
};

export const siKeys = { detail: (id?: number) => ['si', 'detail', id] as const, log: (id?: number) => ['si', 'log', id] as const };

/** The SI's history, newest first, with who and when. */
export function SiLog({ id }: { id: number }) {
  const tr = useTr();
  const lang = useLanguage();
  const log = useQuery({ queryKey: siKeys.log(id), queryFn: () => apiData<LogEntry[]>('GET', `${ENDPOINTS.siLog}?Id=${id}`) });
  return (
    <Card data-testid="si-log">
      <H4>{tr('日志', 'Log')}</H4>
      <HTMLTable compact striped>
        <tbody>
          {(log.data ?? []).map((e) => (
            <tr key={e.Id}>
              <td>{formatDate(e.At, 'dateTime')}</td>
              <td>{e.Actor}</td>
              <td>{EVENT_TEXT[e.Type]?.[lang] ?? e.Type}</td>
              <td>
                {e.Type === 'v1.SiStatusChanged' ? `${statusText(Number(e.Detail.to), lang)}${e.Detail.remarks ? `：${String(e.Detail.remarks)}` : ''}` : ''}
                {e.Type === 'v1.SiModified' ? (e.Detail.changed as string[]).join(', ') : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

/** The record's facts: parties, route, boxes. */
export function SiFacts({ si }: { si: Detail }) {
  const tr = useTr();
  const lang = useLanguage();
  return (
    <Card>
      <H4>
        SI {si.NoText} <Tag intent={si.TBI_STATUS === SI_STATUS.APPROVED ? 'success' : si.TBI_STATUS === SI_STATUS.RETURNED ? 'danger' : 'primary'} data-testid="si-status">{statusText(si.TBI_STATUS ?? 1, lang)}</Tag> <Tag minimal>{si.BoxSummary}</Tag>
      </H4>
      <HTMLTable compact>
        <tbody>
          <tr><th>{tr('订舱号 / 主提单', 'CGO_ID / MBL')}</th><td>{si.TBI_CGO_ID} / {si.TBI_MBL_NO}</td></tr>
          <tr><th>{tr('船名航次', 'Vessel / voyage')}</th><td>{si.TBI_VESSEL} {si.TBI_VOYAGE}</td></tr>
          <tr><th>{tr('起运—目的', 'From—to')}</th><td>{si.TBI_LOADING_CODE}—{si.TBI_DISCHARGE_CODE}</td></tr>
          <tr><th>{tr('发货人', 'Consignor')}</th><td className="pre">{si.TBI_CONSIGNOR}</td></tr>
          <tr><th>{tr('收货人', 'Consignee')}</th><td className="pre">{si.TBI_CONSIGNEE}</td></tr>
          <tr><th>{tr('通知人', 'Notify')}</th><td className="pre">{si.TBI_NOTIFIER_1}</td></tr>
          <tr><th>{tr('件数', 'Packages')}</th><td>{si.TBI_NUM}</td></tr>
        </tbody>
      </HTMLTable>
      <HTMLTable compact striped>
        <thead><tr><th>{tr('箱号', 'Container')}</th><th>{tr('箱型', 'Type')}</th><th>{tr('封号', 'Seal')}</th><th>{tr('件数', 'Pkgs')}</th><th>kg</th><th>m³</th></tr></thead>
        <tbody>
          {si.Boxes.map((b) => (
            <tr key={b.TBX_CNNO}><td>{b.TBX_CNNO}</td><td>{b.TBX_TYPE}</td><td>{b.TBX_SEALNO}</td><td>{b.TBX_NUM}</td><td>{b.TBX_WEIGHT}</td><td>{b.TBX_VOLUME}</td></tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

/** A returned SI, edited by its company and resubmitted (status back to 1). */
function Resubmit({ si }: { si: Detail }) {
  const tr = useTr();
  const queries = useQueryClient();
  const [fields, setFields] = useState({ TBI_CONSIGNOR: si.TBI_CONSIGNOR, TBI_CONSIGNEE: si.TBI_CONSIGNEE, TBI_NOTIFIER_1: si.TBI_NOTIFIER_1 });
  const [error, setError] = useState<string>();
  useEffect(() => setFields({ TBI_CONSIGNOR: si.TBI_CONSIGNOR, TBI_CONSIGNEE: si.TBI_CONSIGNEE, TBI_NOTIFIER_1: si.TBI_NOTIFIER_1 }), [si]);
  const { BoxSummary: _b, NoText: _n, ...record } = si;
  const next = { ...record, ...fields };
  const problems = checkSi(next);
  return (
    <Card data-testid="si-resubmit">
      <H4>{tr('修改后重新提交', 'Correct and resubmit')}</H4>
      {(['TBI_CONSIGNOR', 'TBI_CONSIGNEE', 'TBI_NOTIFIER_1'] as const).map((f) => (
        <TextArea key={f} fill aria-label={f} value={fields[f]} onChange={(e) => setFields((s) => ({ ...s, [f]: e.currentTarget.value }))} />
      ))}
      {problems.length > 0 && <Callout intent="warning">{problems.map((p) => `${p.Path} ${p.Message}`).join(' ')}</Callout>}
      {error && <Callout intent="danger" role="alert">{error}</Callout>}
      <Button
        intent="primary"
        text={tr('重新提交', 'Resubmit')}
        disabled={problems.length > 0}
        onClick={async () => {
          try {
            await apiData('POST', ENDPOINTS.siModify, next);
            await queries.invalidateQueries({ queryKey: ['si'] });
            await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.siReviewQueue) });
          } catch (e) {
            setError(e instanceof ApiError ? e.message : String(e));
          }
        }}
      />
    </Card>
  );
}

/** /tdManage/siDetail?id= (staff) and /external/workbench/SILogs?id= (the customer's SI with its log). */
export default function SiDetailScreen() {
  const tr = useTr();
  const lang = useLanguage();
  const route = useRoute();
  const id = useIdParam();
  const si = useQuery({ queryKey: siKeys.detail(id), queryFn: () => apiData<Detail>('GET', `${ENDPOINTS.siGet}?Id=${id}`), enabled: id !== undefined });
  if (id === undefined) return <Callout intent="warning">{tr('请从SI列表打开一票SI。', 'Open an SI from the list.')}</Callout>;
  if (si.isPending) return <Spinner />;
  if (si.error) return <Callout intent="danger" role="alert">{(si.error as Error).message}</Callout>;
  const external = route.path.startsWith('/external/');
  return (
    <section className="admin-screen" data-testid="si-detail">
      <H2>{route.title[lang]}</H2>
      <SiFacts si={si.data!} />
      {external && si.data!.TBI_STATUS === SI_STATUS.RETURNED && <Resubmit si={si.data!} />}
      <SiLog id={id} />
    </section>
  );
}
