import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '@client/components/common/not-found-screen';
import { SimpleLayout } from '@client/components/layout/simple-layout';

export const Route = createFileRoute('/404')({
  component: () => (
    <SimpleLayout>
      <NotFoundScreen />
    </SimpleLayout>
  ),
});
