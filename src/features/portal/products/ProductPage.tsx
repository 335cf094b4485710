import { Card, H2, H4, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { publicProductsOptions } from '../api/products';
import { PublicSite, usePublicSite } from '../public/PublicSite';
import { productWords } from './words';

function Cards() {
  const w = useWords(productWords);
  const { preview } = usePublicSite();
  const list = useQuery(publicProductsOptions(preview));
  if (!list.data) return null;
  if (!list.data.Items.length) return <p>{w.noneShown}</p>;
  return (
    <div className="ptl-products" data-testid="site-products">
      {list.data.Items.map((p) => (
        <Card key={p.Id} className="ptl-product">
          <H4>
            {p.Icon && <Icon icon={p.Icon as IconName} size={20} />} {p.Name}
          </H4>
          <p>{p.Summary}</p>
          <RichTextView html={p.Body} />
          {p.ServicePath && <Link to={p.ServicePath}>{w.more}</Link>}
        </Card>
      ))}
    </div>
  );
}

/** `/customer/product`, `/external/product`: the site's product and service cards with their descriptions. */
export default function ProductPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <Cards />
    </PublicSite>
  );
}
