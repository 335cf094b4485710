import { InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';

/**
 * A text box that holds what the person types and commits it when the field is left (Enter too) —
 * and, with the cursor still in it, when the page goes (a reload, a closed tab): the draft log
 * writes the commit ahead synchronously, so the page that comes back shows it. `onTyping` sees each
 * keystroke (the field's own check), without the whole form re-rendering.
 */
export function DraftInput({
  value,
  onCommit,
  onTyping,
  multiline,
  ...rest
}: {
  value: string;
  onCommit(text: string): void;
  onTyping?(text: string): void;
  multiline?: boolean;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  intent?: 'danger' | 'none';
  'aria-label'?: string;
  'data-testid'?: string;
  inputMode?: 'decimal' | 'text';
}) {
  const [local, setLocal] = useState(value);
  const base = useRef(value);
  const latest = useRef(local);
  latest.current = local;
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  useEffect(() => {
    // a value from outside (a replay, a template, a paste): taken unless it is what was just committed
    if (value !== base.current) {
      base.current = value;
      setLocal(value);
    }
  }, [value]);
  useEffect(() => {
    const flush = () => {
      if (latest.current !== base.current) {
        base.current = latest.current;
        commitRef.current(latest.current);
      }
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  const leave = () => {
    if (local !== base.current) {
      base.current = local;
      onCommit(local);
    }
  };
  const change = (text: string) => {
    setLocal(text);
    onTyping?.(text);
  };
  const { intent, ...props } = rest;
  return multiline ? (
    <TextArea
      {...props}
      intent={intent === 'danger' ? 'danger' : 'none'}
      value={local}
      onChange={(e) => change(e.target.value)}
      onBlur={leave}
      fill
      autoResize
    />
  ) : (
    <InputGroup
      {...props}
      intent={intent === 'danger' ? 'danger' : 'none'}
      value={local}
      onChange={(e) => change(e.target.value)}
      onBlur={leave}
      onKeyDown={(e) => {
        if (e.key === 'Enter') leave();
      }}
    />
  );
}
