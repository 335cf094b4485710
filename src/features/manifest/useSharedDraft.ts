import { useEffect, useMemo, useRef, useState } from 'react';
import type { ManifestItem, SharedManifest } from '../../contract/manifest';
import { saveShared } from './api/manifest';
import type { ItemRow } from './editorModel';

/**
 * The shared manifest's draft as its holder fills it: the parts the link lets it fill, saved a moment
 * after each pause (the save answers the live check's problems).
 */
export function useSharedDraft(s: SharedManifest, token: string, code: string, parties: boolean, goods: boolean) {
  const [draft, setDraft] = useState(() => ({
    Shipper: { ...s.Manifest.Shipper },
    Consignee: { ...s.Manifest.Consignee },
    Notify: { ...s.Manifest.Notify },
    items: s.Manifest.Items.map(({ Allocation: _a, MFG_SEQ: _q, ...it }) => it as ItemRow),
  }));
  const [problems, setProblems] = useState(s.Problems);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'submitted'>('idle');
  const [error, setError] = useState('');
  const touched = useRef(false);

  const body = useMemo(() => {
    const items: ManifestItem[] = draft.items.map((it, i) => ({ ...it, MFG_SEQ: i + 1, Allocation: s.Manifest.Items[i]?.Allocation ?? [] }));
    return { t: token, ...(parties ? { Shipper: draft.Shipper, Consignee: draft.Consignee, Notify: draft.Notify } : {}), ...(goods ? { Items: items } : {}) };
  }, [draft, token, parties, goods, s.Manifest.Items]);
  const json = JSON.stringify(body);
  useEffect(() => {
    if (!touched.current) return;
    let live = true;
    const t = setTimeout(() => {
      setState('saving');
      saveShared(JSON.parse(json) as typeof body, code)
        .then((a) => {
          if (!live) return;
          setProblems(a.Problems);
          setState('saved');
          setError('');
        })
        .catch((e: Error) => {
          if (!live) return;
          setError(e.message);
          setState('idle');
        });
    }, 900);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [json, code]);
  const change = (next: typeof draft) => {
    touched.current = true;
    setDraft(next);
  };
  return { draft, change, body, problems, state, setState, error, setError };
}
