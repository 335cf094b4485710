import { Button, Card, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicWidget } from '../../../contract/portal/homeCalls';
import { VARIANT_HOME } from '../../../domain/portal/site';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { publicWidgetOptions } from '../api/homePublic';
import { homeWords } from '../home/words';
import { ContactForm } from './ContactForm';

const HOMES = new Set<string>(['/', '/mainPage', ...Object.values(VARIANT_HOME)]);
const ICON: Record<string, IconName> = { PHONE: 'phone', QQ: 'chat', WECHAT_QR: 'mobile-phone', EMAIL: 'envelope', MESSAGE_FORM: 'comment' };

/** Whether the window shows on this page: every page, the home page only, or the chosen paths. */
export const widgetShowsOn = (w: Pick<PublicWidget, 'Enabled' | 'Pages' | 'Paths'>, path: string): boolean =>
  w.Enabled && (w.Pages === 'ALL' || (w.Pages === 'HOME' ? HOMES.has(path) : w.Paths.includes(path)));

function Item({ i, onForm }: { i: PublicWidget['Items'][number]; onForm: () => void }) {
  const w = useWords(homeWords);
  const label = i.Label || w[`kind${i.Kind}` as 'kindPHONE'];
  if (i.Kind === 'MESSAGE_FORM') return <Button variant="minimal" icon={ICON[i.Kind]} text={label} onClick={onForm} data-testid="widget-message" />;
  if (i.Kind === 'WECHAT_QR')
    return (
      <figure className="ptl-widget__qr">
        {i.ImageUrl && <img src={i.ImageUrl} alt={label} width={120} height={120} />}
        <figcaption>{label}</figcaption>
      </figure>
    );
  const href = i.Kind === 'PHONE' ? `tel:${i.Value}` : i.Kind === 'EMAIL' ? `mailto:${i.Value}` : undefined;
  return (
    <p className="ptl-widget__item">
      <Icon icon={ICON[i.Kind] ?? 'info-sign'} /> {label}: {href ? <a href={href}>{i.Value}</a> : i.Value}
    </p>
  );
}

/** The site's floating window (§14 portal_widgets): on the side it was set to, on the pages chosen; its message form sends an enquiry. */
export function FloatingWindow({ preview }: { preview?: string }) {
  const w = useWords(homeWords);
  const route = useRoute();
  const widget = useQuery(publicWidgetOptions(preview));
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(false);
  const data = widget.data;
  if (!data || !widgetShowsOn(data, route.path)) return null;
  return (
    <aside className={`ptl-widget ptl-widget--${data.Position.toLowerCase()}`} data-testid="floating-window" aria-label={w.contactUs}>
      {open ? (
        <Card className="ptl-widget__panel">
          <Button variant="minimal" icon="cross" aria-label={w.closeWidget} className="ptl-widget__close" onClick={() => setOpen(false)} />
          {data.Items.map((i, n) => (
            <Item key={n} i={i} onForm={() => setForm(true)} />
          ))}
          {form && <ContactForm />}
        </Card>
      ) : (
        <Button intent="primary" icon="headset" text={w.contactUs} onClick={() => setOpen(true)} data-testid="widget-open" />
      )}
    </aside>
  );
}
