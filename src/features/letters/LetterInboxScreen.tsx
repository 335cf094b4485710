import { Button, Callout, FormGroup, H2, Tag } from '@blueprintjs/core';
import { DateField } from '../../ui/DateField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { letterCalls, type LetterRow } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A, LETTERS_PAGES } from '../../contract/letters/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { unreadLettersQueryOptions } from './api/letters';
import { letterColumns } from './columns';
import { lettersWords } from './words';

const COLUMNS = letterColumns(false);

/**
 * /external/workbench/ShippingLetter (operations.md §13.4): the letters meant for the customer's
 * company, unread first, filtered by carrier, kind and effective date; the unread count on top.
 */
export default function LetterInboxScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lettersWords);
  const navigate = useNavigate();
  const unread = useQuery(unreadLettersQueryOptions());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const open = (l: LetterRow) => navigate(`${LETTERS_PAGES.letterOpen}?id=${l.Id}`);
  return (
    <section className="admin-screen" data-testid="letter-inbox">
      <H2>
        {route.title[lang]}{' '}
        {unread.data?.Unread ? (
          <Tag intent="primary" round data-testid="letter-unread-count">
            {w.unreadCount(unread.data.Unread)}
          </Tag>
        ) : null}
      </H2>
      <Callout icon="info-sign">{w.inboxHint}</Callout>
      <div style={{ display: 'flex', gap: 12, marginTop: 8 }}>
        <FormGroup inline label={w.effectiveFrom} labelFor="eff-from">
          <DateField id="eff-from" value={from} onChange={setFrom} width={130} />
        </FormGroup>
        <FormGroup inline label={w.effectiveTo} labelFor="eff-to">
          <DateField id="eff-to" value={to} onChange={setTo} width={130} />
        </FormGroup>
      </div>
      <DataTable<LetterRow>
        list={letterCalls.list}
        label={route.title[lang]}
        exportAccess={A.letterRead}
        columns={COLUMNS}
        fixed={{ ...(from ? { EffectiveFrom: from } : {}), ...(to ? { EffectiveTo: to } : {}) }}
        onOpen={open}
        actionsWidth={90}
        actions={(l) => <Button size="small" intent={l.Unread ? 'primary' : 'none'} icon="envelope" text={w.open} onClick={() => open(l)} />}
      />
    </section>
  );
}
