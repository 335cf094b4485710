import { Callout } from '@blueprintjs/core';
import type { checkEvent } from '../../domain/tracking/check';
import { useWords } from '../../i18n/words';
import { containerEventWords } from '../../ui/tracking/words';

/** What to fix before the event is sent (once the person tried), and the server's refusal, which stays in place. */
export function EventProblems({ tried, problems, refusal }: { tried: boolean; problems: ReturnType<typeof checkEvent>; refusal: string | undefined }) {
  const w = useWords(containerEventWords);
  return (
    <>
      {tried && problems.length ? (
        <Callout intent="warning" data-testid="event-problems">
          {w.problems}
          <ul>
            {problems.map((p) => (
              <li key={`${p.Path}${p.Code}`}>{p.Message}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {refusal ? (
        <Callout intent="danger" data-testid="event-refusal">
          {refusal}
        </Callout>
      ) : null}
    </>
  );
}
