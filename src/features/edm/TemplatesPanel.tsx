import { Button, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { TemplateWire } from '../../contract/edm/templateCalls';
import { useWords } from '../../i18n/words';
import { templateQueryOptions, templatesQueryOptions } from './api/templates';
import { TemplateEditor } from './TemplateEditor';
import { edmWords } from './words';

/**
 * The Templates tab of /EDM/FreightEDM (commercial.md §8.1): the company's templates on the left, the
 * chosen one (`?Template=`, or `new`) edited on the right with its preview as a contact and
 * "new campaign from this template".
 */
export function TemplatesPanel(props: { chosen: string | null; onOpen(id: number | 'new'): void; onCampaign(id: number): void }) {
  const w = useWords(edmWords);
  const list = useQuery(templatesQueryOptions());
  const id = props.chosen && props.chosen !== 'new' ? Number(props.chosen) : undefined;
  return (
    <div className="edm-page">
      <section className="edm-list" aria-label={w.templatesTab}>
        <div className="edm-list-head">
          <h2>{w.templatesTab}</h2>
          <Button intent="primary" onClick={() => props.onOpen('new')} data-testid="edm-template-new">
            {w.newTemplate}
          </Button>
        </div>
        {list.isSuccess && !list.data.length ? (
          <NonIdealState title={w.noTemplate} />
        ) : (
          <TemplateTable rows={list.data ?? []} chosen={props.chosen} onOpen={props.onOpen} />
        )}
      </section>
      <section className="edm-detail">
        {props.chosen ? (
          <ChosenTemplate key={props.chosen} id={id} onOpen={props.onOpen} onCampaign={props.onCampaign} />
        ) : (
          <NonIdealState title={w.pickTemplate} />
        )}
      </section>
    </div>
  );
}

function ChosenTemplate(props: { id: number | undefined; onOpen(id: number | 'new'): void; onCampaign(id: number): void }) {
  const one = useQuery(templateQueryOptions(props.id));
  if (props.id !== undefined && !one.data) return one.isError ? <NonIdealState title={one.error.message} /> : <Spinner />;
  return <TemplateEditor template={one.data} onOpen={props.onOpen} onCampaign={props.onCampaign} />;
}

function TemplateTable(props: { rows: TemplateWire[]; chosen: string | null; onOpen(id: number): void }) {
  const w = useWords(edmWords);
  return (
    <HTMLTable compact interactive className="edm-table">
      <thead>
        <tr>
          <th>{w.templateName}</th>
          <th>{w.language}</th>
          <th>{w.subject}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr
            key={r.Id}
            className={String(r.Id) === props.chosen ? 'edm-row-open' : undefined}
            onClick={() => props.onOpen(r.Id)}
            data-testid="edm-template-row"
          >
            <td>
              <button type="button" className="edm-link" onClick={() => props.onOpen(r.Id)}>
                {r.Name}
              </button>
              {r.InUse ? (
                <Tag minimal intent="warning">
                  {r.InUse}
                </Tag>
              ) : null}
            </td>
            <td>{r.Language === 'zh' ? w.langZh : w.langEn}</td>
            <td>{r.Subject}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
