import { lazy, type ComponentType } from 'react';
import { useLanguage } from '../../i18n/language';
import type { LayoutKind } from '../../routes/types';
import { CustomerLayout, ExternalLayout, type LayoutProps, MhLayout, NewMhLayout, TmhLayout } from './publicLayouts';
import { SiteContact } from './SiteContact';
import { EXTERNAL_SIDE, INTERNAL_SIDE } from '../../routes/access';
import { useWorkbenchSide } from '../../session/access';
import { useBrand } from '../../ui/brand';
import { commonWords } from '../../i18n/commonWords';
import { shellWords } from '../words';
// The working sides' frame (side menu tree, tabs, context menus) loads with the first working
// page, not with the public home page.
const WorkbenchFrame = lazy(() => import('./WorkbenchFrame').then((m) => ({ default: m.WorkbenchFrame })));

export type { LayoutProps };

/* The nine layouts of spec §2, one component each, so later screens drop into the right frame. */

/**
 * Internal staff side: side menu, navbar and tabs; home is /workbench. A company admin on the
 * external side also opens some of these pages (company administration): the frame then keeps
 * their side's home and name.
 */
export function InternalLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  const external = useWorkbenchSide().side === 'external';
  return (
    <WorkbenchFrame
      layout="internal"
      home={external ? EXTERNAL_SIDE.home : INTERNAL_SIDE.home}
      side={external ? commonWords.externalWorkbench[lang] : shellWords.staff[lang]}
    >
      {children}
    </WorkbenchFrame>
  );
}

/** External workbench: customer and provider employees' daily work (spec §2.18, §2.19). */
export function ExternalWorkbenchLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  return (
    <WorkbenchFrame layout="externalWorkbench" home={EXTERNAL_SIDE.home} side={commonWords.externalWorkbench[lang]}>
      {children}
    </WorkbenchFrame>
  );
}

/** External manage: messages and settings of an external account. */
export function ExternalManageLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  return (
    <WorkbenchFrame layout="externalManage" home="/manage/message" side={shellWords.account[lang]}>
      {children}
    </WorkbenchFrame>
  );
}

/** Bare form layout: sign-in, join, public manifest pages and /formLayout/404. */
export function FormLayout({ children }: LayoutProps) {
  const brand = useBrand();
  return (
    <div className="form-layout">
      <div className="form-layout__brand">{brand.name}</div>
      <div className="form-layout__card">{children}</div>
      <SiteContact />
    </div>
  );
}

export const LAYOUT_COMPONENTS: Record<LayoutKind, ComponentType<LayoutProps>> = {
  internal: InternalLayout,
  externalWorkbench: ExternalWorkbenchLayout,
  externalManage: ExternalManageLayout,
  external: ExternalLayout,
  mh: MhLayout,
  newMh: NewMhLayout,
  tmh: TmhLayout,
  customer: CustomerLayout,
  form: FormLayout,
};
