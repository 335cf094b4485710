import { useSearchParams } from 'react-router-dom';
import RateSearchScreen from '../search/RateSearchScreen';
import { RateCardView } from './RateCardView';

/**
 * /customer/freightCenter: the customer portal's rate centre — the public search, or, when the
 * address names a card (`?card=`, the link a salesperson pushed), that rate card.
 */
export default function FreightCenterScreen() {
  const [params] = useSearchParams();
  const card = params.get('card');
  return card ? <RateCardView token={card} /> : <RateSearchScreen />;
}
