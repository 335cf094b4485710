import { EditableCell2, type EditableCellProps } from '@blueprintjs/table';

/**
 * Blueprint's editable cell puts its `value` back into the open editor whenever any of its props
 * changes — an intent from a check that finished a moment later, a label renamed, the focus flag —
 * which wipes what is being typed. This cell keeps the typed text while its editor is open; a new
 * value is taken as the saved one (shown again after Escape) and shown once editing ends.
 */
export class KeepTypingCell extends EditableCell2 {
  override componentDidUpdate(prevProps: EditableCellProps) {
    if (!this.state.isEditing) return super.componentDidUpdate(prevProps);
    const { value } = this.props;
    if (value != null && value !== prevProps.value && value !== this.state.savedValue) this.setState({ savedValue: value });
  }
}
