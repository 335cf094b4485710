import { Button, Card, H1, H4 } from '@blueprintjs/core';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PORTAL_VARIANTS, type PortalVariant, VARIANT_HOME } from '../../domain/portal/site';
import { useSiteNotSetUp, useSiteOwner } from '../../streams/site';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { routes } from '../../routes';
import { openPalette, prefetchPalette } from '../../ui/palette';
import { useBrand } from '../../ui/brand';
import { isBuilt } from '../../ui/builtRoutes';
import { lendsTo, ModulePanels } from '../../ui/panels';

const CUSTOMER_HOME = '/customer/home';

/** The main site's home (/ and /mainPage): what the platform does and the ways in. */
export default function HomeScreen() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  // only pages that are built: a visitor is never sent to "not built yet" (issue 32)
  const services = routes.filter((r) => r.path.toLowerCase().startsWith('/external/service/') && isBuilt(r.path));
  // A company's own site speaks for the company: its name leads, and the platform's staff
  // entrance is not offered to its visitors.
  const brand = useBrand();
  // §15.1 step 3: a host with no enabled company site is told so (the portal's public page says it)
  const notSetUp = useSiteNotSetUp();
  const variant = useSiteOwner()?.Variant as PortalVariant | undefined;
  if (notSetUp) return <Navigate replace to={VARIANT_HOME.CUSTOMER} />;
  // §15.1: a company's `/` and `/mainPage` are its variant's home, never the platform's page
  if (variant && PORTAL_VARIANTS.includes(variant)) return <Navigate replace to={VARIANT_HOME[variant]} />;
  return (
    <section className="home">
      <div className="home__hero">
        <H1>{brand.companySite ? brand.name : t('homeHeadline')}</H1>
        <p className="home__intro">{t('homeIntro')}</p>
        <div className="home__actions">
          {!brand.companySite && <Button size="large" intent="primary" icon="application" text={t('homeStaff')} onClick={() => navigate('/workbench')} />}
          {isBuilt(CUSTOMER_HOME) && <Button size="large" icon="people" text={t('homeCustomer')} onClick={() => navigate(CUSTOMER_HOME)} />}
          <Button size="large" icon="office" text={t('homeExternal')} onClick={() => navigate('/external/workbench')} />
          <Button
            size="large"
            variant="minimal"
            icon="search"
            text={t('openPalette')}
            onClick={openPalette}
            onMouseEnter={prefetchPalette}
            onFocus={prefetchPalette}
          />
        </div>
      </div>
      {/* the platform company's home blocks (rate, schedule and tracking boxes, services, news), lent by the portal */}
      <ModulePanels slot="home.main" cgoId="" />
      {!lendsTo('home.main') && services.length > 0 && (
        <>
          <H4>{t('homeServices')}</H4>
          <div className="home__services">
            {services.map((r) => (
              <Card key={r.path} interactive className="home__service">
                <Link to={r.path}>{r.title[lang]}</Link>
              </Card>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
