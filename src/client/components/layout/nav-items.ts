/** The public navigation group (SPEC section 2), in menu order. */
import type { IconName } from '@client/components/icons/icon-paths';

export interface NavItem {
  to: '/' | '/poets' | '/poems' | '/statistics';
  labelKey: 'nav.home' | 'nav.poets' | 'nav.poems' | 'nav.statistics';
  icon: IconName;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home' },
  { to: '/poets', labelKey: 'nav.poets', icon: 'poets' },
  { to: '/poems', labelKey: 'nav.poems', icon: 'poems' },
  { to: '/statistics', labelKey: 'nav.statistics', icon: 'statistics' },
];
