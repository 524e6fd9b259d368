/** The avatar button of a signed-in reader (initials, or their photo), shared by the stand-in and the menu. */
import { Box, Button, Image } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import type { User } from '@domain/schemas/user';

/** Up to two initials of the display name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => [...p][0]!.toUpperCase())
      .join('') || '?'
  );
}

export const AccountButton = forwardRef<
  HTMLButtonElement,
  { user: User } & ComponentProps<typeof Button>
>(function AccountButton({ user, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" px="1" rounded="full" {...props}>
      {user.photoURL ? (
        <Image src={user.photoURL} alt="" boxSize="8" rounded="full" objectFit="cover" />
      ) : (
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="8"
          rounded="full"
          bg="primary.solid"
          color="primary.contrast"
          textStyle="xs"
          fontWeight="bold"
        >
          {initialsOf(user.displayName)}
        </Box>
      )}
    </Button>
  );
});
