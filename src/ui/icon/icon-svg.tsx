/**
 * An interface icon's drawing (the domain's paths on a 24-unit box, stroked): the client's
 * AppIcon sizes it through Chakra, the shared poem text through its own classes.
 */
import type { ComponentProps } from 'react';
import { ICON_PATHS, type IconName } from '@domain/icon-paths';

export function IconSvg({ name, ...props }: { name: IconName } & ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
