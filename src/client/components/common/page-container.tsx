/** The reading column of a screen: generous side margins, capped width. */
import { Container, type ContainerProps } from '@chakra-ui/react';

export function PageContainer(props: ContainerProps) {
  return (
    <Container
      maxW="6xl"
      px={{ base: '5', sm: '8', lg: '12' }}
      py={{ base: '8', md: '12' }}
      {...props}
    />
  );
}
