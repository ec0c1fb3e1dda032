import type { AppRoute } from '../route-types';
import { attributeValuePaths } from './attribute-value-screen';

const list = () => import('./attribute-value-list');
const form = () => import('./attribute-value-form');
// Attribute values are reached from the attribute list and fall under its screen key.
const shared = {
  routeKey: 'attribute',
  group: 'Catalogue',
  hidden: true,
  parent: '/attribute/list',
} as const;

export const attributeValueRoutes: AppRoute[] = [
  { path: attributeValuePaths.patterns.list, title: 'Attributes Values', ...shared, load: list },
  { path: attributeValuePaths.patterns.add, title: 'Add Attribute Value', ...shared, load: form },
  { path: attributeValuePaths.patterns.edit, title: 'Edit Attribute Value', ...shared, load: form },
];
