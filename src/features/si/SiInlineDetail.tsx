import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';

import { SiReviewFactsPanel } from './SiReviewFacts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { findRoute } from '../../routes';
import { useIdParam } from '../../lib/useIdParam';
import { useRoute } from '../../ui/routeContext';
import { mayOpen } from '../../session/access';
import { SiDetailView } from './SiDetailScreen';
import { siDetailHref, STAFF_SI_LISTS } from '../../routes/siLinks';
import { siQueryOptions } from './api/records';
import { useWords } from '../../i18n/words';
import { siWords } from './words';

/** Where an SI of this page opens (see siDetailHref). */
export function useSiDetailHref(): (id: number) => string {
  const route = useRoute();
  const external = route.path.startsWith('/external/');
  return (id) =>
    siDetailHref(id, external, route.path, (path) => {
      const r = findRoute(path);
      return !!r && mayOpen(r);
    });
}

/**
 * A staff SI list with `?id=` shows that SI in place, with a way back to the list: staff who may
 * list SIs read them even when their menus do not open the detail page (under the review queue).
 */
export function WithInlineSi({ children }: { children: ReactNode }) {
  const w = useWords(siWords);
  const route = useRoute();
  const navigate = useNavigate();
  const id = useIdParam();
  const inline = id !== undefined && (STAFF_SI_LISTS as readonly string[]).includes(route.path);
  if (!inline) return <>{children}</>;
  return (
    <section className="admin-screen" data-testid="si-detail">
      <div>
        <Button icon="arrow-left" text={w.backToList} onClick={() => navigate(route.path)} />
      </div>
      <StaffFacts id={id!} />
      <SiDetailView key={id} id={id!} external={false} />
    </section>
  );
}

/** Staff reading an SI see what a reviewer decides on (the same read as the detail's, shared by key). */
function StaffFacts({ id }: { id: number }) {
  const si = useQuery(siQueryOptions(id));
  return si.data ? <SiReviewFactsPanel si={si.data} /> : null;
}
