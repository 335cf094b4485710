import { Button, Card, H1, H4 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { routes } from '../../routes';
import { openPalette, prefetchPalette } from '../../ui/palette';
import { useBrand } from '../../ui/brand';

/** The main site's home (/ and /mainPage): what the platform does and the ways in. */
export default function HomeScreen() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const services = routes.filter((r) => r.path.toLowerCase().startsWith('/external/service/'));
  // A company's own site speaks for the company: its name leads, and the platform's staff
  // entrance is not offered to its visitors.
  const brand = useBrand();
  return (
    <section className="home">
      <div className="home__hero">
        <H1>{brand.companySite ? brand.name : t('homeHeadline')}</H1>
        <p className="home__intro">{t('homeIntro')}</p>
        <div className="home__actions">
          {!brand.companySite && <Button size="large" intent="primary" icon="application" text={t('homeStaff')} onClick={() => navigate('/workbench')} />}
          <Button size="large" icon="people" text={t('homeCustomer')} onClick={() => navigate('/customer/home')} />
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
      <H4>{t('homeServices')}</H4>
      <div className="home__services">
        {services.map((r) => (
          <Card key={r.path} interactive className="home__service">
            <Link to={r.path}>{r.title[lang]}</Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
