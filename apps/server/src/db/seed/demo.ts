import type { Db } from '../client';
import { measurementUnits, taxes } from '../schema';

/** The demo store: a realistic Indian grocery. */
export async function seedDemoStore(db: Db) {
  await db
    .insert(taxes)
    .values([0, 5, 12, 18, 28].map((rate) => ({ name: rate === 0 ? 'GST Exempt' : `GST ${rate}%`, rate })));
  await db.insert(measurementUnits).values([
    { name: 'Kilogram', code: 'kg' },
    { name: 'Gram', code: 'g' },
    { name: 'Litre', code: 'l' },
    { name: 'Millilitre', code: 'ml' },
    { name: 'Piece', code: 'pc' },
    { name: 'Dozen', code: 'dozen' },
  ]);
}
