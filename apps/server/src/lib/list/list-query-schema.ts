/** The list grammar's documented querystring is declared in the domain, beside the grammar. */
export { type ListQuerySent, listQuerySchema } from '@mandi/domain';
