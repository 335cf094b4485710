import { Button, ControlGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWords } from '../../../i18n/words';
import { Files } from '../downloads/DownloadPage';
import { About, Hero, Offices } from '../public/parts';
import { PublicSite } from '../public/PublicSite';
import { EnterpriseContact } from './pages';
import { sitePageWords } from './words';

/** The tracking box: the number goes to the site's public tracking page (§8.4), which looks it up. */
function TrackBox() {
  const w = useWords(sitePageWords);
  const navigate = useNavigate();
  const [no, setNo] = useState('');
  return (
    <section className="ptl-trackbox" data-testid="site-track-box">
      <H3>{w.trackTitle}</H3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (no.trim()) navigate(`/asiawise?no=${encodeURIComponent(no.trim())}`);
        }}
      >
        <ControlGroup fill>
          <InputGroup aria-label={w.trackHint} placeholder={w.trackHint} value={no} maxLength={60} onValueChange={setNo} />
          <Button type="submit" intent="primary" icon="search" text={w.trackGo} disabled={!no.trim()} />
        </ControlGroup>
      </form>
    </section>
  );
}

/** `/external/thome`: the partner portal's one page — the partner's introduction, contact, the tracking box and its files. */
export default function ThomePage() {
  const w = useWords(sitePageWords);
  return (
    <PublicSite>
      <Hero />
      <div className="ptl-home">
        <div>
          <About />
          <Offices />
        </div>
        <aside>
          <TrackBox />
          <EnterpriseContact />
        </aside>
      </div>
      <section data-testid="site-partner-files">
        <H3>{w.partnerFiles}</H3>
        <Files />
      </section>
    </PublicSite>
  );
}
