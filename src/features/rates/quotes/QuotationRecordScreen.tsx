import { Callout, H2 } from '@blueprintjs/core';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { QuoteList } from './QuoteList';
import { quoteWords } from './words';

/** /CRM/QuotationRecord: every quote of the company, the list the CRM's customer pages will share. */
export default function QuotationRecordScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(quoteWords);
  return (
    <section className="admin-screen" data-testid="quotation-records">
      <H2>{route.title[lang]}</H2>
      <Callout icon="document">{w.listHint}</Callout>
      <QuoteList label={route.title[lang]} />
    </section>
  );
}
