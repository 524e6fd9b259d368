/** A poet's photo, or their initials on a tinted disc when the anthology has no photo. */
import { Box, Image } from '@chakra-ui/react';
import { portraitInitials } from '@domain/poet-display';

export function PoetPortrait({
  name,
  photoUrl,
  size,
}: {
  name: string;
  photoUrl: string | null;
  size: string;
}) {
  if (photoUrl) {
    return (
      <Image
        src={photoUrl}
        alt=""
        boxSize={size}
        rounded="full"
        objectFit="cover"
        loading="lazy"
        flexShrink="0"
      />
    );
  }
  const initials = portraitInitials(name);
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      rounded="full"
      flexShrink="0"
      display="grid"
      placeItems="center"
      bg="primary.subtle"
      color="primary.fg"
      fontFamily="heading"
      fontWeight="semibold"
      fontSize={`calc(${size} * 0.4)`}
    >
      {initials}
    </Box>
  );
}
