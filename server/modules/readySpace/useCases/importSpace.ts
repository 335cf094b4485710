import type { ReadySpaceWire } from '../../../../src/contract/readySpace/calls';
import type { Queryable } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import { isPlatform, spaceEvent } from '../repository';
import { rollBack } from '../../../platform/transaction';
import { setSpaceStatus } from '../spaceRepository';
import { normalise } from '../spaceWire';

import { insertSpace, submitProblems, submittedTo } from './spaceRules';

/**
 * One row of an Excel upload as a listing (§5.3 List/Import): the wire normalised as SaveDraft does
 * and checked as Submit does (R5.1: a row is a whole listing), then saved as a draft — or submitted
 * when the upload asked. Answers the listing, or the reasons (in the reader's language) and nothing saved.
 */
export async function importSpace(
  tx: Queryable,
  actor: Actor,
  wire: ReadySpaceWire,
  submit: boolean,
  say: (zh: string, en: string) => string,
  preview = false,
): Promise<{ Id: number; SpaceNo: string; Status: string } | string[]> {
  const made = await normalise(tx, wire);
  if (!made.ok) return [say(made.zh ?? made.message, made.message)];
  const n = made.value;
  const problems = submitProblems(
    {
      CarrierCode: n.carrier,
      VesselName: n.vessel,
      Voyage: n.voyage,
      PolCode: n.pol,
      PodCode: n.pod,
      Etd: n.etd ?? '',
      CutOffs: n.cutOffs,
      ValidUntil: n.validUntil ?? '',
      Currency: n.currency,
      CancellationTerms: n.terms,
    },
    n.lines,
  );
  if (problems.length) return problems.map((p) => say(p.Zh, p.Message));
  const row = await insertSpace(tx, actor, n, rollBack, { Source: 'UPLOAD' }, preview);
  if (!submit) return { Id: row.id, SpaceNo: row.space_no, Status: 'DRAFT' };
  const to = submittedTo(actor.companyKind, isPlatform(actor) ? 'platform' : 'provider');
  await setSpaceStatus(tx, row.id, to);
  await spaceEvent(tx, row.id, actor.id, to === 'ON_SALE' ? 'v1.ReadySpacePublished' : 'v1.ReadySpaceSubmitted');
  return { Id: row.id, SpaceNo: row.space_no, Status: to };
}
