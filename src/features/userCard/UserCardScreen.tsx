import { AnchorButton, NonIdealState, Spinner } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { useWords } from '../../i18n/words';
import { USER_CARD_PAGE } from '../../contract/userCard/module';
import { sessionActor } from '../../session/sessionActor';
import { signInHref } from '../../session/signInRedirect';
import { readAccountMode } from '../../streams/token';
import { CardEditor } from './CardEditor';
import { PublicCardPage } from './PublicCardPage';
import { userCardWords } from './words';
import './userCard.css';

/**
 * /UserCard/Index (operations.md §16). With `?c=<token>`: the card a visitor opened from its link,
 * no sign-in. Without: the signed-in employee's own card (either side: the route is open to
 * everyone signed in), or a prompt to sign in — the route allows a signed-out visitor, so the page
 * itself asks for the session the editor needs.
 */
export default function UserCardScreen() {
  const [params] = useSearchParams();
  const token = params.get('c');
  const state = useSelector(sessionActor, (s) => String(s.value));
  const hasEmployee = useSelector(sessionActor, (s) => !!s.context.employee);
  const w = useWords(userCardWords);
  if (token !== null) return <PublicCardPage token={token} />;
  if (state === 'signedOut')
    return (
      <NonIdealState
        icon="id-number"
        title={w.signInToEdit}
        action={<AnchorButton intent="primary" text={w.signInButton} href={signInHref(readAccountMode(), USER_CARD_PAGE)} />}
      />
    );
  if (!hasEmployee) return <Spinner className="page-spinner" />;
  return <CardEditor />;
}
