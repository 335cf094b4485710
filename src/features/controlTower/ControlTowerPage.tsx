import { lazy } from 'react';
import { loadTowerWords } from '../../contract/controlTower/tower';

/**
 * The control tower's page: its screen once every module's exception and role words are loaded (each
 * module declares its own, `tower` in its contract's module.ts). Loaded with the page, so the words
 * stay off the first page; the page host's Suspense shows its spinner meanwhile.
 */
export default lazy(() => Promise.all([import('./ControlTowerScreen'), loadTowerWords()]).then(([screen]) => screen));
