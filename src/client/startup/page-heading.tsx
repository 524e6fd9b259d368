/**
 * A screen's title, its `<h1>`: every screen renders its first heading with this component
 * (directly or through ScreenHeader), and so tells the start-up scheduling that its content
 * is shown (content-shown.ts). Its props are Chakra Heading's.
 */
import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { markContentShown } from './content-shown';

export function PageHeading(props: HeadingProps) {
  // A layout effect runs when React commits the heading, before the browser paints it: the
  // paint watched for is then the one that shows it.
  useLayoutEffect(markContentShown, []);
  return <Heading as="h1" {...props} />;
}
