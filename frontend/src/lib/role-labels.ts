import type { Role } from '@hs/contracts';
import { i18n } from './i18n';

const words = {
  admin: () => i18n.t('common:roles.admin'),
  'safety-officer': () => i18n.t('common:roles.safety-officer'),
  supervisor: () => i18n.t('common:roles.supervisor'),
  employee: () => i18n.t('common:roles.employee'),
} satisfies Record<Role, () => string>;

export const roles = Object.keys(words) as Role[];

/** Each role's name in the current language, read when shown (a getter per role). */
export const roleLabels: Readonly<Record<Role, string>> = Object.defineProperties(
  {} as Record<Role, string>,
  Object.fromEntries(roles.map((role) => [role, { get: words[role], enumerable: true }])),
);
