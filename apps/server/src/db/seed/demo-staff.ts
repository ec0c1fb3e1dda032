import { randomBytes } from 'node:crypto';
import type { RouteKey } from '@mandi/domain';
import { hashPassword } from '../../lib/password';
import type { Tx } from '../client';
import { admins, adminsRoles } from '../schema';

const DEMO_ROLES: { name: string; routes: RouteKey[] }[] = [
  {
    name: 'Catalogue manager',
    routes: ['dashboard', 'product', 'category', 'brand', 'attribute', 'tax', 'measurement-unit', 'review'],
  },
  {
    name: 'Delivery coordinator',
    routes: ['dashboard', 'order', 'user', 'address', 'state', 'city', 'pincode'],
  },
  { name: 'Marketing', routes: ['dashboard', 'coupon', 'banner', 'notification', 'faq'] },
];

const DEMO_STAFF = [
  { fullName: 'Priya Sharma', email: 'priya.sharma', mobile: '9820012345', gender: 'female', role: 'admin' },
  {
    fullName: 'Arjun Nair',
    email: 'arjun.nair',
    mobile: '9845023456',
    gender: 'male',
    role: 'Catalogue manager',
  },
  {
    fullName: 'Fatima Shaikh',
    email: 'fatima.shaikh',
    mobile: '9930034567',
    gender: 'female',
    role: 'executive',
  },
  {
    fullName: 'Rohit Verma',
    email: 'rohit.verma',
    mobile: '9811045678',
    gender: 'male',
    role: 'Delivery coordinator',
  },
  {
    fullName: 'Kavya Reddy',
    email: 'kavya.reddy',
    mobile: '9849056789',
    gender: 'female',
    role: 'Marketing',
  },
] as const;

/**
 * A few staff roles and accounts, so the staff screens look like a real store's. Their
 * password is a random secret nobody knows: demo data must never open a way in on a store
 * that started with the demo seed. Kavya's account is disabled, as a leaver's would be.
 */
export async function seedStaff(tx: Tx): Promise<{ coordinatorId: number }> {
  const roles = await tx.insert(adminsRoles).values(DEMO_ROLES).returning();
  const stock = await tx.select().from(adminsRoles);
  const roleId = (name: string) => [...roles, ...stock].find((role) => role.name === name)!.id;
  const [owner] = await tx.select({ id: admins.id }).from(admins).orderBy(admins.id).limit(1);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const staff = await tx
    .insert(admins)
    .values(
      DEMO_STAFF.map((person) => ({
        fullName: person.fullName,
        emailAddress: `${person.email}@staff.mandi.local`,
        mobileNumber: person.mobile,
        gender: person.gender,
        passwordHash,
        adminsRoleId: roleId(person.role),
        enabled: person.fullName !== 'Kavya Reddy',
        createdBy: owner?.id ?? null,
        updatedBy: owner?.id ?? null,
      })),
    )
    .returning({ id: admins.id, fullName: admins.fullName });
  // The demo orders' moves and collections are his to have made (the delivery coordinator).
  return { coordinatorId: staff.find((person) => person.fullName === 'Rohit Verma')!.id };
}
