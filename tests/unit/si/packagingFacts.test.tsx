// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { withTotals } from '../../../src/domain/si/boxes';
import { SiFacts } from '../../../src/features/si/SiFacts';
import { box, detail, si } from './siRecords';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the SI review’s facts (issue 45 item 13)', () => {
  it('state mixed packages as the B/L does: the total in PACKAGES and each kind’s count', () => {
    const sofas = { ...detail(60, 3000, 40), TBD_PACKAGE: 'PK' };
    const record = withTotals({ ...si([box('TGHU1234567', '40HQ', [detail(540, 6000, 30), sofas])]), TBI_PACKAGE: 'CT' });
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root!.render(<SiFacts si={{ ...record, BoxSummary: '40HQ*1', NoText: '1' }} />));
    expect(host.textContent).toContain('600 PACKAGES (540 CARTONS, 60 PACKAGES)');
    expect(host.textContent).not.toContain('600 CT');
  });
});
