import { Button, ButtonGroup, Callout, Dialog, DialogBody, HTMLTable, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../contract/endpoints';
import type { LetterWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { audienceWords, DOC_STATUS, docStatusWords, letterKindWords } from '../../domain/letters/status';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { FilePick } from '../../lib/FilePick';
import { saveDownload } from '../../lib/saveFile';
import { Gate } from '../../session/Gate';
import { RichTextView } from '../../ui/richText/RichTextEditor';
import { letterQueryOptions, letterReadsQueryOptions, useRemoveLetterFile, useUploadLetterFile } from './api/letters';
import { HistoryTable, run, toastFailure } from './shared';
import { LetterVersions } from './LetterVersions';
import { lettersWords } from './words';

/** A letter's attachments: downloaded by anyone who reads it; added and removed by the desk until it is withdrawn. */
export function Attachments({ letter, desk }: { letter: LetterWire; desk: boolean }) {
  const w = useWords(lettersWords);
  const upload = useUploadLetterFile().mutateAsync;
  const remove = useRemoveLetterFile(letter.Id).mutateAsync;
  const editable = desk && letter.Status !== DOC_STATUS.WITHDRAWN;
  return (
    <div data-testid="letter-attachments">
      {letter.Attachments.length ? (
        <ul style={{ paddingLeft: 18 }}>
          {letter.Attachments.map((f) => (
            <li key={f.Id} style={{ marginBottom: 4 }}>
              <Button
                variant="minimal"
                icon="paperclip"
                text={`${f.FileName} (${Math.ceil(f.Size / 1024)} KB)`}
                onClick={() => void saveDownload(`${ENDPOINTS.letterDownload}?Id=${f.Id}`).catch(toastFailure)}
              />
              {editable ? (
                <Gate access={A.letterEdit}>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={w.remove}
                    onClick={() =>
                      void run(async () => {
                        await remove({ Id: f.Id });
                        return w.removed;
                      })
                    }
                  />
                </Gate>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bp6-text-muted">{w.noAttachments}</p>
      )}
      {editable ? (
        <Gate access={A.letterEdit}>
          <FilePick
            text={w.attachHint}
            buttonText={w.attach}
            inputProps={{ accept: '.pdf,.xlsx', 'aria-label': w.attach }}
            onFile={(file) =>
              void run(async () => {
                await upload({ Id: letter.Id, file });
                return w.attached;
              })
            }
          />
        </Gate>
      ) : null}
    </div>
  );
}

function Reads({ id }: { id: number }) {
  const w = useWords(lettersWords);
  const en = useLanguage() === 'en';
  const reads = useQuery(letterReadsQueryOptions(id));
  if (!reads.data?.length) return <p className="bp6-text-muted">{w.noReads}</p>;
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="letter-reads">
      <tbody>
        {reads.data.map((c) => (
          <tr key={c.CompanyId}>
            <td style={{ whiteSpace: 'nowrap' }}>{en ? c.CompanyEn : c.Company}</td>
            <td>{c.Readers.map((r) => w.readAt(r.Name, placeTime(r.At))).join(w.listSeparator)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The desk's view of one letter: what it says, its attachments, who read it, its history; and its moves. */
export function LetterPanel(props: {
  id: number;
  onClose(): void;
  onEdit(l: LetterWire): void;
  onPublish(l: LetterWire): void;
  onWithdraw(l: LetterWire): void;
}) {
  const w = useWords(lettersWords);
  const lang = useLanguage();
  const q = useQuery(letterQueryOptions(props.id));
  const [tab, setTab] = useState<string>('body');
  const l = q.data;
  return (
    <Dialog isOpen onClose={props.onClose} title={l?.Title ?? w.loading} style={{ width: 'min(960px, 96vw)' }}>
      <DialogBody>
        {q.isError ? <Callout intent="danger">{q.error.message}</Callout> : null}
        {l ? (
          <>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 }}>
              <Tag intent={l.Status === 1 ? 'success' : l.Status === 2 ? 'danger' : 'none'}>{docStatusWords[l.Status][lang]}</Tag>
              {l.PublishedVersion ? <Tag minimal>{w.versionN(l.PublishedVersion)}</Tag> : null}
              <span>
                {l.Carrier} · {letterKindWords[l.Kind][lang]} · {w.effectiveFrom} {l.EffectiveFrom} · {audienceWords[l.Audience][lang]}
                {l.Companies.length ? `${w.colon}${l.Companies.map((c) => (lang === 'en' ? c.NameEn : c.Name)).join(w.listSeparator)}` : ''}
              </span>
              <ButtonGroup style={{ marginLeft: 'auto' }}>
                {/* a withdrawn letter too: saved, it is a draft of its next version */}
                <Gate access={A.letterEdit}>
                  <Button icon="edit" text={w.edit} onClick={() => props.onEdit(l)} />
                </Gate>
                {l.Status === DOC_STATUS.DRAFT ? (
                  <Gate access={A.letterPublish}>
                    <Button intent="primary" icon="send-message" text={w.publish} onClick={() => props.onPublish(l)} data-testid="letter-publish" />
                  </Gate>
                ) : null}
                {l.Status === DOC_STATUS.PUBLISHED ? (
                  <Gate access={A.letterWithdraw}>
                    <Button intent="danger" icon="undo" text={w.withdraw} onClick={() => props.onWithdraw(l)} />
                  </Gate>
                ) : null}
              </ButtonGroup>
            </div>
            {l.WithdrawReason ? <Callout intent="danger">{w.withdrawnBy(l.WithdrawReason)}</Callout> : null}
            {l.Ports.length ? <p>{w.portsList(l.Ports.join(w.listSeparator))}</p> : null}
            <Tabs id="letter-tabs" selectedTabId={tab} onChange={(t) => setTab(String(t))}>
              <Tab id="body" title={w.body} panel={<RichTextView html={l.Body} testId="letter-body-view" />} />
              <Tab id="files" title={`${w.attachments} (${l.Attachments.length})`} panel={<Attachments letter={l} desk />} />
              <Tab id="reads" title={`${w.reads} (${l.ReadCount})`} panel={<Reads id={l.Id} />} />
              <Tab id="versions" title={w.versions} panel={<LetterVersions id={l.Id} />} />
              <Tab id="history" title={w.history} panel={<HistoryTable of="letter" id={l.Id} />} />
            </Tabs>
          </>
        ) : null}
      </DialogBody>
    </Dialog>
  );
}
