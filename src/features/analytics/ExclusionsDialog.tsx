import { Button, Callout, DialogBody, FormGroup, H5, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { placeTime } from '../../domain/refdata/localTimes';
import { AppDialog } from '../../ui/AppDialog';
import { useExclude, useExclusions, useRestore } from './api/sales';
import { analyticsWords } from './words';

/**
 * The analysis' settings (commercial.md §9.1 "Excluded"): the internal test companies left out of
 * every figure — the list with a restore button each, a company to add with the reason, and the
 * history of changes. Platform staff with the company analysis and its "exclude" button only.
 */
export function ExclusionsDialog({ onClose }: { onClose(): void }) {
  const w = useWords(analyticsWords);
  const lang = useLanguage();
  const list = useExclusions();
  const exclude = useExclude();
  const restore = useRestore();
  const [company, setCompany] = useState('');
  const [reason, setReason] = useState('');
  const x = list.data;
  const add = async () => {
    if (await exclude({ CompanyId: company, Reason: reason }, w.excludedDone)) {
      setCompany('');
      setReason('');
    }
  };
  return (
    <AppDialog isOpen title={w.exclusionsTitle} onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        <Callout className="analytics-how">{w.exclusionsHow}</Callout>
        {list.isPending && <Spinner size={20} />}
        {x && (
          <>
            <H5>{w.excludedNow}</H5>
            {x.Excluded.length === 0 && <p data-testid="exclusions-none">{w.noExclusions}</p>}
            <HTMLTable compact className="analytics-table" data-testid="exclusions-list">
              <tbody>
                {x.Excluded.map((e) => (
                  <tr key={e.CompanyId}>
                    <td>{e.Name[lang]}</td>
                    <td>{e.Reason}</td>
                    <td className="small">{`${e.By} ${placeTime(e.At)}`}</td>
                    <td>
                      <Button small text={w.restore} onClick={() => void restore({ CompanyId: e.CompanyId }, w.restoredDone)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <div className="analytics-exclude-form">
              <FormGroup label={w.companyToExclude} labelFor="exclude-company">
                <HTMLSelect id="exclude-company" value={company} onChange={(e) => setCompany(e.currentTarget.value)}>
                  <option value="">{w.chooseCompany}</option>
                  {x.Candidates.map((c) => (
                    <option key={c.CompanyId} value={c.CompanyId}>
                      {c.Name[lang]}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={w.reason} labelInfo="*" labelFor="exclude-reason">
                <InputGroup id="exclude-reason" value={reason} onValueChange={setReason} />
              </FormGroup>
              <Button intent="primary" text={w.exclude} disabled={!company || !reason.trim()} onClick={() => void add()} data-testid="exclude-add" />
            </div>
            {x.History.length > 0 && (
              <>
                <H5>{w.exclusionHistory}</H5>
                <HTMLTable compact striped className="analytics-table" data-testid="exclusions-history">
                  <tbody>
                    {x.History.map((h, i) => (
                      <tr key={`${h.At}-${i}`}>
                        <td className="small">{placeTime(h.At)}</td>
                        <td>{h.By}</td>
                        <td>{h.Action === 'ADD' ? w.exclude : w.restore}</td>
                        <td>{h.Name[lang]}</td>
                        <td>{h.Reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </>
            )}
          </>
        )}
      </DialogBody>
    </AppDialog>
  );
}
