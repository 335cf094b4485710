import { Button, Callout, Card, FormGroup, H2, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toggleLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { useShareToken } from '../../../ui/shareToken';
import { shareWords } from './words';

/** The page's heading with the language switch: the link's pages open in Chinese, English a click away. */
export function ShareHeading({ title }: { title: string }) {
  const w = useWords(shareWords);
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <H2>{title}</H2>
      <Button variant="minimal" icon="translate" text={w.otherLanguage} onClick={toggleLanguage} data-testid="share-language" />
    </div>
  );
}

/**
 * What every share page does before its document shows (the VGM share page's rules): no token or an
 * ended link says so (one answer, never which); a locked link says it is locked; a link with an access
 * code asks for it (a wrong one says so, with the tries left); else the page, with the token and code.
 */
export function ShareGate<T, K extends QueryKey>(p: {
  title: string;
  query: (token: string, code: string) => UseQueryOptions<T, Error, T, K>;
  children: (data: T, token: string, code: string) => ReactNode;
}) {
  const w = useWords(shareWords);
  const token = useShareToken();
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState('');
  const shared = useQuery(p.query(token, code));
  const error = shared.error instanceof ApiError ? shared.error : undefined;
  if (!token || error?.status === 404) return <NonIdealState icon="disable" title={p.title} description={w.gone} />;
  if (error?.status === 429) return <NonIdealState icon="lock" title={p.title} description={error.message || w.locked} />;
  if (error?.code === 'SHARE_CODE_NEEDED' || error?.code === 'SHARE_CODE_WRONG')
    return (
      <Card style={{ maxWidth: 420, margin: '48px auto' }} data-testid="entry-share-code">
        <ShareHeading title={p.title} />
        {error.code === 'SHARE_CODE_WRONG' ? <Callout intent="danger">{error.message}</Callout> : null}
        <FormGroup label={w.enterCode}>
          <InputGroup aria-label={w.enterCode} value={typed} maxLength={6} onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))} />
        </FormGroup>
        <Button intent="primary" text={w.openIt} disabled={typed.length !== 6} onClick={() => setCode(typed)} />
      </Card>
    );
  if (shared.isPending) return <Spinner />;
  if (!shared.data) return <Callout intent="danger">{shared.error?.message}</Callout>;
  return <>{p.children(shared.data, token, code)}</>;
}
