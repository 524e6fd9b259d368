import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { ThemeForm } from '@client/features/admin/themes/theme-form';

/** A new theme; after the save, the list. */
export const Route = createFileRoute('/dashboard/themes/new')({
  component: NewTheme,
});

function NewTheme() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <ThemeForm onSaved={() => void navigate({ to: '/dashboard/themes' })} />
    </PageContainer>
  );
}
