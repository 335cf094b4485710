import { AnchorButton, Icon, Tag } from '@blueprintjs/core';
import type { PublicCard } from '../../contract/userCard/calls';
import { cardPublicFieldWords as P, cardServiceWords } from '../../domain/userCard/words';
import type { Bilingual } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { cardViewWords } from './words';
import './card.css';

/** A mainland mobile as people read it: 138 1234 5678. */
export const phoneShown = (p: string) => (/^1\d{10}$/.test(p) ? `${p.slice(0, 3)} ${p.slice(3, 7)} ${p.slice(7)}` : p);
const telHref = (p: string) => `tel:${/^1\d{10}$/.test(p) ? `+86${p}` : p.replace(/[^\d+]/g, '')}`;

/** The office's position on a map a phone in China opens (AMap's marker link, the company site's coordinates as they are kept). */
const mapHref = (lat: number, lng: number, name: string) => `https://uri.amap.com/marker?position=${lng},${lat}&name=${encodeURIComponent(name)}`;

interface Props {
  card: PublicCard;
  lang: Language;
  /** "Save to contacts": the .vcf's address (the visitor's page), or none (the editor's preview). */
  vcf?: string;
  /** What the visitor's page adds under the card (ask for a quote). */
  children?: React.ReactNode;
}

function Lanes({ card, lang }: Pick<Props, 'card' | 'lang'>) {
  if (!card.Lanes?.length) return null;
  const name = (code: string) => {
    const n = card.PortNames[code];
    return n ? (lang === 'zh' ? n.Zh : n.En) : '';
  };
  return (
    <section className="user-card-section">
      <h4>{P.LANES[lang]}</h4>
      <ul className="user-card-lanes">
        {card.Lanes.map((l) => (
          <li key={`${l.POL}-${l.POD}`}>
            <span>
              {name(l.POL)} <small>{l.POL}</small>
            </span>
            <Icon icon="arrow-right" size={12} />
            <span>
              {name(l.POD)} <small>{l.POD}</small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The card as a visitor sees it: the userCard editor's live preview, the page a scanned link opens, and the
 * overlay on a company site's contact page (portal). Shared here because features never import each other.
 */
export function CardView({ card, lang, vcf, children }: Props) {
  const w = useWords(cardViewWords);
  const company = lang === 'en' && card.CompanyNameEn ? card.CompanyNameEn : card.CompanyName;
  const officeName = lang === 'en' && card.OfficeNameEn ? card.OfficeNameEn : card.OfficeName;
  const office = [officeName, card.OfficeAddress].filter(Boolean);
  return (
    <article className="user-card" aria-label={card.Name}>
      <header className="user-card-head">
        {card.CompanyLogo ? <img className="user-card-logo" src={card.CompanyLogo} alt="" /> : null}
        <span className="user-card-company">{company}</span>
      </header>
      <div className="user-card-person">
        {card.Avatar ? (
          <img className="user-card-avatar" src={card.Avatar} alt={card.Name} />
        ) : (
          <span className="user-card-avatar user-card-initial" aria-hidden>
            {[...card.Name.trim()][0] ?? ''}
          </span>
        )}
        <div>
          <h2 className="user-card-name">{card.Name}</h2>
          {card.Title ? <div className="user-card-title">{card.Title}</div> : null}
        </div>
      </div>
      <div className="user-card-contacts">
        {card.Phone ? (
          <a className="user-card-contact" href={telHref(card.Phone)} aria-label={`${w.call} ${phoneShown(card.Phone)}`}>
            <Icon icon="phone" /> {phoneShown(card.Phone)}
          </a>
        ) : null}
        {card.Email ? (
          <a className="user-card-contact" href={`mailto:${card.Email}`} aria-label={`${w.mail} ${card.Email}`}>
            <Icon icon="envelope" /> {card.Email}
          </a>
        ) : null}
        {office.length ? (
          <div className="user-card-contact">
            <Icon icon="office" /> {office.join(' · ')}
          </div>
        ) : null}
        {card.OfficeLatitude !== undefined && card.OfficeLongitude !== undefined ? (
          <a
            className="user-card-contact"
            href={mapHref(card.OfficeLatitude, card.OfficeLongitude, officeName ?? '')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon icon="map-marker" /> {w.onMap}
          </a>
        ) : null}
      </div>
      {card.Intro ? <p className="user-card-intro">{card.Intro}</p> : null}
      {card.Services?.length ? (
        <section className="user-card-section">
          <h4>{P.SERVICES[lang]}</h4>
          <div className="user-card-tags">
            {card.Services.map((s) => (
              <Tag key={s} minimal round>
                {(cardServiceWords as Record<string, Bilingual>)[s]?.[lang] ?? s}
              </Tag>
            ))}
          </div>
        </section>
      ) : null}
      <Lanes card={card} lang={lang} />
      {card.WechatQr ? (
        <section className="user-card-section user-card-wechat">
          <h4>{w.wechatTitle}</h4>
          <img src={card.WechatQr} alt={w.wechatTitle} />
        </section>
      ) : null}
      {vcf ? <AnchorButton className="user-card-save" intent="primary" large icon="add-to-artifact" href={vcf} download text={w.saveContact} /> : null}
      {children}
    </article>
  );
}
