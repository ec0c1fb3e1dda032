import { ContactsOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { contactPaths } from './contact-screen';

const list = () => import('./contact-list');
const form = () => import('./contact-form');
const shared = { routeKey: 'contact', group: 'Customers' } as const;
const child = { ...shared, hidden: true, parent: contactPaths.patterns.all } as const;

/** Every customer's contacts in the menu; one customer's, and the forms, reached from there. */
export const contactRoutes: AppRoute[] = [
  { path: contactPaths.patterns.all, title: 'Contacts', icon: ContactsOutlined, ...shared, load: list },
  { path: contactPaths.patterns.list, title: 'Customer Contacts', ...child, load: list },
  { path: contactPaths.patterns.add, title: 'Add Contact', ...child, load: form },
  { path: contactPaths.patterns.edit, title: 'Edit Contact', ...child, load: form },
];
