import type { EditableCellProps } from '@blueprintjs/table';
import { KeepTypingCell } from '../../lib/KeepTypingCell';

/**
 * An editable cell that takes the keyboard focus only while the person works in the grid: the
 * table marks its focused cell (the first one, as it mounts) and a Blueprint editable cell then
 * focuses itself whenever it renders, which would pull the page to the grid, or take the focus
 * from a field being typed in.
 */
export function GridCell({ active, isFocused, ...props }: EditableCellProps & { active: boolean }) {
  return <KeepTypingCell {...props} isFocused={!!isFocused && active} />;
}

/** A key that types a character (no Ctrl, Cmd or Alt). */
export const isPrintable = (e: React.KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
