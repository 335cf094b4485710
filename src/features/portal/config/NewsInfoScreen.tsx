import { Button, H2 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PORTAL_PAGES } from '../../../contract/portal/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useContent, useContentMove, useSaveContent } from '../api/config';
import { portalWords } from '../words';
import { CompanyBar, useEditedCompany } from './CompanyBar';
import { type Draft, NewsFields } from './NewsFields';
import '../portal.css';

/** /Portal/NewsInfo: one article or notice — title, category, cover, summary, body, slug, schedule, pin; save, publish. */
export default function NewsInfoScreen() {
  const w = useWords(portalWords);
  const route = useRoute();
  const lang = useLanguage();
  const navigate = useNavigate();
  const company = useEditedCompany();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const type = params.get('type') === 'ANNOUNCEMENT' ? 'ANNOUNCEMENT' : 'NEWS';
  const item = useContent(id);
  const save = useSaveContent();
  const move = useContentMove(company);
  const [d, setD] = useState<Draft>();
  useEffect(() => {
    if (item.data) {
      const { Id, Status: _, Live: __, Changed: ___, UpdatedAt: ____, ...rest } = item.data;
      setD({ ...rest, Id });
    } else if (!id)
      setD({
        CompanyId: company,
        Type: type,
        Title: '',
        Category: '',
        CoverMediaId: null,
        Summary: '',
        Body: '',
        Slug: null,
        PublishAt: new Date().toISOString(),
        ShowUntil: null,
        Pinned: false,
        Version: 0,
      });
  }, [item.data, id, company, type]);
  if (!d) return <p>{w.loading}</p>;
  const saveThen = async (publish: boolean) => {
    const saved = await save.mutateAsync({ ...d, CompanyId: d.Id ? undefined : company }).catch((e) => {
      toastFailure(e);
      return undefined;
    });
    if (!saved) return;
    if (publish) await move.mutateAsync({ Id: saved.Id, move: 'publish' }).catch(toastFailure);
    void showToast({ intent: 'success', message: publish ? w.statusPUBLISHED : w.saved });
    setParams({ type, id: String(saved.Id), ...(company ? { company: String(company) } : {}) });
  };
  const back = type === 'NEWS' ? PORTAL_PAGES.news : PORTAL_PAGES.announcement;
  return (
    <section className="ptl-screen" data-testid="portal-news-editor">
      <H2>{route.title[lang]}</H2>
      <CompanyBar />
      <Button minimal icon="arrow-left" text={w.back} onClick={() => navigate(`${back}${company ? `?company=${company}` : ''}`)} />
      <div className="ptl-form ptl-form--wide">
        <NewsFields d={d} setD={setD} company={company} />
        <div className="ptl-actions">
          <Button icon="floppy-disk" text={w.save} loading={save.isPending} onClick={() => void saveThen(false)} data-testid="portal-news-save" />
          <Button intent="primary" icon="globe-network" text={w.publish} onClick={() => void saveThen(true)} data-testid="portal-news-publish" />
        </div>
      </div>
    </section>
  );
}
