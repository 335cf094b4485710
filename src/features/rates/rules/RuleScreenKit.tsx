import { type ReactNode, useState } from 'react';
import { Button, ButtonGroup, Callout, H2, HTMLTable, type IconName, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Access } from '../../../contract/access';
import { formatDate } from '../../../domain/dates';
import { todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { addDays } from '../../../domain/refdata/sailings';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiForm, type FieldSpec } from '../../../lib/ApiForm';
import { Gate } from '../../../session/Gate';
import { type RuleCalls, rulesQueryOptions, useSaveRule, useSwitchRule } from '../api/rules';
import { AppDialog } from '../../../ui/AppDialog';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { matchBody, matchInitial, priorityOf } from './ruleForm';
import { ruleWords } from './words';

/** What every versioned rule row carries (ruleCalls.ts `ruleRow`) besides its own fields. */
export interface VersionedRule {
  Id: number;
  Version: number;
  Name: string;
  Active: boolean;
  CreatedBy: string;
  CreatedAt: string;
  Earlier: number;
  ValidFrom: string;
  ValidTo: string;
  Priority?: number;
  Match: Parameters<typeof matchInitial>[0];
}

/**
 * The list, on/off and edit state both rule pages share: one query of the rule list, a switch that
 * is a new version (answered by the server, refused when someone else changed the rule first), and
 * the row being edited ('new' for a blank form).
 */
export function useRuleList<Row extends VersionedRule>(calls: RuleCalls) {
  const w = useWords(ruleWords);
  const [editing, setEditing] = useState<Row | 'new'>();
  // the rows are the kind's own (each screen names its row type); the call's answer is that list
  const rules = useQuery(rulesQueryOptions<Row>(calls));
  // a rule's switch or save changes this kind's rules, the previews and searches priced by them (api/rules.ts)
  const switchRule = useSwitchRule(calls);
  const toggle = async (r: Row) => {
    await switchRule({ Id: r.Id, Version: r.Version, Active: !r.Active }, w.switched(r.Name, !r.Active));
  };
  return { rules, toggle, editing, setEditing, editRow: editing === 'new' ? undefined : editing };
}

/** What the frame and the dialog read of `useRuleList` (any rule kind's). */
interface RuleList {
  rules: { isPending: boolean; error: Error | null };
  editing: VersionedRule | 'new' | undefined;
  editRow: VersionedRule | undefined;
  setEditing(next: 'new' | undefined): void;
}

/** The page around a rule table: title, what the page is for, the add button, loading and errors. */
export function RuleFrame(props: {
  testId: string;
  icon: IconName;
  hint: string;
  calls: RuleCalls;
  list: RuleList;
  head: ReactNode;
  children: ReactNode;
  dialog: ReactNode;
  /** The page's title is shown above, by a page holding the rules in a tab. */
  untitled?: boolean;
}) {
  const state = props.list.rules;
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(ruleWords);
  return (
    <section className="admin-screen" data-testid={props.testId}>
      {!props.untitled && <H2>{route.title[lang]}</H2>}
      <Callout icon={props.icon}>{props.hint}</Callout>
      <div>
        <Gate access={props.calls.edit}>
          <Button intent="primary" icon="add" text={w.add} onClick={() => props.list.setEditing('new')} />
        </Gate>
      </div>
      {state.isPending ? (
        <Spinner />
      ) : state.error ? (
        <Callout intent="danger">{state.error.message}</Callout>
      ) : (
        <HTMLTable compact striped aria-label={route.title[lang]}>
          <thead>
            <tr>
              {props.head}
              <th>{w.validity}</th>
              <th>{w.changedBy}</th>
              <th />
            </tr>
          </thead>
          <tbody>{props.children}</tbody>
        </HTMLTable>
      )}
      {props.dialog}
    </section>
  );
}

/** The rule's name, marked when switched off. */
export function RuleNameCell({ rule }: { rule: VersionedRule }) {
  const w = useWords(ruleWords);
  return (
    <td>
      {rule.Name} {!rule.Active && <Tag intent="warning">{w.disabled}</Tag>}
    </td>
  );
}

/** Validity, who made this version and when, and the edit and on/off buttons. */
export function RuleVersionCells<Row extends VersionedRule>(props: { rule: Row; edit: Access; onEdit(r: Row): void; onToggle(r: Row): void }) {
  const w = useWords(ruleWords);
  const r = props.rule;
  return (
    <>
      <td>
        {r.ValidFrom} – {r.ValidTo}
      </td>
      <td>
        {r.CreatedBy} · {formatDate(r.CreatedAt, 'dateTime')} · {w.versions(r.Version, r.Earlier)}
      </td>
      <td>
        <Gate access={props.edit}>
          <ButtonGroup>
            <Button size="small" icon="edit" text={w.edit} onClick={() => props.onEdit(r)} />
            <Button size="small" icon={r.Active ? 'disable' : 'play'} text={r.Active ? w.disable : w.enable} onClick={() => props.onToggle(r)} />
          </ButtonGroup>
        </Gate>
      </td>
    </>
  );
}

/** The lanes, validity and priority of a rule as form values (a new rule: today for a year). */
export function ruleCommonInitial(r: VersionedRule | undefined) {
  const today = todayInShanghai();
  return {
    Name: r?.Name ?? '',
    ...matchInitial(r?.Match ?? {}),
    ValidFrom: r?.ValidFrom ?? today,
    ValidTo: r?.ValidTo ?? addDays(today, 365),
    Priority: String(r?.Priority ?? 0),
  };
}

/** The same fields back as the call's body; the version edited rides along so a stale edit is refused. */
export function ruleCommonBody(v: Record<string, string>, editRow: VersionedRule | undefined) {
  return {
    ...(editRow ? { Id: editRow.Id, Version: editRow.Version } : {}),
    Name: v.Name ?? '',
    Match: matchBody(v),
    ValidFrom: v.ValidFrom?.trim(),
    ValidTo: v.ValidTo?.trim(),
    Priority: priorityOf(v.Priority),
  };
}

/**
 * The add/edit dialog: the form keeps what was typed as a draft per rule version (a reload or a
 * closed dialog loses nothing), saves through the rule's call and says which version it made.
 */
export function RuleDialog(props: {
  draftPrefix: string;
  calls: RuleCalls;
  list: RuleList;
  initial: Record<string, string>;
  fields: FieldSpec[];
  body(v: Record<string, string>): { Name: string };
}) {
  const w = useWords(ruleWords);
  const { editing, editRow, setEditing } = props.list;
  const saveRule = useSaveRule(props.calls).mutateAsync;
  const close = () => setEditing(undefined);
  const key = editRow ? `${editRow.Id}.${editRow.Version}` : 'new';
  return (
    <AppDialog isOpen={!!editing} onClose={close} title={editRow ? w.editTitle(editRow.Name) : w.add} style={{ width: 640 }}>
      {editing && (
        <div className="bp6-dialog-body">
          <ApiForm
            key={key}
            draftKey={`${props.draftPrefix}.${key}`}
            initial={props.initial}
            fields={props.fields}
            submitText={w.save}
            onSubmit={async (v) => {
              const body = props.body(v);
              const saved = await saveRule(body);
              close();
              void showToast({ intent: 'success', message: w.saved(body.Name, saved.Version) });
              return undefined;
            }}
          />
        </div>
      )}
    </AppDialog>
  );
}
