import { formatDate } from './format';

/** What an answered row says of who wrote it and when (see `withAuthors` in answers.ts). */
export interface AuthoredRow {
  createdTimestamp?: string | null;
  updatedTimestamp?: string | null;
  createdByName?: string | null;
  updatedByName?: string | null;
}

const part = (verb: string, name: string | null | undefined, at: string | null | undefined) =>
  `${verb}${name ? ` by ${name}` : ''} on ${formatDate(at)}`;

/**
 * "Created by {name} on {date} · last changed by {name} on {date}", dates as the lists show
 * them; a name nobody recorded (the seed's rows) is left out. Empty without a creation time.
 */
export function auditLine(row: AuthoredRow): string {
  if (!row.createdTimestamp) return '';
  const created = part('Created', row.createdByName, row.createdTimestamp);
  if (!row.updatedTimestamp) return created;
  return `${created} · ${part('last changed', row.updatedByName, row.updatedTimestamp)}`;
}
