import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** The one toaster of the app, created on first use. */
export async function showToast(props: ToastProps): Promise<string> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 5 });
  return (await toaster).show(props);
}
