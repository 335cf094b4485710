import { H2 } from '@blueprintjs/core';
import { type ApplyLog, type CheckLog, orderApplyCalls as C } from '../../contract/orderApply/calls';
import { orderApplyEventText } from '../../contract/orderApply/events';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { RISK_LEVELS, RISK_RULES } from '../../domain/orderApply/risk';
import { useLanguage } from '../../i18n/language';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { when } from './parts';
import { OAP_EVENT_WORDS, orderApplyWords, RISK_LEVEL_WORDS, RISK_RULE_WORDS } from './words';

/** Application history (§11.5 /orderApply/apply/applyLogs): who applied, decided, released, when, what changed. */
export function ApplyLogsScreen() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <section className="admin-screen" data-testid="oap-apply-logs">
      <H2>{route.title[lang]}</H2>
      <DataTable<ApplyLog>
        list={C.orderApplyLogs}
        label={route.title[lang]}
        exportAccess={A.orderApplyRead}
        columns={[
          { key: 'At', title: orderApplyWords.when, width: 160, sortable: true, text: (r) => when(r.At) },
          { key: 'OAP_NO', title: orderApplyWords.OAP_NO, width: 130, sortable: true, filter: 'text' },
          { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 180, filter: 'text' },
          { key: 'ActorName', title: orderApplyWords.actor, width: 100 },
          {
            key: 'Type',
            title: orderApplyWords.Type,
            width: 190,
            text: (r, l) => OAP_EVENT_WORDS[r.Type]?.[l] ?? r.Type,
            filter: Object.entries(OAP_EVENT_WORDS).map(([value, label]) => ({ value, label })),
          },
          { key: 'Detail', title: orderApplyWords.content, width: 520, text: (r, l) => orderApplyEventText(r.Type, r.Detail)[l] },
        ]}
      />
    </section>
  );
}

/** Every risk evaluation (§11.5 /orderApply/check/checkLogs): each run's rule results, overrides and their reasons. */
export function CheckLogsScreen() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <section className="admin-screen" data-testid="oap-check-logs">
      <H2>{route.title[lang]}</H2>
      <DataTable<CheckLog>
        list={C.orderApplyCheckLogs}
        label={route.title[lang]}
        exportAccess={A.orderApplyRead}
        columns={[
          { key: 'RSK_RUN_AT', title: orderApplyWords.runAt, width: 160, sortable: true, text: (r) => when(r.RSK_RUN_AT) },
          { key: 'OAP_NO', title: orderApplyWords.OAP_NO, width: 130, sortable: true, filter: 'text' },
          { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 170, filter: 'text' },
          { key: 'RSK_RUN', title: orderApplyWords.run, width: 70 },
          {
            key: 'RSK_RULE',
            title: orderApplyWords.RSK_RULE,
            width: 170,
            text: (r, l) => RISK_RULE_WORDS[r.RSK_RULE as 'R1_UNPAID']?.[l] ?? r.RSK_RULE,
            filter: RISK_RULES.map((value) => ({ value, label: RISK_RULE_WORDS[value] })),
          },
          {
            key: 'RSK_RESULT',
            title: orderApplyWords.RSK_RESULT,
            width: 90,
            text: (r, l) => RISK_LEVEL_WORDS[r.RSK_RESULT as 'PASS']?.[l] ?? r.RSK_RESULT,
            intent: (r) => (r.RSK_RESULT === 'BLOCK' ? 'danger' : r.RSK_RESULT === 'REVIEW' ? 'warning' : undefined),
            filter: RISK_LEVELS.map((value) => ({ value, label: RISK_LEVEL_WORDS[value] })),
          },
          { key: 'MessageZh', title: orderApplyWords.message, width: 420, text: (r, l) => (l === 'zh' ? r.MessageZh : r.MessageEn) },
          { key: 'OverrideBy', title: orderApplyWords.overriddenBy, width: 100 },
          { key: 'RSK_OVERRIDE_REASON', title: orderApplyWords.Reason, width: 260 },
        ]}
      />
    </section>
  );
}
