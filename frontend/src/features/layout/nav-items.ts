import type { LucideIcon } from 'lucide-react';
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
  label: string;
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
    label: 'Report an incident',
    to: '/incidents/new',
    icon: SquarePen,
    activeOn: [
      { path: '/incidents/new', end: true },
      { path: '/incidents/report', end: true },
    ],
    prominent: true,
  },
  {
    label: 'Dashboard',
    to: '/dashboard',
    icon: LayoutDashboard,
    activeOn: [
      { path: '/', end: true },
      { path: '/dashboard', end: false },
    ],
  },
  {
    label: 'My Work',
    to: '/my-work',
    icon: ListTodo,
    activeOn: [{ path: '/my-work', end: false }],
  },
  {
    label: 'Incident Reports',
    to: '/incidents',
    icon: TriangleAlert,
    activeOn: [{ path: '/incidents', end: false }],
  },
  {
    label: 'Investigations',
    to: '/investigations',
    icon: SearchCheck,
    activeOn: [{ path: '/investigations', end: false }],
    reviewersOnly: true,
  },
  {
    label: 'Insights',
    to: '/insights',
    icon: ChartColumn,
    activeOn: [{ path: '/insights', end: false }],
    reviewersOnly: true,
  },
  {
    label: 'Actions',
    to: '/actions',
    icon: ListChecks,
    activeOn: [{ path: '/actions', end: false }],
  },
  {
    label: 'Inspections',
    to: '/inspections',
    icon: ClipboardList,
    activeOn: [{ path: '/inspections', end: false }],
  },
  {
    label: 'Training Center',
    to: '/training',
    icon: GraduationCap,
    activeOn: [{ path: '/training', end: false }],
  },
  { label: 'Documents', to: '/documents', icon: FileText, activeOn: [{ path: '/documents', end: false }] },
  {
    label: 'Required Signatures',
    to: '/required-signatures',
    icon: FileSignature,
    activeOn: [{ path: '/required-signatures', end: false }],
  },
  {
    label: 'Compliance',
    to: '/compliance',
    icon: ClipboardCheck,
    activeOn: [{ path: '/compliance', end: false }],
  },
  {
    label: 'Safety Inbox',
    to: '/safety-inbox',
    icon: Inbox,
    activeOn: [{ path: '/safety-inbox', end: false }],
    safetyTeamOnly: true,
  },
  {
    label: 'Employee Management',
    to: '/employee-management',
    icon: Users,
    activeOn: [{ path: '/employee-management', end: false }],
    adminOnly: true,
  },
  {
    label: 'Establishments',
    to: '/establishments',
    icon: Building2,
    activeOn: [{ path: '/establishments', end: false }],
    adminOnly: true,
  },
  {
    label: 'OSHA logs',
    to: '/osha',
    icon: FileSpreadsheet,
    activeOn: [{ path: '/osha', end: false }],
    safetyTeamOnly: true,
  },
  {
    label: 'Administration',
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
