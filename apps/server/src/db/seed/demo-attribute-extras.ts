import type { Tx } from '../client';
import { attributes, attributesValues } from '../schema';
import { insertAll } from './bulk';

/**
 * Attributes a grocery's staff keep beside the pack sizes, in display order: flavours of
 * snacks, drinks and sweets, and the kind of pack. Kesar Pista is seasonal, so off for now.
 */
export const EXTRA_ATTRIBUTES: { name: string; values: { name: string; enabled?: boolean }[] }[] = [
  {
    name: 'Flavour',
    values: [
      { name: 'Classic Salted' },
      { name: 'Masala' },
      { name: 'Tomato' },
      { name: 'Cream & Onion' },
      { name: 'Mango' },
      { name: 'Orange' },
      { name: 'Elaichi' },
      { name: 'Chocolate' },
      { name: 'Kesar Pista', enabled: false },
    ],
  },
  {
    name: 'Pack Type',
    values: [
      { name: 'Pouch' },
      { name: 'Jar' },
      { name: 'Bottle' },
      { name: 'Tetra Pak' },
      { name: 'Box' },
      { name: 'Sachet' },
      { name: 'Can' },
    ],
  },
];

/** Adds the extra attributes after the ones products use, so attribute 1 stays Weight. */
export async function seedExtraAttributes(tx: Tx) {
  const ids = await insertAll(
    tx,
    attributes,
    EXTRA_ATTRIBUTES.map(({ name }) => ({ name })),
  );
  await insertAll(
    tx,
    attributesValues,
    EXTRA_ATTRIBUTES.flatMap((attribute, index) =>
      attribute.values.map((value, position) => ({
        name: value.name,
        enabled: value.enabled ?? true,
        priority: position + 1,
        attributeId: ids[index]!,
      })),
    ),
  );
}
