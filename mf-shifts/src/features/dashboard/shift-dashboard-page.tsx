/** `/shifts/dashboard/` — placeholder until the charts land. */
import { PageHeader } from '@veldwerk/shared/ui';

export default function ShiftDashboardPage() {
  return <PageHeader title="Dashboard werkbriefjes" />;
}
