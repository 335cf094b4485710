import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { callStatusWords, refdataFieldWords } from '../../../contract/refdata/words';

/** The words of the schedule screens (services, service codes, vessel calls, templates), both languages. */
export const scheduleWords = defineWords({
  // services and service codes
  newService: { zh: '新增航线服务', en: 'New service' },
  editService: (code: string) => ({ zh: `编辑航线服务 ${code}`, en: `Edit service ${code}` }),
  universalRef: { zh: 'DCSA 服务编号', en: 'DCSA universal ref.' },
  universalRefHelp: { zh: 'SR + 5 位数字 + 1 个字母，如 SR00033F；没有可不填', en: 'SR, five digits and a letter (SR00033F); leave empty when none' },
  rotationField: {
    zh: '挂靠港（港口+到港天数，码头代码写在港口后的冒号后，如 CNSHA:SGICT+0 CNNGB+2 SGSIN+8）',
    en: 'Rotation (port+arrival day, a terminal after a colon: CNSHA:SGICT+0 CNNGB+2 SGSIN+8)',
  },
  rotationBad: (piece: string) => ({ zh: `“${piece}”不是“港口代码+天数”`, en: `"${piece}" is not PORT+DAY` }),
  vesselImos: { zh: '船舶 IMO（逗号分隔，按周轮流）', en: 'Vessel IMO numbers (comma-separated, taking the weeks in turn)' },
  partners: { zh: '合作船公司（共舱 VSA）', en: 'Partner carriers (VSA)' },
  loopDaysField: { zh: '周期（天，7 的倍数）', en: 'Loop (days, whole weeks)' },
  laneCode: { zh: '航线代码（如 EU）', en: 'Trade lane (EU …)' },
  serviceCodeFixed: { zh: '船公司和航线代码保存后不可更改', en: 'Carrier and service code are fixed once saved' },
  // vessel calls
  vesselCall: { zh: '船期挂靠', en: 'Vessel calls' },
  statusReason: { zh: '跳港/取消原因', en: 'Why omitted or cancelled' },
  setTimes: { zh: '录入时间', en: 'Enter a time' },
  setTimesTitle: (what: string) => ({ zh: `录入时间：${what}`, en: `Enter a time: ${what}` }),
  event: commonWords.event,
  arrival: { zh: '到港 ARRI', en: 'Arrival ARRI' },
  departure: { zh: '离港 DEPA', en: 'Departure DEPA' },
  classifier: { zh: '时间类型', en: 'Time kind' },
  estimated: { zh: '预计 EST', en: 'Estimated EST' },
  actual: { zh: '实际 ACT', en: 'Actual ACT' },
  localTime: (zone: string) => ({ zh: `当地时间（${zone}），YYYY-MM-DD HH:mm`, en: `Local time (${zone}), YYYY-MM-DD HH:mm` }),
  badLocalTime: { zh: '请按 YYYY-MM-DD HH:mm 填写一个有效时间', en: 'Enter a real time as YYYY-MM-DD HH:mm' },
  delayHint: { zh: '船期推迟时，请先录入新的离港时间，再录入到港时间。', en: 'For a delay, enter the new departure first, then the arrival.' },
  timeSaved: { zh: '时间已录入', en: 'Time saved' },
  cutOffsTitle: (what: string) => ({ zh: `截止时间：${what}`, en: `Cut-offs: ${what}` }),
  cutOffLines: (zone: string) => ({
    zh: `每行一个：代码 当地时间（${zone}），如 DCO 2026-12-01 12:00`,
    en: `One a line: code and local time (${zone}), e.g. DCO 2026-12-01 12:00`,
  }),
  badCutOffLine: (line: string) => ({ zh: `看不懂这一行：${line}`, en: `Cannot read this line: ${line}` }),
  cutOffsSaved: { zh: '截止时间已保存', en: 'Cut-offs saved' },
  omit: { zh: '跳港', en: 'Omit' },
  cancelCall: { zh: '取消挂靠', en: 'Cancel call' },
  closeTitle: (action: string, what: string) => ({ zh: `${action}：${what}`, en: `${action}: ${what}` }),
  closeHint: {
    zh: '跳港或取消后，此挂靠不再出现在船期查询中，也不能恢复。',
    en: 'An omitted or cancelled call leaves the schedule search and cannot be restored.',
  },
  omitted: { zh: '已跳港', en: 'Omitted' },
  // the public sailing search
  pod: commonWords.pod,
  portHint: commonWords.portHint,
  departFrom: { zh: '开航日期自', en: 'Departing from' },
  weeksAhead: { zh: '查询周数（1–13）', en: 'Weeks ahead (1–13)' },
  searchSchedules: { zh: '查询船期', en: 'Search sailings' },
  sailings: { zh: '船期', en: 'Sailings' },
  chooseBoth: { zh: '请选择起运港和目的港。', en: 'Choose a port of loading and a port of discharge.' },
  noSailings: { zh: '所选期间没有直航船期。', en: 'No direct sailing in that window.' },
  noRoutes: { zh: '所选期间没有直航或一次中转的船期。', en: 'No direct or once-transhipped sailing in that window.' },
  publicTimeHint: {
    zh: '开船、到港和截止时间均为当地时间（附时区）；“计划/预计/实际”表示时间的来源。',
    en: 'ETD, ETA and cut-offs are local times with their zone; planned, estimated or actual says where each comes from.',
  },
  withTranshipment: { zh: '含一次中转', en: 'With one transhipment' },
  mixCarriers: { zh: '中转可换承运人', en: 'Another carrier may take over at the hub' },
  directSailing: { zh: '直航', en: 'Direct' },
  viaLeg: (port: string, name: string, vessel: string, etd: string) => ({
    zh: `经 ${port} ${name} 转 ${vessel}，${etd} 开`,
    en: `via ${port} ${name}, on ${vessel} sailing ${etd}`,
  }),
  plannedShort: commonWords.planned,
  estimatedShort: { zh: '预计', en: 'Estimated' },
  actualShort: { zh: '实际', en: 'Actual' },
  // schedule templates
  templates: { zh: '船期模板', en: 'Schedule templates' },
  newTemplate: { zh: '新增船期模板', en: 'New schedule template' },
  editTemplate: (name: string) => ({ zh: `编辑船期模板 ${name}`, en: `Edit schedule template ${name}` }),
  templateName: { zh: '模板名称', en: 'Template' },
  pattern: { zh: '船期（如 截二开四）', en: 'Pattern (截二开四: cut-off Tue, sails Thu)' },
  patternShort: { zh: '船期', en: 'Pattern' },
  patternBad: { zh: '请按“截二开四”的写法填写（截 + 周几，开 + 周几）', en: 'Write it like 截二开四 (截 + weekdays, 开 + weekdays)' },
  transitDays: commonWords.transitDays,
  pol: commonWords.pol,
  via: commonWords.via,
  remarks: refdataFieldWords.Notes,
  preview: commonWords.preview,
  previewTitle: (name: string) => ({ zh: `${name}：接下来四个班期`, en: `${name}: the next four sailings` }),
  cutOffDay: { zh: '截关日', en: 'Cut-off' },
  etdDay: commonWords.etdDay,
  etaDay: commonWords.etaDay,
  tooLate: { zh: '已过截关', en: 'Cut-off passed' },
});

/** A vessel call's states (commercial.md §1.2) in words. */
export const CALL_STATUS_WORDS = defineWords(callStatusWords);

/** What the change log says was done to a service or a call (server: recordChange `action`). */
export const CALL_ACTION_WORDS = defineWords({
  generated: { zh: '生成船期', en: 'Sailings generated' },
  'estimated arrival': { zh: '录入预计到港', en: 'Estimated arrival' },
  'actual arrival': { zh: '录入实际到港', en: 'Actual arrival' },
  'estimated departure': { zh: '录入预计离港', en: 'Estimated departure' },
  'actual departure': { zh: '录入实际离港', en: 'Actual departure' },
  'cut-offs': { zh: '修改截止时间', en: 'Cut-offs changed' },
  omitted: CALL_STATUS_WORDS.OMITTED,
  cancelled: { zh: '取消挂靠', en: 'Call cancelled' },
});
