import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/** ⌘K on a Mac, Ctrl K elsewhere: what the palette's hint shows. */
export const PALETTE_SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';

/** The header's way in for mouse users, showing the keys that open the palette from anywhere. */
export function PaletteTrigger({ onOpen }: { onOpen: () => void }) {
  return (
    <Tooltip title="Find a screen, order, customer or product" placement="bottom">
      <Button
        type="text"
        className="palette-trigger"
        icon={<SearchOutlined />}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        Find <kbd className="palette-kbd">{PALETTE_SHORTCUT}</kbd>
      </Button>
    </Tooltip>
  );
}
