import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { attributes, attributeTreeBody, attributeTreeNode } from '../resources/attributes';
import { categories, categoryAdminTreeNode } from '../resources/categories';

/** `GET /api/categories/listForAdmin/tree`: every category, disabled ones too, as a tree. */
export const categoryAdminTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/categories/listForAdmin/tree',
  operationId: 'getCategoriesListForAdminTree',
  summary: 'Get categories list for admin tree',
  tags: [categories.label],
  auth: { access: categories.access, action: 'read' },
  answer: z.array(categoryAdminTreeNode),
});

/** `POST /api/attributes/tree`: the given attributes in that order, each with its values. */
export const attributeTreeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/attributes/tree',
  operationId: 'postAttributesTree',
  summary: 'Attributes tree',
  tags: [attributes.label],
  auth: { access: attributes.access, action: 'read' },
  body: attributeTreeBody,
  answer: z.array(attributeTreeNode),
});
