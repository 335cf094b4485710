import { H2 } from '@blueprintjs/core';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { workbenchWords } from './words';
import { useRoute } from '../../ui/routeContext';
import { useSession } from '../../session/sessionActor';
import { useWorkbenchSide } from '../../session/access';
import { CustomerDesk } from './CustomerDesk';
import { ModuleCards } from './ModuleCards';
import { RecentPages } from './RecentPages';
import { StaffDesk } from './StaffDesk';

/**
 * /workbench and /external/workbench: a side's start page, for people rather than a sitemap.
 * First the cards the modules declare, those this person may open (rates to confirm, the booking
 * queue, holds counting down, releases waiting for their SI …); then staff see the queues they work
 * (SI review, company applications, bind requests), customer and provider employees their latest
 * SIs and the day's actions; everyone their recent pages. The
 * side menu and the palette (Ctrl+K) reach every other page.
 */
export default function WorkbenchScreen() {
  const lang = useLanguage();
  const w = useWords(workbenchWords);
  const route = useRoute();
  const side = useWorkbenchSide();
  const { employee } = useSession();
  return (
    <section className="start-page">
      <H2>{route.title[lang]}</H2>
      {employee && <p className="start-page__hello">{w.hello(employee.Name)}</p>}
      <ModuleCards />
      {side.side === 'internal' ? <StaffDesk /> : <CustomerDesk />}
      <RecentPages />
    </section>
  );
}
