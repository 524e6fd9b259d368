/** A router link to a navigation path: every path of the menu is a real, typed route. */
import { Link as RouterLink, type LinkComponentProps } from '@tanstack/react-router';
import type { NavPath } from './nav-items';

type Props = Omit<LinkComponentProps<'a'>, 'to' | 'params'> & { path: NavPath };

export function NavLink({ path, ...props }: Props) {
  return <RouterLink to={path} {...props} />;
}
