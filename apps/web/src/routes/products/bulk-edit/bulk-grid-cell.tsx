import { Input } from 'antd';
import { type ClipboardEvent, type KeyboardEvent, memo } from 'react';

interface BulkGridCellProps {
  rowIndex: number;
  fieldIndex: number;
  label: string;
  text: string;
  changed: boolean;
  error: string | undefined;
  disabled: boolean;
  onType: (rowIndex: number, fieldIndex: number, text: string) => void;
  onPasteBlock: (rowIndex: number, fieldIndex: number, block: string) => void;
}

/** The input at a grid position, for the arrow keys to move to. */
export const cellSelector = (rowIndex: number, fieldIndex: number) =>
  `[data-bulk-cell="${rowIndex}:${fieldIndex}"]`;

function focusCell(from: HTMLElement, rowIndex: number, fieldIndex: number) {
  const grid = from.closest('[data-bulk-grid]');
  const target = grid?.querySelector<HTMLInputElement>(cellSelector(rowIndex, fieldIndex));
  if (!target) return false;
  target.focus();
  target.select();
  return true;
}

/**
 * Arrow keys move as in a spreadsheet: up and down (and Enter) between rows; left and right
 * between cells once the caret is at the text's edge. Tab and Shift+Tab are the browser's.
 */
function moveOnKey(event: KeyboardEvent<HTMLInputElement>, rowIndex: number, fieldIndex: number) {
  const input = event.currentTarget;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
  const moves: Record<string, [number, number] | undefined> = {
    ArrowUp: [rowIndex - 1, fieldIndex],
    ArrowDown: [rowIndex + 1, fieldIndex],
    Enter: [rowIndex + 1, fieldIndex],
    ArrowLeft: atStart || whole ? [rowIndex, fieldIndex - 1] : undefined,
    ArrowRight: atEnd || whole ? [rowIndex, fieldIndex + 1] : undefined,
  };
  const move = moves[event.key];
  if (move && focusCell(input, move[0], move[1])) event.preventDefault();
}

/** One editable cell: changed cells are marked, a refused one says why under it. */
export const BulkGridCell = memo(function BulkGridCell(props: BulkGridCellProps) {
  const { rowIndex, fieldIndex, label, text, changed, error, disabled } = props;
  const errorId = `bulk-error-${rowIndex}-${fieldIndex}`;
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const block = event.clipboardData.getData('text/plain');
    // One value pastes as typing does; a block (tabs or lines) fills the cells from here.
    if (!/[\t\n]/.test(block.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    props.onPasteBlock(rowIndex, fieldIndex, block);
  };
  return (
    <div className={changed ? 'bulk-cell bulk-cell-changed' : 'bulk-cell'}>
      <Input
        size="small"
        value={text}
        disabled={disabled}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        data-bulk-cell={`${rowIndex}:${fieldIndex}`}
        onChange={(event) => props.onType(rowIndex, fieldIndex, event.target.value)}
        onKeyDown={(event) => moveOnKey(event, rowIndex, fieldIndex)}
        onPaste={onPaste}
      />
      {error && (
        <div id={errorId} className="bulk-cell-error">
          {error}
        </div>
      )}
    </div>
  );
});
