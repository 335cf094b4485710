import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { Dispatch, SetStateAction } from 'react';
import { useWords } from '../../../i18n/words';
import type { PackingEvent, PackingRecord } from '../api/packing';
import { PklFacts, PklLinesTable, PklLogCard, PklProblems } from '../PklParts';
import { packingWords } from '../words';
import type { Stage } from './PklAuditTabs';

/** Empty release details the operator may give when opening an application (optional; the trucker reads them). */
export type EmptyRelease = { PKL_EMPTY_DEPOT: string; PKL_RETURN_TERMINAL: string; PKL_EIR_NO: string };
export const NO_RELEASE: EmptyRelease = { PKL_EMPTY_DEPOT: '', PKL_RETURN_TERMINAL: '', PKL_EIR_NO: '' };

/** The item open on the desk: its facts; on tab 1 the empty release's details, on tab 2 the lines and the check's problems; its log. */
export function PklAuditDetail(props: {
  detail: PackingRecord;
  log: readonly PackingEvent[] | undefined;
  stage: Stage;
  universal: boolean;
  may: boolean;
  release: EmptyRelease;
  setRelease: Dispatch<SetStateAction<EmptyRelease>>;
}) {
  const w = useWords(packingWords);
  const { detail, stage, universal, may, release, setRelease } = props;
  return (
    <div className="pkl-audit__detail">
      <PklFacts pkl={detail} universal={universal} />
      {stage === 'applications' && may ? (
        <div className="pkl-audit__release">
          {(
            [
              ['PKL_EMPTY_DEPOT', w.emptyDepot],
              ['PKL_RETURN_TERMINAL', w.returnTerminal],
              ['PKL_EIR_NO', w.eirNo],
            ] as const
          ).map(([key, label]) => (
            <FormGroup key={key} label={label} labelFor={`release-${key}`}>
              <InputGroup id={`release-${key}`} value={release[key]} onValueChange={(v) => setRelease((r) => ({ ...r, [key]: v }))} />
            </FormGroup>
          ))}
        </div>
      ) : null}
      {stage === 'auditData' ? (
        <>
          <PklLinesTable pkl={detail} />
          <PklProblems problems={detail.Problems} reviewing />
        </>
      ) : null}
      <PklLogCard events={props.log} />
    </div>
  );
}
