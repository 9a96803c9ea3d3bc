import type { LucideIcon } from 'lucide-react';
import { i18n } from '@/lib/i18n';
import {
  Building2,
  ClipboardCheck,
  ChartColumn,
  ClipboardList,
  FileSignature,
  FileText,
  FileSpreadsheet,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  SearchCheck,
  SquarePen,
  Settings,
  TriangleAlert,
  Users,
} from 'lucide-react';

export interface NavItem {
  /** The entry's name in the current language. */
  label: () => string;
  to: string;
  icon: LucideIcon;
  /** Paths under which the item is highlighted; `end` means that exact path only. */
  activeOn: { path: string; end: boolean }[];
  /** Shown to administrators only (the page itself refuses others too). */
  adminOnly?: boolean;
  /** Shown to safety officers and administrators only (the page itself refuses others too). */
  safetyTeamOnly?: boolean;
  /** Shown to supervisors, safety officers and administrators (the page itself refuses others too). */
  reviewersOnly?: boolean;
  /** Drawn in the accent colour: the one thing the app is for. */
  prominent?: boolean;
}

/**
 * The navigation bar: each entry is shown to the roles whose page opens for them. Reporting comes first: on a phone it is the top entry of
 * the menu, where someone who has just seen an incident looks.
 */
export const navItems: NavItem[] = [
  {
    label: () => i18n.t('layout:nav.report'),
    to: '/incidents/new',
    icon: SquarePen,
    activeOn: [
      { path: '/incidents/new', end: true },
      { path: '/incidents/report', end: true },
    ],
    prominent: true,
  },
  {
    label: () => i18n.t('layout:nav.dashboard'),
    to: '/dashboard',
    icon: LayoutDashboard,
    activeOn: [
      { path: '/', end: true },
      { path: '/dashboard', end: false },
    ],
  },
  {
    label: () => i18n.t('layout:nav.myWork'),
    to: '/my-work',
    icon: ListTodo,
    activeOn: [{ path: '/my-work', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.incidents'),
    to: '/incidents',
    icon: TriangleAlert,
    activeOn: [{ path: '/incidents', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.investigations'),
    to: '/investigations',
    icon: SearchCheck,
    activeOn: [{ path: '/investigations', end: false }],
    reviewersOnly: true,
  },
  {
    label: () => i18n.t('layout:nav.insights'),
    to: '/insights',
    icon: ChartColumn,
    activeOn: [{ path: '/insights', end: false }],
    reviewersOnly: true,
  },
  {
    label: () => i18n.t('layout:nav.actions'),
    to: '/actions',
    icon: ListChecks,
    activeOn: [{ path: '/actions', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.inspections'),
    to: '/inspections',
    icon: ClipboardList,
    activeOn: [{ path: '/inspections', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.training'),
    to: '/training',
    icon: GraduationCap,
    activeOn: [{ path: '/training', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.documents'),
    to: '/documents',
    icon: FileText,
    activeOn: [{ path: '/documents', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.signatures'),
    to: '/required-signatures',
    icon: FileSignature,
    activeOn: [{ path: '/required-signatures', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.compliance'),
    to: '/compliance',
    icon: ClipboardCheck,
    activeOn: [{ path: '/compliance', end: false }],
  },
  {
    label: () => i18n.t('layout:nav.safetyInbox'),
    to: '/safety-inbox',
    icon: Inbox,
    activeOn: [{ path: '/safety-inbox', end: false }],
    safetyTeamOnly: true,
  },
  {
    label: () => i18n.t('layout:nav.employees'),
    to: '/employee-management',
    icon: Users,
    activeOn: [{ path: '/employee-management', end: false }],
    adminOnly: true,
  },
  {
    label: () => i18n.t('layout:nav.establishments'),
    to: '/establishments',
    icon: Building2,
    activeOn: [{ path: '/establishments', end: false }],
    adminOnly: true,
  },
  {
    label: () => i18n.t('layout:nav.osha'),
    to: '/osha',
    icon: FileSpreadsheet,
    activeOn: [{ path: '/osha', end: false }],
    safetyTeamOnly: true,
  },
  {
    label: () => i18n.t('layout:nav.administration'),
    to: '/administration',
    icon: Settings,
    // On /admin (the admin dashboard and its notifications) Administration is highlighted.
    activeOn: [
      { path: '/administration', end: false },
      { path: '/admin', end: false },
    ],
    safetyTeamOnly: true,
  },
];
