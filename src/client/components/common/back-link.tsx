/** The quiet "back to the list" link at the top of a detail page, its arrow mirrored in RTL. */
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AppIcon } from '@client/components/icons/app-icon';
import type { RecordRoute, ScreenPath } from '@client/route-paths';

/** A screen, or a dashboard record's screen with the record's id. */
type BackTo = { to: ScreenPath; params?: undefined } | { to: RecordRoute; params: { id: string } };

export function BackLink({ label, ...link }: BackTo & { label: string }) {
  return (
    <Link
      asChild
      color="fg.muted"
      fontWeight="medium"
      w="fit-content"
      _hover={{ color: 'primary.fg' }}
    >
      <RouterLink {...link}>
        <AppIcon name="arrow" transform="scaleX(-1)" _rtl={{ transform: 'none' }} />
        {label}
      </RouterLink>
    </Link>
  );
}
