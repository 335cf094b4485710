import { homeFeaturedQueryOptions, homePortsQueryOptions } from '../api/reads';
import { Card, H4, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { curationWords } from './words';

/**
 * What the platform curated for its home page, above the public rate search: hot ports (a click
 * puts the port in the search) and featured lanes (a click searches the lane). Nothing when
 * nothing is curated; no price — the search gives it, at the visitor's level.
 */
export function HomeCuration({ pol, pod }: { pol: string; pod: string }) {
  const w = useWords(curationWords);
  const lang = useLanguage();
  const ports = useQuery(homePortsQueryOptions());
  const featured = useQuery(homeFeaturedQueryOptions());
  const lane = (p: string, d: string) => `?pol=${p}&pod=${d}`;
  if (!ports.data?.length && !featured.data?.length) return null;
  return (
    <div className="home-curation" data-testid="home-curation">
      {ports.data?.length ? (
        <p>
          <strong>{w.hotPorts}：</strong>
          {ports.data.map((p) => (
            <Link key={`${p.Kind}-${p.PortCode}`} to={p.Kind === 'POL' ? lane(p.PortCode, pod) : lane(pol, p.PortCode)}>
              <Tag minimal interactive>
                {p.Kind === 'POL' ? '⬆' : '⬇'} {lang === 'zh' ? p.PortName : p.PortNameEn}
              </Tag>{' '}
            </Link>
          ))}
        </p>
      ) : null}
      {featured.data?.length ? (
        <div className="home-curation__featured">
          {featured.data.map((f) => (
            <Card key={`${f.PolCode}-${f.PodCode}-${f.CarrierCode ?? ''}`} compact>
              <H4>
                {f.PolName} → {f.PodName} {f.Badge ? <Tag intent="danger">{f.Badge}</Tag> : null}
              </H4>
              <div>
                {f.CarrierCode ?? ''} · {w.until(f.ValidUntil)}
              </div>
              <Link to={lane(f.PolCode, f.PodCode)}>{w.searchLane}</Link>
            </Card>
          ))}
        </div>
      ) : null}
    </div>
  );
}
