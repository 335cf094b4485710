import { lazy } from 'react';
import { loadTowerWords } from '../../contract/controlTower/tower';

/** The screen, once every module's exception and role words are loaded. */
const Screen = lazy(() => Promise.all([import('./ControlTowerScreen'), loadTowerWords()]).then(([screen]) => screen));

/**
 * The control tower's page: its screen once every module's exception and role words are loaded (each
 * module declares its own, `tower` in its contract's module.ts). Loaded with the page, so the words
 * stay off the first page; the page host's Suspense shows its spinner meanwhile. A component, not the
 * lazy one itself: the page host loads this file lazily already, and a lazy component resolving to
 * another lazy one is refused by React (error 306: the page showed "出错了").
 */
export default function ControlTowerPage() {
  return <Screen />;
}
