import { Button, Checkbox, FormGroup, H2, HTMLSelect, HTMLTable, Icon, type IconName, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { CallInput } from '../../../contract/call';
import type { Product, productCalls } from '../../../contract/portal/productCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { routes } from '../../../routes';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useDeleteProduct, useProducts, useSaveProduct } from '../api/products';
import { CompanyBar, useEditedCompany } from '../config/CompanyBar';
import { productWords } from './words';
import '../portal.css';

type Draft = CallInput<typeof productCalls.productSave>;
const EMPTY: Draft = { Version: 0, Name: '', Icon: '', Summary: '', Body: '', ServicePath: '', Order: 0, Enabled: true };
const SERVICE_PAGES = routes.filter((r) => r.path.startsWith('/external/service/'));

function ProductForm({ d, setD, onSave, saving }: { d: Draft; setD: (d?: Draft) => void; onSave: () => void; saving: boolean }) {
  const w = useWords(productWords);
  const lang = useLanguage();
  const text = (k: 'Name' | 'Icon' | 'Summary', label: string, max: number) => (
    <FormGroup label={label} labelFor={`ptl-p-${k}`} inline>
      <InputGroup id={`ptl-p-${k}`} value={d[k]} maxLength={max} onValueChange={(v) => setD({ ...d, [k]: v })} />
    </FormGroup>
  );
  return (
    <form
      className="ptl-form"
      data-testid="portal-product-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {text('Name', w.name, 60)}
      {text('Icon', w.icon, 40)}
      {text('Summary', w.summary, 300)}
      <FormGroup label={w.servicePath} labelFor="ptl-p-path" inline>
        <HTMLSelect id="ptl-p-path" value={d.ServicePath} onChange={(e) => setD({ ...d, ServicePath: e.target.value })}>
          <option value="">{w.noServicePage}</option>
          {SERVICE_PAGES.map((r) => (
            <option key={r.path} value={r.path}>
              {r.title[lang]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.order} labelFor="ptl-p-order" inline>
        <NumericInput id="ptl-p-order" min={0} max={999} value={d.Order} onValueChange={(v) => setD({ ...d, Order: Number.isFinite(v) ? v : 0 })} />
      </FormGroup>
      <Checkbox checked={d.Enabled} label={w.shown} onChange={(e) => setD({ ...d, Enabled: e.currentTarget.checked })} />
      <FormGroup label={w.body}>
        <RichTextEditor label={w.body} value={d.Body} onChange={(Body) => setD({ ...d, Body })} testId="portal-product-body" />
      </FormGroup>
      <Button type="submit" intent="primary" text={w.save} loading={saving} disabled={!d.Name.trim()} />
      <Button minimal text={w.cancel} onClick={() => setD(undefined)} />
    </form>
  );
}

function Row({ p, onEdit, onRemove }: { p: Product; onEdit: () => void; onRemove: () => void }) {
  const w = useWords(productWords);
  return (
    <tr>
      <td>{p.Icon && <Icon icon={p.Icon as IconName} />}</td>
      <td>{p.Name}</td>
      <td>{p.Summary}</td>
      <td>{p.Order}</td>
      <td>
        <Tag minimal intent={p.Enabled ? 'success' : 'none'}>
          {p.Enabled ? w.visible : w.hidden}
        </Tag>
      </td>
      <td>
        <Button small minimal icon="edit" text={w.edit} onClick={onEdit} />
        <Button small minimal icon="trash" intent="danger" text={w.remove} onClick={onRemove} />
      </td>
    </tr>
  );
}

/** /Portal/ProductService: the product and service cards shown on the site's product/service pages. */
export default function ProductScreen() {
  const w = useWords(productWords);
  const route = useRoute();
  const company = useEditedCompany();
  const list = useProducts(company);
  const save = useSaveProduct();
  const del = useDeleteProduct(company);
  const [d, setD] = useState<Draft>();
  const onSave = () =>
    d &&
    save.mutateAsync({ ...d, CompanyId: company }).then(() => {
      setD(undefined);
      void showToast({ intent: 'success', message: w.saved });
    }, toastFailure);
  return (
    <section className="ptl-screen" data-testid="portal-products">
      <H2>{route.title[useLanguage()]}</H2>
      <CompanyBar pick />
      <Button icon="add" text={w.add} onClick={() => setD({ ...EMPTY })} />
      {list.data?.Items.length ? (
        <HTMLTable compact striped className="ptl-table">
          <tbody>
            {list.data.Items.map((p) => (
              <Row
                key={p.Id}
                p={p}
                onEdit={() =>
                  setD({
                    Id: p.Id,
                    Version: p.Version,
                    Name: p.Name,
                    Icon: p.Icon,
                    Summary: p.Summary,
                    Body: p.Body,
                    ServicePath: p.ServicePath,
                    Order: p.Order,
                    Enabled: p.Enabled,
                  })
                }
                onRemove={() => del.mutateAsync(p.Id).then(() => showToast({ message: w.removed }), toastFailure)}
              />
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{list.isLoading ? w.loading : w.none}</p>
      )}
      {d && <ProductForm d={d} setD={setD} onSave={onSave} saving={save.isPending} />}
    </section>
  );
}
