import { Button, Callout, H2, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LETTERS_PAGES } from '../../contract/letters/module';
import { letterKindWords } from '../../domain/letters/status';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { RichTextView } from '../../ui/richText/RichTextEditor';
import { letterQueryOptions, readChanged } from './api/letters';
import { Attachments } from './LetterPanel';
import { lettersWords } from './words';

/** /external/workbench/ShippingLetterOpen?id= (operations.md §13.4): one letter with its attachments; opening it marks it read. */
export default function LetterOpenScreen() {
  const w = useWords(lettersWords);
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const q = useQuery(letterQueryOptions(id, id > 0));
  // the server marked it read as it answered: the list's marks and the badge follow
  useEffect(() => {
    if (q.isSuccess) for (const key of readChanged()) void client.invalidateQueries({ queryKey: key });
  }, [q.isSuccess, client]);
  const l = q.data;
  return (
    <section className="admin-screen" data-testid="letter-open">
      <div>
        <Button variant="minimal" icon="arrow-left" text={w.back} onClick={() => navigate(LETTERS_PAGES.letters)} />
      </div>
      {q.isError ? <Callout intent="danger">{q.error.message}</Callout> : null}
      {l ? (
        <article>
          <H2>{l.Title}</H2>
          <p>
            <Tag minimal>{l.Carrier}</Tag>{' '}
            <Tag minimal intent="primary">
              {letterKindWords[l.Kind][lang]}
            </Tag>{' '}
            {w.effectiveFrom} {l.EffectiveFrom}
            {l.PublishedAt ? ` · ${w.publishedAt} ${placeTime(l.PublishedAt)}` : ''}
            {l.PublishedVersion > 1 ? ` · ${w.versionN(l.PublishedVersion)}` : ''}
          </p>
          {l.Ports.length ? <p>{w.portsList(l.Ports.join(w.listSeparator))}</p> : null}
          <RichTextView html={l.Body} testId="letter-open-body" />
          <h4>{w.attachments}</h4>
          <Attachments letter={l} desk={false} />
        </article>
      ) : null}
    </section>
  );
}
