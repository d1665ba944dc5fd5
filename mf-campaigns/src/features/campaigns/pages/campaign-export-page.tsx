import { NotYetAvailable } from '@veldwerk/shared/ui';

/** The donor export of a campaign is built with the donations (its own issue). */
export function CampaignExportPage() {
  return (
    <NotYetAvailable
      title="Donateurs exporteren"
      description="De export van donateurs van deze campagne wordt met de donateurs gebouwd."
    />
  );
}
