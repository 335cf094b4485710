import type { ComponentType, ReactNode } from 'react';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { commonWords } from '../../i18n/commonWords';
import type { LayoutKind } from '../../routes/types';
import { shellWords } from '../words';
import { PortalFrame } from './PortalFrame';

export interface LayoutProps {
  children: ReactNode;
}

/* The public sites' five layouts (src/routes/publicSite.ts): the staff shell's layouts include them, the public entry reads them alone. */

/** Main public site: home, quick search, electronic services and the service pages. */
export function ExternalLayout({ children }: LayoutProps) {
  const t = useT();
  return (
    <PortalFrame layout="external" brand={t('appName')} home="/">
      {children}
    </PortalFrame>
  );
}

/** Company site pages (MHpage): a forwarder's own marketing site. */
export function MhLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  return (
    <PortalFrame layout="mh" brand={shellWords.companySite[lang]} home="/external/MHpage/Home">
      {children}
    </PortalFrame>
  );
}

/** The new portal variant. */
export function NewMhLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  return (
    <PortalFrame layout="newMh" brand={shellWords.portal[lang]} home="/external/home">
      {children}
    </PortalFrame>
  );
}

/** The third-party portal variant. */
export function TmhLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  return (
    <PortalFrame layout="tmh" brand={shellWords.partnerPortal[lang]} home="/external/thome">
      {children}
    </PortalFrame>
  );
}

/** Customer portal: public pages plus the customer's account pages. */
export function CustomerLayout({ children }: LayoutProps) {
  const lang = useLanguage();
  return (
    <PortalFrame layout="customer" brand={commonWords.customerPortal[lang]} home="/customer/home">
      {children}
    </PortalFrame>
  );
}

/** The public sites' layouts by kind: what the public entry (src/public) can show. */
export const PUBLIC_LAYOUT_COMPONENTS: Partial<Record<LayoutKind, ComponentType<LayoutProps>>> = {
  external: ExternalLayout,
  mh: MhLayout,
  newMh: NewMhLayout,
  tmh: TmhLayout,
  customer: CustomerLayout,
};
