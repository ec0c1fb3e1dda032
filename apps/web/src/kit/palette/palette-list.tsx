import { Typography } from 'antd';
import { PALETTE_GROUPS, type PaletteItem } from './palette-items';

export const optionId = (item: PaletteItem) => `palette-option-${item.key.replace(/[^\w-]/g, '-')}`;

interface PaletteListProps {
  id: string;
  items: readonly PaletteItem[];
  active: number;
  onHover: (index: number) => void;
  onPick: (item: PaletteItem) => void;
}

/**
 * The palette's choices as an ARIA listbox, one labelled group per kind. Focus stays in the
 * search box (aria-activedescendant names the active option), so options take no focus.
 */
export function PaletteList({ id, items, active, onHover, onPick }: PaletteListProps) {
  return (
    <div id={id} role="listbox" aria-label="Results" className="palette-list">
      {PALETTE_GROUPS.map((group) => {
        const members = items.filter((item) => item.group === group);
        if (members.length === 0) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset holds form fields)
          <div key={group} role="group" aria-label={group} className="palette-group">
            <div aria-hidden="true" className="palette-group-title">
              {group}
            </div>
            {members.map((item) => {
              const index = items.indexOf(item);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's arrows and Enter pick options
                <div
                  key={item.key}
                  id={optionId(item)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={index === active ? 'palette-option active' : 'palette-option'}
                  onMouseMove={() => index !== active && onHover(index)}
                  onClick={() => onPick(item)}
                >
                  <span className="palette-label">{item.label}</span>
                  {item.detail && (
                    <Typography.Text type="secondary" className="palette-detail">
                      {item.detail}
                    </Typography.Text>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
