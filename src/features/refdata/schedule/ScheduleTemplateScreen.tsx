import { scheduleCalls } from '../../../contract/refdata/scheduleCalls';
import { useState } from 'react';
import { Button, Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { ACCESS } from '../../../contract/access';
import type { ScheduleTemplateRow } from '../../../contract/refdata/listItems';
import { todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { notationZh, parseNotation } from '../../../domain/refdata/scheduleTemplates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { templatePreviewQueryOptions } from '../api/refdata';
import { AppDialog } from '../../../ui/AppDialog';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { refdataWords } from '../words';
import { scheduleWords } from './words';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * /SeaFreight/FreightManagement/SailScheduleTemplate (船期模板): the weekly patterns rates and ready
 * space state instead of a vessel, typed the way forwarders write them ("截二开四"), optionally bound
 * to a carrier's service and a POL, each previewing its next four sailings.
 */
export default function ScheduleTemplateScreen() {
  const lang = useLanguage();
  const s = useWords(scheduleWords);
  const [previewing, setPreviewing] = useState<ScheduleTemplateRow | null>(null);
  return (
    <>
      <MasterGrid<ScheduleTemplateRow>
        list={refdataListCalls.scheduleTemplateList}
        calls={scheduleCalls.template}
        access={{ read: ACCESS.scheduleTemplateRead, edit: ACCESS.scheduleTemplateEdit }}
        entity="scheduleTemplate"
        keyField="Id"
        label={(r) => r.Name}
        importColumns={['名称 Name', '船期 Pattern', '船公司 Carrier', '航线代码 Service', '起运港 POL', '中转港 Via', '航程(天) Transit days', '备注 Remarks']}
        newTitle={scheduleWords.newTemplate}
        editTitle={scheduleWords.editTemplate}
        columns={[
          { key: 'Name', title: scheduleWords.templateName, width: 220, filter: 'text', sortable: true },
          { key: 'Notation', title: scheduleWords.patternShort, width: 130, text: (r, l) => (l === 'zh' ? r.Notation : r.NotationEn) },
          { key: 'PolCode', title: scheduleWords.pol, width: 80, filter: 'text', sortable: true },
          { key: 'ViaCode', title: scheduleWords.via, width: 80 },
          { key: 'TransitDays', title: scheduleWords.transitDays, width: 90, sortable: true },
          { key: 'CarrierCode', title: refdataWords.carrierCode, width: 90, filter: 'text', sortable: true },
          { key: 'ServiceCode', title: refdataWords.serviceCode, width: 90 },
          { key: 'Remarks', title: scheduleWords.remarks, width: 200 },
          statusColumn<ScheduleTemplateRow>(),
        ]}
        rowActionsWidth={80}
        wide
        rowActions={(r) => <Button size="small" minimal icon="eye-open" text={s.preview} onClick={() => setPreviewing(r)} />}
        fields={() => [
          { name: 'Name', label: s.templateName },
          { name: 'Pattern', label: s.pattern },
          { name: 'TransitDays', label: s.transitDays },
          { name: 'PolCode', label: s.pol, type: 'port' },
          { name: 'ViaCode', label: s.via, type: 'port' },
          { name: 'CarrierCode', label: refdataWords.carrierCode[lang], type: 'carrier' },
          { name: 'ServiceCode', label: refdataWords.serviceCode[lang] },
          { name: 'Remarks', label: s.remarks },
        ]}
        initial={(r) => ({
          Name: r.Name,
          Pattern: notationZh(r.CutOffWeekdays, r.EtdWeekdays),
          TransitDays: String(r.TransitDays),
          PolCode: r.PolCode,
          ViaCode: r.ViaCode,
          CarrierCode: r.CarrierCode,
          ServiceCode: r.ServiceCode,
          Remarks: r.Remarks,
        })}
        body={(v) => {
          const pattern = parseNotation(v.Pattern ?? '');
          if (!pattern) throw new ApiError(400, s.patternBad, [{ Path: '/Pattern', Message: s.patternBad }]);
          return {
            Name: v.Name,
            CutOffWeekdays: pattern.cutOffWeekdays,
            EtdWeekdays: pattern.etdWeekdays,
            TransitDays: Number(v.TransitDays),
            PolCode: v.PolCode,
            ViaCode: v.ViaCode,
            CarrierCode: v.CarrierCode,
            ServiceCode: v.ServiceCode,
            Remarks: v.Remarks,
          };
        }}
      />
      <AppDialog isOpen={!!previewing} onClose={() => setPreviewing(null)} title={previewing ? s.previewTitle(previewing.Name) : ''}>
        <div className="bp6-dialog-body">{previewing && <Preview template={previewing} />}</div>
      </AppDialog>
    </>
  );
}

/** The next four sailings, as the server answers them (ScheduleTemplate/Preview). */
function Preview({ template }: { template: ScheduleTemplateRow }) {
  const s = useWords(scheduleWords);
  const today = todayInShanghai();
  const q = useQuery(templatePreviewQueryOptions(template.Id, template.Version, today));
  if (q.isPending) return <Spinner size={20} />;
  if (q.isError) return <Callout intent="danger">{q.error.message}</Callout>;
  return (
    <HTMLTable compact striped aria-label={s.preview}>
      <thead>
        <tr>
          <th>{s.cutOffDay}</th>
          <th>{s.etdDay}</th>
          <th>{s.etaDay}</th>
        </tr>
      </thead>
      <tbody>
        {q.data.Sailings.map((x) => (
          <tr key={x.Etd}>
            <td>
              {x.CutOff} {x.CutOff < today && <Tag intent="warning">{s.tooLate}</Tag>}
            </td>
            <td>{x.Etd}</td>
            <td>{x.Eta}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
