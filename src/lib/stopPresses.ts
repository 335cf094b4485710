/**
 * @blueprintjs/table listens to mouse presses natively (to focus and select cells, scrolling the
 * cell into view), which would take a button's or a checkbox's press inside a cell, or move a
 * row's button away before its click lands. Used as a ref on the cell's controls: a press there
 * stops there, natively too (React's own stopPropagation comes too late).
 */
export function stopPresses(el: HTMLDivElement | null): void {
  if (el && !el.dataset.stops) {
    el.dataset.stops = '1';
    el.addEventListener('mousedown', (e) => e.stopPropagation());
    el.addEventListener('pointerdown', (e) => e.stopPropagation());
  }
}
