/** A router link to a navigation path; admin paths go through the dashboard's catch-all route. */
import { Link as RouterLink, type LinkComponentProps } from '@tanstack/react-router';

type Props = Omit<LinkComponentProps<'a'>, 'to' | 'params'> & { path: string };

export function NavLink({ path, ...props }: Props) {
  if (path.startsWith('/dashboard/'))
    return (
      <RouterLink
        to="/dashboard/$"
        params={{ _splat: path.slice('/dashboard/'.length) }}
        {...props}
      />
    );
  // Public paths are routes of the reader screens; an unknown one falls to /404.
  return <RouterLink to={path as '/'} {...props} />;
}
