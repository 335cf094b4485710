import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../../contract/access';
import type { FclRateRow } from '../../../contract/rates/calls';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { rateWords } from '../words';
import { M, type View } from './rateViews';
import type { useRateMoves } from './useRateMoves';

/** Which dialog a row's button opens. */
export type RateDialog = { history(r: FclRateRow): void; withdraw(r: FclRateRow): void; renew(r: FclRateRow): void; reject(r: FclRateRow): void };

/** A rate row's buttons: what its status and expiry allow, each behind its access. */
export function RateRowActions({ r, view, moves, open }: { r: FclRateRow; view: View; moves: ReturnType<typeof useRateMoves>; open: RateDialog }) {
  const w = useWords(rateWords);
  const navigate = useNavigate();
  const { submit, visibility, listing, remove, approve } = moves;
  return (
    <ButtonGroup>
      <Button size="small" icon="history" text={w.history} onClick={() => open.history(r)} />
      {(r.Status === 'DRAFT' || (r.Status === 'PUBLISHED' && !r.Expired)) && (
        <Gate access={ACCESS.rateEdit}>
          <Button size="small" icon="edit" text={w.edit} onClick={() => navigate(`${M}/FCLFreightAdd?id=${r.Id}`)} />
        </Gate>
      )}
      {!r.Visible && r.Status === 'PUBLISHED' && view !== 'hidden' && <Tag minimal>{w.hidden}</Tag>}
      {r.Status === 'DRAFT' && (
        <Gate access={ACCESS.rateSubmit}>
          <Button size="small" intent="primary" icon="send-message" text={w.submit} onClick={() => void submit(r)} />
        </Gate>
      )}
      {r.Status === 'PUBLISHED' && !r.Expired && (
        <Gate access={ACCESS.rateVisibility}>
          <Button size="small" icon={r.Visible ? 'eye-off' : 'eye-open'} text={r.Visible ? w.hide : w.show} onClick={() => void visibility(r, !r.Visible)} />
        </Gate>
      )}
      {r.Listed && (
        <Tag minimal intent="primary">
          {w.listedTag}
        </Tag>
      )}
      {r.Status === 'PUBLISHED' && !r.Expired && (
        <Gate access={ACCESS.ecommerceList}>
          <Button size="small" icon={r.Listed ? 'remove' : 'shop'} text={r.Listed ? w.delist : w.list} onClick={() => void listing(r, !r.Listed)} />
        </Gate>
      )}
      {r.Status === 'PUBLISHED' && !r.Expired && (
        <Gate access={ACCESS.rateWithdraw}>
          <Button size="small" intent="warning" icon="disable" text={w.withdraw} onClick={() => open.withdraw(r)} />
        </Gate>
      )}
      {r.Status === 'PUBLISHED' && r.Expired && (
        <Gate access={ACCESS.rateEdit}>
          <Button size="small" icon="refresh" text={w.renew} onClick={() => open.renew(r)} />
        </Gate>
      )}
      {r.Status === 'DRAFT' && (
        <Gate access={ACCESS.rateEdit}>
          <Button size="small" intent="danger" icon="trash" text={w.deleteDraft} onClick={() => void remove(r)} />
        </Gate>
      )}
      {r.Status === 'PENDING' && (
        <Gate access={ACCESS.rateConfirm}>
          <Button size="small" intent="success" icon="tick" text={w.approve} onClick={() => void approve(r)} />
          <Button size="small" intent="danger" icon="cross" text={w.reject} onClick={() => open.reject(r)} />
        </Gate>
      )}
    </ButtonGroup>
  );
}
