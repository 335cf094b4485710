// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useComposeKey } from '../../../src/features/messages/useComposeKey';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// the hook's value as the last rendered Probe saw it
let hook: ReturnType<typeof useComposeKey> | undefined;
function Probe() {
  hook = useComposeKey();
  return null;
}

function withHook(): ReturnType<typeof useComposeKey> {
  act(() => createRoot(document.createElement('div')).render(<Probe />));
  return hook!;
}

describe('one Idempotency-Key per composed message', () => {
  it('the same message keeps its key (a second Enter, a retry); a changed one gets a new key; a sent one too', () => {
    const compose = withHook();
    const first = compose.key({ Title: '台风', To: 'company' });
    expect(compose.key({ Title: '台风', To: 'company' })).toBe(first);
    // the answer was lost, the person edits and sends again: the server would refuse the old key
    const edited = compose.key({ Title: '台风预警', To: 'company' });
    expect(edited).not.toBe(first);
    compose.sent();
    expect(compose.key({ Title: '台风预警', To: 'company' })).not.toBe(edited);
  });
});
