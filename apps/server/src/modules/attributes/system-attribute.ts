import { isSystemAttribute, SYSTEM_ATTRIBUTE_MESSAGE } from '@mandi/domain';
import { conflict } from '../../lib/errors';

/** Attribute 1 is the system's: no edit, toggle or delete of it or its values, whoever asks. */
export function refuseSystemAttribute(id: number) {
  if (isSystemAttribute(id)) throw conflict(SYSTEM_ATTRIBUTE_MESSAGE);
}
