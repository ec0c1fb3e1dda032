import { formatDate, formatDateTime, formatInr } from '@mandi/domain';
import { Image, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnKind } from './list-types';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A field's value in the house format of its column kind (not the enabled switch). */
export function cellValue(kind: Exclude<ColumnKind, 'enabled'>, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return formatInr(value as number | string);
    case 'percent': {
      const rate = Number(value);
      return Number.isFinite(rate) ? `${percent.format(rate)}%` : '';
    }
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'tag':
      return <Tag>{String(value)}</Tag>;
    case 'image':
      return <Image src={String(value)} width={40} height={40} style={{ objectFit: 'cover' }} alt="" />;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
