import { PACKING_REPORT_PAGES as P } from '../../contract/packingReports/module';

/** The report pages of the side the person is on: the preview differs, the log and reconciliation are the workbench's (staff open them too). */
export function reportLinks(path: string) {
  const external = path.startsWith('/external/');
  return {
    preview: (id: number) => `${external ? P.workbenchPreview : P.preview}?Id=${id}`,
    log: (by: { Id: number } | { CGO_ID: string }) => `${P.log}?${'Id' in by ? `Id=${by.Id}` : `CGO_ID=${encodeURIComponent(by.CGO_ID)}`}`,
    split: (cgoId: string) => `${P.splitDetail}?CGO_ID=${encodeURIComponent(cgoId)}`,
  };
}
