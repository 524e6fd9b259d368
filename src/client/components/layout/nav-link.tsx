/** A router link to a navigation path: every path of the menu is a route (nav-items.ts). */
import { Link as RouterLink, type LinkComponentProps } from '@tanstack/react-router';
import type { ScreenPath } from '@client/route-paths';

type Props = Omit<LinkComponentProps<'a'>, 'to' | 'params'> & { path: ScreenPath };

export function NavLink({ path, ...props }: Props) {
  return <RouterLink to={path} {...props} />;
}
