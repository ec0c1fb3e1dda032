import { faqs, taxes } from '@mandi/domain';
import type { TestApp } from './harness';
import { typedCall } from './typed-client';

/**
 * Type-only checks of the typed client (compiled by `tsc -p apps/server`, never run): a field
 * the declaration does not answer cannot be read, so two absent fields cannot be compared.
 */
export async function typedClientChecks(call: TestApp['call'], token: string) {
  const faq = (await typedCall(call, token, faqs).get(1)).body;
  const tax = (await typedCall(call, token, taxes).get(1)).body;
  const ok: [number | null, string | null, number] = [faq.createdBy, tax.updatedByName, tax.rate];
  // @ts-expect-error a FAQ answers no `rate`
  const absent = faq.rate;
  // @ts-expect-error nor a `createdById`: comparing it with another absent field cannot compile
  const alsoAbsent = tax.createdById === faq.updatedById;
  // @ts-expect-error a create body is the declaration's: a FAQ's title is text
  await typedCall(call, token, faqs).create({ title: 1, answer: 'a' });
  return [ok, absent, alsoAbsent];
}
