import { GST_STATE_NAMES, type Gstr1HsnRow, type Gstr1Item, type Gstr1Json } from '@mandi/domain';
import type { XlsxColumn, XlsxSheet } from '../../lib/xlsx-writer';

/**
 * GSTR-1 as the offline tool's Excel template lays it out: one sheet per table, named and
 * headed as the template names them, one row per document and rate (b2b, b2cl, cdnr, cdnur),
 * per place and rate (b2cs), per HSN row, per document series. Places of supply read
 * "29-Karnataka", dates "05-Nov-2026", units "NOS-NUMBERS", as the template's lists do.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** DD-MM-YYYY as the template's dates: 05-Nov-2026. */
const templateDate = (day: string) =>
  `${day.slice(0, 2)}-${MONTHS[Number(day.slice(3, 5)) - 1]}-${day.slice(6)}`;
const place = (code: string) => (GST_STATE_NAMES[code] ? `${code}-${GST_STATE_NAMES[code]}` : code);
const UQC_NAMES: Record<string, string> = { NOS: 'NOS-NUMBERS' };

const text = (header: string, width = 16): XlsxColumn => ({ header, width, kind: 'value' });
const money = (header: string): XlsxColumn => ({ header, width: 16, kind: 'money' });
const number = (header: string): XlsxColumn => ({ header, width: 10, kind: 'number' });

const RATE_COLUMNS = [
  text('Applicable % of Tax Rate'),
  number('Rate'),
  money('Taxable Value'),
  money('Cess Amount'),
];

async function* once(rows: unknown[][]) {
  yield rows;
}

/** One row per item (rate) of each document: its head's cells, then the rate's. */
function itemRows(head: unknown[], items: readonly Gstr1Item[], after: unknown[] = []): unknown[][] {
  return items.map(({ itm_det }) => [...head, '', itm_det.rt, itm_det.txval, itm_det.csamt, ...after]);
}

function hsnSheet(name: string, rows: readonly Gstr1HsnRow[]): XlsxSheet {
  return {
    name,
    columns: [
      text('HSN'),
      text('Description', 30),
      text('UQC'),
      number('Total Quantity'),
      money('Total Value'),
      number('Rate'),
      money('Taxable Value'),
      money('Integrated Tax Amount'),
      money('Central Tax Amount'),
      money('State/UT Tax Amount'),
      money('Cess Amount'),
    ],
    rows: once(
      rows.map((row) => [
        row.hsn_sc,
        row.desc,
        UQC_NAMES[row.uqc] ?? row.uqc,
        row.qty,
        Math.round((row.txval + row.iamt + row.camt + row.samt + row.csamt) * 100) / 100,
        row.rt,
        row.txval,
        row.iamt,
        row.camt,
        row.samt,
        row.csamt,
      ]),
    ),
  };
}

function salesSheets(json: Gstr1Json): XlsxSheet[] {
  const b2b = json.b2b.flatMap((group) =>
    group.inv.flatMap((inv) =>
      itemRows(
        [group.ctin, '', inv.inum, templateDate(inv.idt), inv.val, place(inv.pos), inv.rchrg],
        inv.itms,
      ).map(
        // The template puts the invoice type and e-commerce GSTIN between the head and the rate.
        (row) => [...row.slice(0, 7), row[7], 'Regular B2B', '', ...row.slice(8)],
      ),
    ),
  );
  const b2cl = json.b2cl.flatMap((group) =>
    group.inv.flatMap((inv) =>
      itemRows([inv.inum, templateDate(inv.idt), inv.val, place(group.pos)], inv.itms, ['']),
    ),
  );
  const b2cs = json.b2cs.map((row) => ['OE', place(row.pos), '', row.rt, row.txval, row.csamt, '']);
  return [
    {
      name: 'b2b,sez,de',
      columns: [
        text('GSTIN/UIN of Recipient', 18),
        text('Receiver Name'),
        text('Invoice Number'),
        text('Invoice date'),
        money('Invoice Value'),
        text('Place Of Supply', 20),
        text('Reverse Charge'),
        text('Applicable % of Tax Rate'),
        text('Invoice Type'),
        text('E-Commerce GSTIN'),
        ...RATE_COLUMNS.slice(1),
      ],
      rows: once(b2b),
    },
    {
      name: 'b2cl',
      columns: [
        text('Invoice Number'),
        text('Invoice date'),
        money('Invoice Value'),
        text('Place Of Supply', 20),
        ...RATE_COLUMNS,
        text('E-Commerce GSTIN'),
      ],
      rows: once(b2cl),
    },
    {
      name: 'b2cs',
      columns: [text('Type'), text('Place Of Supply', 20), ...RATE_COLUMNS, text('E-Commerce GSTIN')],
      rows: once(b2cs),
    },
  ];
}

function noteSheets(json: Gstr1Json): XlsxSheet[] {
  const cdnr = json.cdnr.flatMap((group) =>
    group.nt.flatMap((nt) =>
      itemRows(
        [
          group.ctin,
          '',
          nt.nt_num,
          templateDate(nt.nt_dt),
          nt.ntty,
          place(nt.pos),
          nt.rchrg,
          'Regular',
          nt.val,
        ],
        nt.itms,
      ),
    ),
  );
  const cdnur = json.cdnur.flatMap((nt) =>
    itemRows([nt.typ, nt.nt_num, templateDate(nt.nt_dt), nt.ntty, place(nt.pos), nt.val], nt.itms),
  );
  return [
    {
      name: 'cdnr',
      columns: [
        text('GSTIN/UIN of Recipient', 18),
        text('Receiver Name'),
        text('Note Number'),
        text('Note Date'),
        text('Note Type'),
        text('Place Of Supply', 20),
        text('Reverse Charge'),
        text('Note Supply Type'),
        money('Note Value'),
        ...RATE_COLUMNS,
      ],
      rows: once(cdnr),
    },
    {
      name: 'cdnur',
      columns: [
        text('UR Type'),
        text('Note Number'),
        text('Note Date'),
        text('Note Type'),
        text('Place Of Supply', 20),
        money('Note Value'),
        ...RATE_COLUMNS,
      ],
      rows: once(cdnur),
    },
  ];
}

/** The workbook's sheets, in the template's order. */
export function gstr1Sheets(json: Gstr1Json): XlsxSheet[] {
  const docs = json.doc_issue.doc_det.flatMap((detail) =>
    detail.docs.map((range) => [detail.doc_typ, range.from, range.to, range.totnum, range.cancel]),
  );
  return [
    ...salesSheets(json),
    ...noteSheets(json),
    hsnSheet('hsn(b2b)', json.hsn.hsn_b2b),
    hsnSheet('hsn(b2c)', json.hsn.hsn_b2c),
    {
      name: 'docs',
      columns: [
        text('Nature of Document', 30),
        text('Sr. No. From'),
        text('Sr. No. To'),
        number('Total Number'),
        number('Cancelled'),
      ],
      rows: once(docs),
    },
  ];
}
