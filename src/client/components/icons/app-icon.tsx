/** A decorative interface icon; it is hidden from assistive technology (the control carries the label). */
import { Icon, type IconProps } from '@chakra-ui/react';
import { DIRECTIONAL_ICONS, type IconName } from '@domain/icon-paths';
import { IconSvg } from '@ui/icon/icon-svg';

export function AppIcon({ name, ...props }: { name: IconName } & IconProps) {
  return (
    <Icon
      aria-hidden="true"
      boxSize="1.25em"
      _rtl={DIRECTIONAL_ICONS.has(name) ? { transform: 'scaleX(-1)' } : undefined}
      {...props}
      asChild
    >
      <IconSvg name={name} />
    </Icon>
  );
}
