/**
 * Navigation for code outside React (the session's effects): the router registers its navigate
 * function here; before it has, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigator: Navigate | undefined;

export function setNavigator(fn: Navigate | undefined): void {
  navigator = fn;
}

export function go(to: string, replace = false): void {
  if (navigator) navigator(to, { replace });
  else if (replace) location.replace(to);
  else location.assign(to);
}
