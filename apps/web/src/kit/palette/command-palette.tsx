import { Input, Modal, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../../routes/route-types';
import { type PaletteItem, paletteItems } from './palette-items';
import { optionId, PaletteList } from './palette-list';
import { PaletteTrigger } from './palette-trigger';
import { usePaletteSearch } from './use-palette-search';
import './command-palette.css';

const LIST_ID = 'palette-results';

/** Ctrl+K or ⌘K, wherever focus is (a form field too: the keys mean nothing else there). */
const isOpenKey = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The command palette (issue 31): Ctrl/⌘+K from anywhere, or the header's Find button, opens
 * a search over the screens the role may open and, from the server (GET /api/search), orders
 * by number or customer mobile, customers and products. Arrows move, Enter opens, Esc closes.
 */
export function CommandPalette({ routes }: { routes: readonly AppRoute[] }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const { answer, searching } = usePaletteSearch(open ? text : '');
  const items = useMemo(() => paletteItems(routes, text, answer), [routes, text, answer]);
  const current = items[Math.min(active, items.length - 1)];

  // The active option stays in sight as the arrows move through a long list.
  const activeId = current ? optionId(current) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isOpenKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setText('');
    setActive(0);
  };
  const pick = (item: PaletteItem) => {
    close();
    navigate(item.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, last) + step + items.length) % Math.max(items.length, 1));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      pick(current);
    }
  };

  return (
    <>
      <PaletteTrigger onOpen={() => setOpen(true)} />
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        title="Find a screen, order, customer or product"
        className="command-palette"
        width={600}
        destroyOnHidden
        afterOpenChange={(opened) => opened && document.getElementById('palette-search')?.focus()}
      >
        <Input
          id="palette-search"
          autoFocus
          allowClear
          value={text}
          placeholder="Order number, mobile (+91 98765 43210), product name or SKU, screen"
          role="combobox"
          aria-label="Search"
          aria-expanded={items.length > 0}
          aria-controls={LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <PaletteList
          id={LIST_ID}
          items={items}
          active={current ? items.indexOf(current) : -1}
          onHover={setActive}
          onPick={pick}
        />
        <Typography.Text type="secondary" className="palette-status" role="status">
          {items.length === 0 ? (searching ? 'Searching…' : 'Nothing found') : ''}
        </Typography.Text>
      </Modal>
    </>
  );
}
