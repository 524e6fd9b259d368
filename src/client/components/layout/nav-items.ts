/**
 * The navigation (SPEC section 2): the public group, then the administrators' group in its
 * three parts (content, people, classification), in menu order. Each admin part carries
 * `roles: ['ADMIN']`; the menu hides a group whose roles exclude the current user. SPEC section 6 says a missing role "is treated
 * as admin for this check", as the template did; we read that as a group without a
 * roles list being shown to all, and never show the admin group to a visitor without a
 * role (the template's reading would show it to anonymous visitors, against "ADMIN is
 * the only role shown the admin menu group"). Titles and paths feed the search dialog.
 */
import type { IconName } from '@domain/icon-paths';
import type { ScreenPath } from '@client/route-paths';

/** A dashboard section with a list and a "new" screen (`/dashboard/poems`, `/dashboard/poems/new`). */
type SectionName = ScreenPath extends infer P
  ? P extends `/dashboard/${infer N}/new`
    ? N
    : never
  : never;

export interface NavLeaf {
  /** A route without parameters: the compiler refuses a menu entry no screen answers. */
  path: ScreenPath;
  labelKey: string;
}

export interface NavItem extends NavLeaf {
  icon: IconName;
  /** Sub-entries (admin sections: list, new, …). */
  children?: readonly NavLeaf[];
}

export interface NavGroup {
  key: 'public' | 'content' | 'people' | 'classification';
  labelKey: string;
  roles?: readonly string[];
  items: readonly NavItem[];
}

const ADMIN_ONLY = ['ADMIN'] as const;

const section = (name: SectionName, icon: IconName, extra: readonly NavLeaf[] = []): NavItem => ({
  path: `/dashboard/${name}`,
  labelKey: `nav.admin.${name}`,
  icon,
  children: [
    { path: `/dashboard/${name}`, labelKey: 'nav.admin.list' },
    { path: `/dashboard/${name}/new`, labelKey: 'nav.admin.new' },
    ...extra,
  ],
});

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    key: 'public',
    labelKey: 'nav.reading',
    items: [
      { path: '/', labelKey: 'nav.home', icon: 'home' },
      { path: '/poets', labelKey: 'nav.poets', icon: 'poets' },
      { path: '/poems', labelKey: 'nav.poems', icon: 'poems' },
      { path: '/audios', labelKey: 'nav.audios', icon: 'audio' },
      { path: '/statistics', labelKey: 'nav.statistics', icon: 'statistics' },
      { path: '/library', labelKey: 'nav.library', icon: 'bookmark' },
    ],
  },
  // SPEC section 2's admin-only group, in its three parts.
  {
    key: 'content',
    labelKey: 'nav.admin.content',
    roles: ADMIN_ONLY,
    items: [
      section('poems', 'poems', [
        { path: '/dashboard/poems/vtt-generator', labelKey: 'nav.admin.vttGenerator' },
      ]),
      section('difficult-words', 'book'),
      section('audios', 'audio'),
      // Deleted poems, poets and recordings, to restore: no "new" entry.
      { path: '/dashboard/trash', labelKey: 'nav.admin.trash', icon: 'trash' },
    ],
  },
  {
    key: 'people',
    labelKey: 'nav.admin.people',
    roles: ADMIN_ONLY,
    items: [
      section('poets', 'poets'),
      section('singers', 'user'),
      section('users', 'shield'),
      // Read-only: no "new" entry.
      { path: '/dashboard/audit-log', labelKey: 'nav.admin.auditLog', icon: 'history' },
    ],
  },
  {
    key: 'classification',
    labelKey: 'nav.admin.classification',
    roles: ADMIN_ONLY,
    items: [section('themes', 'layers'), section('tags', 'tag')],
  },
];

/** The groups the current role may see: a group without roles is for everyone. */
export function visibleGroups(role: string | undefined): NavGroup[] {
  return NAV_GROUPS.filter((g) => !g.roles || (role !== undefined && g.roles.includes(role)));
}
