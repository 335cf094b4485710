import { Button, Checkbox, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, NumericInput, Switch, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CheckRule, SystemSettings } from '../../contract/orderApply/calls';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { OAP_KINDS } from '../../domain/orderApply/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { checkSettingsQuery, oaKeys, saveCheckSettings, saveSystemSettings, systemSettingsQuery } from './api/orderApply';
import { CustomerSelect, fieldProblem, type Problem, ProblemCallout, problemOf } from './parts';
import { OAP_KIND_WORDS, orderApplyWords, RISK_LEVEL_WORDS, RISK_RULE_WORDS } from './words';

/** Check settings (§11.5 /orderApply/checkSetting): each rule on or off, its severity and parameters (overdue days, the watch list). */
export function CheckSettingScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const current = useQuery(checkSettingsQuery());
  const [rules, setRules] = useState<CheckRule[]>();
  const [problem, setProblem] = useState<Problem>();
  useEffect(() => setRules(current.data?.Rules), [current.data]);
  const set = (i: number, patch: Partial<CheckRule>) => setRules((rs) => rs?.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async () => {
    if (!rules || !current.data) return;
    setProblem(undefined);
    try {
      await saveCheckSettings({
        Version: current.data.Version,
        Rules: rules.map(({ Required: _r, ...r }) => ({ ...r, Names: r.Names.map((n) => n.trim()).filter(Boolean) })),
      });
      void showToast({ intent: 'success', message: w.saved });
      await queries.invalidateQueries({ queryKey: oaKeys.checkSettings });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  return (
    <section className="admin-screen" data-testid="oap-check-settings">
      <H2>{route.title[lang]}</H2>
      <ProblemCallout problem={problem} />
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{w.Rule}</th>
            <th>{w.Enabled}</th>
            <th>{w.Severity}</th>
            <th>{w.parameters}</th>
          </tr>
        </thead>
        <tbody>
          {(rules ?? []).map((r, i) => (
            <CheckRuleRow key={r.Rule} rule={r} set={(patch) => set(i, patch)} />
          ))}
        </tbody>
      </HTMLTable>
      <Gate access={A.checkSettingEdit}>
        <Button intent="primary" icon="floppy-disk" text={w.save} onClick={() => void save()} />
      </Gate>
    </section>
  );
}

/** One rule: on or off (a required rule stays on), its severity, and its parameters where it has them. */
function CheckRuleRow({ rule: r, set }: { rule: CheckRule; set(patch: Partial<CheckRule>): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
    <tr data-rule={r.Rule}>
      <td>
        {RISK_RULE_WORDS[r.Rule][lang]} <span className="bp6-text-muted">{r.Rule}</span>
      </td>
      <td>
        <Switch
          checked={r.Enabled}
          disabled={r.Required}
          label={r.Required ? w.requiredRule : undefined}
          onChange={(e) => set({ Enabled: e.currentTarget.checked })}
        />
      </td>
      <td>
        <HTMLSelect
          value={r.Severity}
          onChange={(e) => set({ Severity: e.target.value as 'REVIEW' | 'BLOCK' })}
          options={(['REVIEW', 'BLOCK'] as const).map((s) => ({ value: s, label: RISK_LEVEL_WORDS[s][lang] }))}
        />
      </td>
      <td>
        {r.Rule === 'R3_OVERDUE' ? (
          <FormGroup inline label={w.Days} labelFor="rule-days">
            <NumericInput id="rule-days" min={0} max={365} value={r.Days ?? 30} onValueChange={(n) => set({ Days: Number.isFinite(n) ? n : 0 })} />
          </FormGroup>
        ) : null}
        {r.Rule === 'R7_PARTY_LIST' ? (
          <TextArea
            aria-label={w.Names}
            placeholder={w.namesHint}
            value={r.Names.join('\n')}
            onChange={(e) => set({ Names: e.target.value.split('\n') })}
            style={{ width: 360, minHeight: 70 }}
          />
        ) : null}
      </td>
    </tr>
  );
}

/** System settings (§11.5 /orderApply/systemSetting): auto-approve, allowed kinds per customer, telex hours, default courier, notifications. */
export function SystemSettingScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const current = useQuery(systemSettingsQuery());
  const [s, setS] = useState<SystemSettings>();
  const [problem, setProblem] = useState<Problem>();
  useEffect(() => setS(current.data), [current.data]);
  const set = (patch: Partial<SystemSettings>) => setS((x) => x && { ...x, ...patch });
  const save = async () => {
    if (!s) return;
    setProblem(undefined);
    try {
      await saveSystemSettings({
        AutoApprove: s.AutoApprove,
        AllowedKinds: s.AllowedKinds.filter((k) => k.Kinds.length).map((k) => ({ CompanyId: k.CompanyId, Kinds: k.Kinds as (1 | 2 | 3 | 4)[] })),
        TelexFrom: s.TelexFrom,
        TelexTo: s.TelexTo,
        DefaultCourier: s.DefaultCourier,
        NotifyEmails: s.NotifyEmails,
        Version: s.Version,
      });
      void showToast({ intent: 'success', message: w.saved });
      await queries.invalidateQueries({ queryKey: oaKeys.systemSettings });
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  if (!s) return null;
  return (
    <section className="admin-screen" data-testid="oap-system-settings" style={{ maxWidth: 820 }}>
      <H2>{route.title[lang]}</H2>
      <ProblemCallout problem={problem} />
      <Switch checked={s.AutoApprove} label={w.AutoApprove} onChange={(e) => set({ AutoApprove: e.currentTarget.checked })} />
      <div style={{ display: 'flex', gap: 12 }}>
        <FormGroup label={`${w.TelexFrom}（${w.hours}）`} labelFor="sys-from">
          <InputGroup id="sys-from" type="time" value={s.TelexFrom} onChange={(e) => set({ TelexFrom: e.target.value })} />
        </FormGroup>
        <FormGroup label={`${w.TelexTo}（${w.hours}）`} labelFor="sys-to" helperText={fieldProblem(problem, '/TelexTo')}>
          <InputGroup id="sys-to" type="time" value={s.TelexTo} onChange={(e) => set({ TelexTo: e.target.value })} />
        </FormGroup>
        <FormGroup label={w.DefaultCourier} labelFor="sys-courier">
          <InputGroup id="sys-courier" value={s.DefaultCourier} onChange={(e) => set({ DefaultCourier: e.target.value })} />
        </FormGroup>
      </div>
      <FormGroup label={w.NotifyEmails} labelFor="sys-emails" helperText={fieldProblem(problem, '/NotifyEmails') ?? w.notifyNotSent}>
        <InputGroup id="sys-emails" value={s.NotifyEmails} onChange={(e) => set({ NotifyEmails: e.target.value })} />
      </FormGroup>
      <AllowedKinds value={s.AllowedKinds} set={(AllowedKinds) => set({ AllowedKinds })} />
      <Gate access={A.systemSettingEdit}>
        <Button intent="primary" icon="floppy-disk" text={w.save} onClick={() => void save()} />
      </Gate>
    </section>
  );
}

type Allowed = SystemSettings['AllowedKinds'];

/** The kinds of release each listed customer may ask for; a customer added with every kind. */
function AllowedKinds({ value, set }: { value: Allowed; set(v: Allowed): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const [adding, setAdding] = useState<number>();
  const toggle = (companyId: number, kind: (typeof OAP_KINDS)[number], on: boolean) =>
    set(value.map((x) => (x.CompanyId === companyId ? { ...x, Kinds: on ? [...x.Kinds, kind] : x.Kinds.filter((y) => y !== kind) } : x)));
  return (
    <FormGroup label={w.AllowedKinds}>
      <HTMLTable compact>
        <tbody>
          {value.map((k) => (
            <tr key={k.CompanyId}>
              <td>{k.CompanyName}</td>
              <td>
                {OAP_KINDS.map((kind) => (
                  <Checkbox
                    key={kind}
                    inline
                    label={OAP_KIND_WORDS[kind][lang]}
                    checked={k.Kinds.includes(kind)}
                    onChange={(e) => toggle(k.CompanyId, kind, e.currentTarget.checked)}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div style={{ display: 'flex', gap: 8 }}>
        <CustomerSelect id="sys-add-customer" value={adding} onChange={setAdding} allowEmpty />
        <Button
          icon="add"
          text={w.addCustomerKinds}
          disabled={!adding || value.some((k) => k.CompanyId === adding)}
          onClick={() => {
            set([...value, { CompanyId: adding!, CompanyName: String(adding), Kinds: [...OAP_KINDS] }]);
            setAdding(undefined);
          }}
        />
      </div>
    </FormGroup>
  );
}
