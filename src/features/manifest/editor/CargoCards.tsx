import { Card, H4 } from '@blueprintjs/core';
import type { ManifestRecord } from '../../../contract/manifest';
import { manifestFieldWords as F } from '../../../contract/manifest/words';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { SheetGrid } from '../../../ui/grid/SheetGrid';
import {
  ALLOCATION_COLUMNS,
  CONTAINER_COLUMNS,
  IMMUTABLE_CONTAINER,
  ITEM_COLUMNS,
  blankAllocation,
  blankContainer,
  blankItem,
  type Draft,
  perContainer,
  totalsOf,
} from '../editorModel';
import { manifestWords } from '../words';

const FIELD = F as Record<string, { zh: string; en: string }>;

/** Where the check's problems mark the grids' cells. */
export interface GridMarks {
  errors: ReadonlySet<string>;
  warnings: ReadonlySet<string>;
  allocationMarks: { errors: ReadonlySet<string>; warnings: ReadonlySet<string> };
}

interface CargoProps {
  record: ManifestRecord;
  draft: Draft;
  readOnly: boolean;
  marks: GridMarks;
  onChange(draft: Draft): void;
}

/** The containers' grid with each box's declared VGM and what the allocations put in it; an amendment keeps the numbers. */
export function ContainersCard({ record, draft, readOnly, amending, marks, onChange }: CargoProps & { amending: boolean }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const vgm = new Map(record.Vgm.map((v) => [v.CNNO, v.VGM_KG]));
  const loaded = perContainer(draft.allocations);
  return (
    <Card className="mft-card">
      <H4>
        {w.containers} · {w.vgmPerContainer}
      </H4>
      <SheetGrid
        testId="mft-containers"
        rows={draft.Containers}
        columns={CONTAINER_COLUMNS}
        title={(f) => FIELD[f]?.[lang] ?? f}
        onChange={(rows) => onChange({ ...draft, Containers: rows })}
        blank={blankContainer}
        pathOf={(r, f) => `/Containers/${r}/${f}`}
        errors={marks.errors}
        warnings={marks.warnings}
        readOnly={readOnly}
        locked={amending ? IMMUTABLE_CONTAINER : undefined}
        extra={[
          {
            name: F.MFC_VGM_KG[lang],
            width: 110,
            text: (r) => ((k) => (k === null || k === undefined ? w.vgmNone : `${k} kg`))(vgm.get(draft.Containers[r]?.MFC_CNNO ?? '')),
          },
          {
            name: w.allocation,
            width: 150,
            text: (r) => ((x) => (x ? w.allocated(x.pkgs, x.kg) : ''))(loaded.get(draft.Containers[r]?.MFC_CNNO ?? '')),
          },
        ]}
      />
    </Card>
  );
}

/** The goods' grid with their sums, and their allocation to the containers (one row per item and box). */
export function GoodsCard({ draft, readOnly, marks, onChange }: CargoProps) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const totals = totalsOf(draft.items);
  return (
    <Card className="mft-card">
      <H4>{w.goods}</H4>
      {readOnly ? null : <p className="mft-muted">{w.gridHint}</p>}
      <SheetGrid
        testId="mft-items"
        rows={draft.items}
        columns={ITEM_COLUMNS}
        title={(f) => FIELD[f]?.[lang] ?? f}
        onChange={(rows) => onChange({ ...draft, items: rows })}
        blank={blankItem}
        pathOf={(r, f) => `/Items/${r}/${f}`}
        errors={marks.errors}
        warnings={marks.warnings}
        readOnly={readOnly}
      />
      <p className="mft-muted" data-testid="mft-totals">
        {w.sums}: {totals.MFT_TOTAL_PKGS} {totals.MFT_PACKAGE} · {totals.MFT_TOTAL_KG} kg · {totals.MFT_TOTAL_CBM} m³
      </p>
      <H4>{w.allocation}</H4>
      {readOnly ? null : <p className="mft-muted">{w.allocationHint}</p>}
      <SheetGrid
        testId="mft-allocation"
        rows={draft.allocations}
        columns={ALLOCATION_COLUMNS}
        title={(f) => (f === 'ITEM' ? FIELD.MFG_SEQ![lang] : (FIELD[f]?.[lang] ?? f))}
        onChange={(rows) => onChange({ ...draft, allocations: rows })}
        blank={blankAllocation}
        pathOf={(r, f) => `/A/${r}/${f}`}
        errors={marks.allocationMarks.errors}
        warnings={marks.allocationMarks.warnings}
        readOnly={readOnly}
      />
    </Card>
  );
}
