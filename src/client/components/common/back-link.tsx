/** The quiet "back to the list" link at the top of a detail page, its arrow mirrored in RTL. */
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AppIcon } from '@client/components/icons/app-icon';

export function BackLink({ to, label }: { to: '/poems' | '/poets' | '/audios'; label: string }) {
  return (
    <Link
      asChild
      color="fg.muted"
      fontWeight="medium"
      w="fit-content"
      _hover={{ color: 'primary.fg' }}
    >
      <RouterLink to={to}>
        <AppIcon name="arrow" transform="scaleX(-1)" _rtl={{ transform: 'none' }} />
        {label}
      </RouterLink>
    </Link>
  );
}
