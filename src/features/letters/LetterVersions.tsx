import { Card, H5 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { placeTime } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { RichTextView } from '../../ui/richText/RichTextEditor';
import { letterVersionsQueryOptions } from './api/letters';
import { lettersWords } from './words';

/** A letter's published versions, newest first: each as its readers saw it from its publishing on. */
export function LetterVersions({ id }: { id: number }) {
  const w = useWords(lettersWords);
  const q = useQuery(letterVersionsQueryOptions(id));
  if (!q.data?.length) return <p className="bp6-text-muted">{w.noVersions}</p>;
  return (
    <div data-testid="letter-versions" style={{ display: 'grid', gap: 8 }}>
      {q.data.map((v) => (
        <Card key={v.Version} compact>
          <H5>
            {w.versionN(v.Version)} · {v.Title}
          </H5>
          <p className="bp6-text-muted">
            {w.publishedAt} {placeTime(v.PublishedAt)} · {v.By} · {w.effectiveFrom} {v.EffectiveFrom}
          </p>
          <RichTextView html={v.Body} />
        </Card>
      ))}
    </div>
  );
}
