import { createFileRoute } from '@tanstack/react-router';
import { StorageScreen } from '@client/features/storage/components/storage-screen';

export const Route = createFileRoute('/_main/storage')({
  component: StorageScreen,
});
