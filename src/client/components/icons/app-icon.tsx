/** A decorative interface icon; it is hidden from assistive technology (the control carries the label). */
import { Icon, type IconProps } from '@chakra-ui/react';
import { DIRECTIONAL_ICONS, ICON_PATHS, type IconName } from '@domain/icon-paths';

export function AppIcon({ name, ...props }: { name: IconName } & IconProps) {
  return (
    <Icon
      aria-hidden="true"
      boxSize="1.25em"
      _rtl={DIRECTIONAL_ICONS.has(name) ? { transform: 'scaleX(-1)' } : undefined}
      {...props}
      asChild
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICON_PATHS[name]} />
      </svg>
    </Icon>
  );
}
