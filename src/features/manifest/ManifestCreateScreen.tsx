import { Button, Callout, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MFT_FILINGS } from '../../contract/manifest/schemas';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { approvedSisQuery, copyChoicesQuery } from './api/choices';
import { createManifest } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import { filingTable, MftStatusTag } from './MftParts';
import { pagesOf, sideOf } from './pages';
import { manifestWords } from './words';
import './manifest.css';

type Source = 'si' | 'blank' | 'duplicate';

const useApprovedSis = (search: string, enabled: boolean) => useQuery(approvedSisQuery(search, enabled));
const useCopyChoices = (search: string, enabled: boolean) => useQuery(copyChoicesQuery(search, enabled));

/**
 * /mainifest/create, /external/workbench/mainifest/create, /workbench/manifest/create (one screen):
 * a new manifest from an approved SI (the server fills bill, parties, containers and goods from it;
 * the editor then shows the field-by-field SI difference), blank on a booking, or a copy of another
 * manifest of the company on a booking; with the filing and level. The new one opens in the editor.
 * `?si=` (from the SI pages) preselects an SI.
 */
export default function ManifestCreateScreen() {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const side = sideOf(route.path);
  const [source, setSource] = useState<Source>('si');
  const [filing, setFiling] = useState<Filing>('CN_EXPORT');
  const [level, setLevel] = useState<Level>('MASTER');
  const [cgoId, setCgoId] = useState('');
  const [search, setSearch] = useState('');
  const [siId, setSiId] = useState<number | undefined>(Number(params.get('si')) || undefined);
  const [copyOf, setCopyOf] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const sis = useApprovedSis(search, source === 'si');
  const manifests = useCopyChoices(search, source === 'duplicate');

  const create = async () => {
    setBusy(true);
    setError('');
    try {
      const si = sis.data?.Items.find((s) => s.Id === siId);
      const a = await createManifest({
        MFT_FILING: filing,
        MFT_LEVEL: level,
        MFT_CGO_ID: source === 'si' ? (si?.TBI_CGO_ID ?? cgoId) : cgoId.trim(),
        ...(source === 'si' && siId ? { MFT_SI_ID: siId } : {}),
        ...(source === 'duplicate' && copyOf ? { DuplicateOf: copyOf } : {}),
      });
      void refreshManifestQueries();
      navigate(`${pagesOf(side).edit}?id=${a.Id}`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const ready = source === 'si' ? !!siId : source === 'duplicate' ? !!copyOf && !!cgoId.trim() : !!cgoId.trim();

  return (
    <section className="admin-screen mft-create" data-testid="mft-create">
      <H2>{route.title[lang]}</H2>
      <Card className="mft-card">
        <RadioGroup inline selectedValue={source} onChange={(e) => setSource(e.currentTarget.value as Source)} label={w.source}>
          <Radio value="si" label={w.fromSi} />
          <Radio value="blank" label={w.blank} />
          <Radio value="duplicate" label={w.duplicate} />
        </RadioGroup>
        <FilingFields filing={filing} onFiling={setFiling} level={level} onLevel={setLevel} cgoId={source !== 'si' ? cgoId : undefined} onCgoId={setCgoId} />
        {source === 'blank' ? null : (
          <SourceChoices
            source={source}
            search={search}
            onSearch={setSearch}
            sis={sis}
            siId={siId}
            onSi={setSiId}
            manifests={manifests}
            copyOf={copyOf}
            onCopyOf={setCopyOf}
          />
        )}
        {error ? (
          <Callout intent="danger" data-testid="mft-create-error">
            {error}
          </Callout>
        ) : null}
        <Button intent="primary" icon="add" text={w.createIt} disabled={!ready} loading={busy} onClick={() => void create()} style={{ marginTop: 12 }} />
      </Card>
    </section>
  );
}

/** The company's manifests on the booking, one picked to copy. */
function CopyChoices({
  manifests,
  copyOf,
  onPick,
}: {
  manifests: NonNullable<ReturnType<typeof useCopyChoices>['data']>['Items'];
  copyOf?: number;
  onPick(id: number): void;
}) {
  return (
    <HTMLTable compact interactive striped className="mft-table" data-testid="mft-copy-choices">
      <tbody>
        {manifests.map((m) => (
          <tr key={m.Id} className={m.Id === copyOf ? 'is-shown' : ''} aria-selected={m.Id === copyOf} onClick={() => onPick(m.Id)}>
            <td>{m.MFT_NO}</td>
            <td>{m.MFT_CGO_ID}</td>
            <td>{m.MFT_MBL_NO}</td>
            <td>
              <MftStatusTag status={m.MFT_STATUS} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The approved SIs found, one picked to make the manifest from. */
function SiChoices({ sis, siId, onPick }: { sis: ReturnType<typeof useApprovedSis>; siId?: number; onPick(id: number): void }) {
  const w = useWords(manifestWords);
  return sis.isPending ? (
    <Spinner size={20} />
  ) : sis.isError ? (
    <Callout intent="warning">{sis.error.message}</Callout>
  ) : !sis.data.Items.length ? (
    <NonIdealState icon="document" title={w.noApprovedSi} />
  ) : (
    <HTMLTable compact interactive striped className="mft-table" data-testid="mft-si-choices">
      <thead>
        <tr>
          <th>SI</th>
          <th>{w.cgoId}</th>
          <th>{w.mblNo}</th>
          <th>{w.customer}</th>
        </tr>
      </thead>
      <tbody>
        {sis.data.Items.map((s) => (
          <tr key={s.Id} className={s.Id === siId ? 'is-shown' : ''} aria-selected={s.Id === siId} onClick={() => onPick(s.Id)}>
            <td>{s.TBI_NO}</td>
            <td>{s.TBI_CGO_ID}</td>
            <td>{s.TBI_MBL_NO}</td>
            <td>{s.CompanyName}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

interface SourceChoicesProps {
  source: 'si' | 'duplicate';
  search: string;
  onSearch(search: string): void;
  sis: ReturnType<typeof useApprovedSis>;
  siId?: number;
  onSi(id: number): void;
  manifests: ReturnType<typeof useCopyChoices>;
  copyOf?: number;
  onCopyOf(id: number): void;
}

/** The search and the choices of the source picked: the approved SIs, or the manifests to copy. */
function SourceChoices({ source, search, onSearch, sis, siId, onSi, manifests, copyOf, onCopyOf }: SourceChoicesProps) {
  const w = useWords(manifestWords);
  return (
    <>
      <FormGroup label={source === 'si' ? `${w.pickSi} · ${w.siApprovedOnly}` : w.copyOf}>
        <InputGroup
          leftIcon="search"
          aria-label={w.search}
          placeholder={source === 'si' ? w.cgoId : w.blNo}
          value={search}
          onChange={(e) => onSearch(e.target.value.trim())}
        />
      </FormGroup>
      {source === 'si' ? (
        <SiChoices sis={sis} siId={siId} onPick={onSi} />
      ) : manifests.isPending ? (
        <Spinner size={20} />
      ) : (
        <CopyChoices manifests={manifests.data?.Items ?? []} copyOf={copyOf} onPick={onCopyOf} />
      )}
    </>
  );
}

type Filing = (typeof MFT_FILINGS)[number];
type Level = 'MASTER' | 'HOUSE';

interface FilingFieldsProps {
  filing: Filing;
  onFiling(filing: Filing): void;
  level: Level;
  onLevel(level: Level): void;
  /** The booking typed (blank or copy); none when the SI names it. */
  cgoId?: string;
  onCgoId(cgoId: string): void;
}

/** The filing and the level of the new manifest, and its booking when no SI names one. */
function FilingFields({ filing, onFiling, level, onLevel, cgoId, onCgoId }: FilingFieldsProps) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <div className="mft-row">
      <FormGroup label={w.filing}>
        <HTMLSelect
          aria-label={w.filing}
          value={filing}
          onChange={(e) => onFiling(e.target.value as Filing)}
          options={MFT_FILINGS.map((f) => ({ value: f, label: filingTable[f]![lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.level}>
        <HTMLSelect
          aria-label={w.level}
          value={level}
          onChange={(e) => onLevel(e.target.value as Level)}
          options={[
            { value: 'MASTER', label: w.master },
            { value: 'HOUSE', label: w.house },
          ]}
        />
      </FormGroup>
      {cgoId !== undefined ? (
        <FormGroup label={w.cgoId}>
          <InputGroup aria-label={w.cgoId} value={cgoId} onChange={(e) => onCgoId(e.target.value.trim())} />
        </FormGroup>
      ) : null}
    </div>
  );
}
