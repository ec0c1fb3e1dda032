import { BRANDS, CATEGORY_PARENTS, DESCRIPTORS, FIRST_NAMES, LAST_NAMES, NOUNS, SIZES } from './words';

/**
 * The scale seed as plain SQL: every table filled by `INSERT ... SELECT` over
 * generate_series, a batch of ids at a time, so a million products take seconds on
 * PostgreSQL and never sit in memory. Picks are deterministic: the same counts make the
 * same database.
 */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (words: readonly string[]) => `array[${words.map(literal).join(',')}]::text[]`;

/** A well-spread pick in [0, n) for row i: a multiplicative hash with its own prime. */
const pick = (i: string, prime: number, n: number) => `((${i}::bigint * ${prime}) % 1000003 % ${n})`;

export const CHILDREN_PER_PARENT = 8;
const CATEGORY_CHILDREN = CATEGORY_PARENTS.length * CHILDREN_PER_PARENT;
/** Variation ids are product id × 3 + k (k 0..2), so order lines can name one without a lookup. */
export const VARIATION_SLOTS = 3;

export function referenceSql(): string[] {
  const parents = CATEGORY_PARENTS.map(
    (name, i) =>
      `(${i + 1}, ${literal(name)}, ${literal(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)}, null, ${i})`,
  );
  return [
    `insert into taxes (id, name, rate) values (1, 'GST Exempt', 0), (2, 'GST 5%', 5), (3, 'GST 12%', 12), (4, 'GST 18%', 18), (5, 'GST 28%', 28)`,
    `insert into measurement_units (id, name, code) values (1, 'Kilogram', 'kg'), (2, 'Gram', 'g'), (3, 'Litre', 'l'), (4, 'Millilitre', 'ml'), (5, 'Piece', 'pc')`,
    `insert into brands (id, name) select i, (${array(BRANDS)})[i] from generate_series(1, ${BRANDS.length}) i`,
    `insert into categories (id, name, slug, parent_id, priority) values ${parents.join(', ')}`,
    `insert into categories (id, name, slug, parent_id, priority)
       select ${CATEGORY_PARENTS.length} + i, p.name || ' ' || k, p.slug || '-' || k, p.id, k
       from generate_series(1, ${CATEGORY_CHILDREN}) i
       cross join lateral (select ((i - 1) / ${CHILDREN_PER_PARENT}) + 1 as pid, ((i - 1) % ${CHILDREN_PER_PARENT}) + 1 as k) x
       join categories p on p.id = x.pid`,
    `insert into attributes (id, name) values (1, 'Weight')`,
    `insert into attributes_values (id, name, attribute_id, priority) select i, (${array(SIZES)})[i], 1, i from generate_series(1, ${SIZES.length}) i`,
  ];
}

/** Products `from`..`to`: name = brand descriptor noun size; about 3 in 10 simple. */
export function productsSql(from: number, to: number, total: number): string {
  const brand = pick('i', 7919, BRANDS.length);
  const noun = pick('i', 104729, NOUNS.length);
  const descriptor = pick('i', 15485863, DESCRIPTORS.length);
  const size = pick('i', 32452843, SIZES.length);
  return `insert into products (id, enabled, name, slug, sku, product_type, priority, measurement_unit_id, featured, tags,
      short_description, description, is_taxable, tax_id, hsn_code, manage_stock, stock_status, brand_id, meta_title,
      created_timestamp, updated_timestamp)
    select i, i % 50 <> 0, x.name,
      regexp_replace(lower(x.name), '[^a-z0-9]+', '-', 'g') || '-' || i,
      'P' || lpad(i::text, 8, '0'),
      case when i % 10 < 3 then 'simple' else 'variable' end,
      ${pick('i', 7, 10001)} / 100.0,
      1 + ${size} / 4,
      i % 17 = 0,
      lower(x.brand) || ',' || lower(x.noun),
      x.name || ', ' || x.size,
      x.name || ' by ' || x.brand || '. Store in a cool, dry place away from direct sunlight; once opened, keep the pack sealed.',
      true, 1 + ${pick('i', 13, 5)}, (1001 + ${pick('i', 31, 8000)})::text,
      i % 3 <> 0, case when i % 23 = 0 then 'Out Of Stock' else 'In Stock' end,
      1 + ${brand}, 'Buy ' || x.name || ' online | Mandi',
      now() - (${total} - i) * interval '20 seconds', now() - (${total} - i) * interval '20 seconds'
    from generate_series(${from}, ${to}) i
    cross join lateral (
      select b.brand, n.noun, s.size, b.brand || ' ' || d.descriptor || ' ' || n.noun || ' ' || s.size as name
      from (select (${array(BRANDS)})[1 + ${brand}] as brand) b,
           (select (${array(NOUNS)})[1 + ${noun}] as noun) n,
           (select (${array(DESCRIPTORS)})[1 + ${descriptor}] as descriptor) d,
           (select (${array(SIZES)})[1 + ${size}] as size) s
    ) x`;
}

/** 1 variation for a simple product, 2 or 3 for a variable one: about 2 a product. */
export function variationsSql(from: number, to: number): string {
  return `insert into products_variations (id, product_id, name, sku, mrp, unit_price, sale_price, discount_amount,
      discount_percentage, manage_stock, stock_status, stock_quantity, is_default, created_timestamp, updated_timestamp)
    select i * ${VARIATION_SLOTS} + k, i, (${array(SIZES)})[1 + (${pick('i', 3, SIZES.length)} + k) % ${SIZES.length}],
      'SKU-' || lpad(i::text, 8, '0') || '-' || k,
      p.mrp, p.unit, p.sale, case when p.sale > 0 then round(p.unit - p.sale, 2) else 0 end,
      case when p.sale > 0 then round((p.unit - p.sale) / p.unit * 100, 2) else 0 end,
      i % 3 <> 0, case when (i + k) % 23 = 0 then 'Out Of Stock' else 'In Stock' end,
      case when (i + k) % 23 = 0 then 0 else ${pick('i + k', 11, 240)} end,
      i % 10 < 3, now(), now()
    from generate_series(${from}, ${to}) i
    cross join generate_series(0, 2) k
    cross join lateral (
      select m.mrp, round(m.mrp / 1.05, 2) as unit,
        case when (i + k) % 3 = 0 then round(m.mrp / 1.05 * 0.9, 2) else 0 end as sale
      from (select (20 + ${pick('i * 3 + k', 17, 1980)})::numeric as mrp) m
    ) p
    where k = 0 or (i % 10 >= 3 and (k = 1 or i % 2 = 0))`;
}

export function productLinksSql(from: number, to: number): string[] {
  const child = `${CATEGORY_PARENTS.length} + 1 + ${pick('i', 104729, NOUNS.length)} % ${CATEGORY_CHILDREN}`;
  return [
    `insert into products_categories (product_id, category_id)
       select i, c from generate_series(${from}, ${to}) i
       cross join lateral (select ${child} as child) x
       cross join lateral (values (x.child), (1 + (x.child - ${CATEGORY_PARENTS.length} - 1) / ${CHILDREN_PER_PARENT})) v(c)`,
    `insert into products_attributes (product_id, attribute_id)
       select i, 1 from generate_series(${from}, ${to}) i where i % 10 >= 3`,
    // The load runs with triggers off, so the list's search copy is filled here.
    `insert into products_search (product_id, name, enabled)
       select id, name, enabled from products where id between ${from} and ${to}`,
    `insert into products_images (product_id, image, original_image, priority, is_cover)
       select i, '/uploads/bench/' || i || '-500x500.jpg', '/uploads/bench/' || i || '.jpg', 1, true
       from generate_series(${from}, ${to}) i`,
  ];
}

export function usersSql(from: number, to: number): string {
  return `insert into users (id, full_name, mobile_number, email_address, status, has_placed_order, registered_on)
    select i, (${array(FIRST_NAMES)})[1 + ${pick('i', 7, FIRST_NAMES.length)}] || ' ' || (${array(LAST_NAMES)})[1 + ${pick('i', 13, LAST_NAMES.length)}],
      (6000000000 + i)::text, 'customer' || i || '@example.in', 'Approved', true, now() - i * interval '5 minutes'
    from generate_series(${from}, ${to}) i`;
}

/** Orders with two lines each, spread over the last year; most placed or delivered. */
export function ordersSql(from: number, to: number, users: number, products: number): string[] {
  const statuses = array([
    'Order Placed',
    'Order Delivered',
    'Order Delivered',
    'Out for Delivery',
    'Order Cancelled',
    'In Cart',
  ]);
  return [
    `insert into orders (id, order_reference, status, total, grand_total, total_products, total_quantity, order_timestamp,
        payment_method, delivery_type, user_id, created_timestamp, updated_timestamp)
      select i, 'ORD' || lpad(i::text, 9, '0'), s.status, t.total, t.total, 2, 3,
        case when s.status = 'In Cart' then null else now() - ${pick('i', 29, 525600)} * interval '1 minute' end,
        case when i % 4 = 0 then 'online' else 'cod' end, 'Home Delivery', 1 + ${pick('i', 7919, users)}, now(), now()
      from generate_series(${from}, ${to}) i
      cross join lateral (select (${statuses})[1 + ${pick('i', 19, 6)}] as status) s
      cross join lateral (select (100 + ${pick('i', 23, 3000)})::numeric as total) t`,
    `insert into orders_products (order_id, product_id, products_variation_id, unit_price, quantity, sub_total)
      select i, p, p * ${VARIATION_SLOTS}, 100, q, 100 * q
      from generate_series(${from}, ${to}) i
      cross join lateral (values (1 + ${pick('i', 104729, products)}, 1), (1 + ${pick('i', 15485863, products)}, 2)) v(p, q)`,
  ];
}

/** Identity sequences continue after the seeded ids, so the app's own inserts do not collide. */
export function sequencesSql(): string[] {
  return [
    'taxes',
    'measurement_units',
    'brands',
    'categories',
    'attributes',
    'attributes_values',
    'products',
    'products_variations',
    'users',
    'orders',
  ].map(
    (table) =>
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select coalesce(max(id), 1) from ${table})))`,
  );
}
