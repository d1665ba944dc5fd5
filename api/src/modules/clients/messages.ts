/** The clients module's Dutch answers (the campaigns module names a missing client too). */
export const CLIENT_MESSAGES = {
  notFound: 'Klant niet gevonden.',
  hasCampaigns: 'Deze klant heeft nog campagnes en kan niet worden verwijderd.',
} as const;
