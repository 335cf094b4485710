import type { SheetField } from './rateSheetHeader';

/** Our template's header line, and each field's name in both languages for the row report. */

export const FIELD_NAMES: Record<SheetField, { zh: string; en: string }> = {
  CarrierCode: { zh: '船公司', en: 'Carrier' },
  PolCode: { zh: '起运港', en: 'POL' },
  ViaCode: { zh: '中转港', en: 'Via' },
  PodCode: { zh: '目的港', en: 'POD' },
  ContainerClass: { zh: '箱型', en: 'Class' },
  Cost: { zh: '底价', en: 'Cost' },
  Currency: { zh: '币种', en: 'Currency' },
  ValidFrom: { zh: '有效期自', en: 'Valid from' },
  ValidTo: { zh: '有效期至', en: 'Valid to' },
  RateType: { zh: '运价类型', en: 'Rate type' },
  ContractNo: { zh: '约号', en: 'Contract no.' },
  TransitDays: { zh: '航程', en: 'Transit days' },
  CutOffWeekdays: { zh: '截关', en: 'Cut-off' },
  EtdWeekdays: { zh: '开船', en: 'ETD' },
  Remarks: { zh: '备注', en: 'Remarks' },
  InternalRemarks: { zh: '内部备注', en: 'Internal remarks' },
};

const TEMPLATE_FIELDS: Record<'V1' | 'V2', (SheetField | 'CLASSES')[]> = {
  V1: [
    'CarrierCode',
    'PolCode',
    'ViaCode',
    'PodCode',
    'ContainerClass',
    'Cost',
    'Currency',
    'ValidFrom',
    'ValidTo',
    'RateType',
    'ContractNo',
    'TransitDays',
    'CutOffWeekdays',
    'EtdWeekdays',
    'Remarks',
    'InternalRemarks',
  ],
  V2: [
    'CarrierCode',
    'PolCode',
    'ViaCode',
    'PodCode',
    'Currency',
    'CLASSES',
    'ValidFrom',
    'ValidTo',
    'RateType',
    'ContractNo',
    'TransitDays',
    'CutOffWeekdays',
    'EtdWeekdays',
    'Remarks',
    'InternalRemarks',
  ],
};
/** The header line of our templates ("起运港 POL" …; v2 with a column per class): what the reader above knows by name. */
export const templateHeaders = (v: 'V1' | 'V2', classes: readonly string[] = ['20GP', '40GP', '40HQ', '45HQ']) =>
  TEMPLATE_FIELDS[v].flatMap((f) => (f === 'CLASSES' ? [...classes] : [`${FIELD_NAMES[f].zh} ${FIELD_NAMES[f].en}`]));

/** A field's name for a row report ("POL", "起运港"); a name it does not know is given back as it is. */
export const sheetFieldName = (field: string, lang: 'zh' | 'en') => FIELD_NAMES[field as SheetField]?.[lang] ?? field;
