/**
 * What other modules may use of the packing-list reports (the only file of this folder they import):
 * nothing yet. The print sheet's drawing, which the manifest's print shares, is the platform's
 * (server/platform/pdf/printSheetDrawing.ts): SplitDetail reads the manifests, so the manifest
 * module may not import this one.
 */
export {};
