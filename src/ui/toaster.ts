import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** The frame's top bar (workbench navbar or a site's header): toasts sit below it, never over it. */
const HEADER = '.shell-navbar, .portal__header';

function placeBelowHeader(): void {
  const bottom = document.querySelector(HEADER)?.getBoundingClientRect().bottom ?? 0;
  document.documentElement.style.setProperty('--toast-top', `${Math.max(0, Math.round(bottom))}px`);
}

/** The one toaster of the app, created on first use. */
export async function showToast(props: ToastProps): Promise<string> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 5 });
  placeBelowHeader();
  return (await toaster).show(props);
}

/** A failed call's message as a danger toast: what the screens show when a download or upload is refused. */
export const toastFailure = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
