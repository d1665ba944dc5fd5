/** The campaigns module's Dutch answers (the theme routes name a missing campaign too). */
export const CAMPAIGN_MESSAGES = {
  notFound: 'Campagne niet gevonden.',
  inUse:
    'Deze campagne wordt gebruikt door donaties of werkbriefjes en kan niet worden verwijderd.',
  duplicateInputField: 'Twee invoervelden hebben dezelfde naam.',
  duplicateReference: 'Deze projectreferentie wordt al door een andere campagne gebruikt.',
} as const;
