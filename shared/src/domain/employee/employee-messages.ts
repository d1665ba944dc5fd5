/** The recruitment area's own Dutch texts (api refusals and screen texts), quoted from the spec where it has them. */
export const EMPLOYEE_MESSAGES = {
  notFound: 'Medewerker niet gevonden.',
  transitionNotFound: 'Transitie niet gevonden.',
  /** A state outside the deployment's variant (applicant and employee states). */
  stateNotInVariant: 'Deze status bestaat niet in deze omgeving.',
  /** Granting a role the caller does not hold. */
  roleNotHeld: 'U kunt alleen rollen toekennen die u zelf heeft.',
  /** Changing the password of someone holding a role the caller lacks. */
  passwordNeedsAllRoles:
    'U kunt alleen het wachtwoord wijzigen van iemand zonder rollen die u zelf niet heeft.',
  rolesManagerOnly: 'Alleen een manager kan rechten wijzigen.',
  emailTaken: 'Dit e-mailadres is al in gebruik.',
  employeeCodeTaken: 'Deze medewerkerscode is al in gebruik.',
  employeeInUse: 'Deze medewerker wordt nog gebruikt en kan niet verwijderd worden.',
  unknownEmployee: 'Onbekende medewerker.',
  unknownCampaign: 'Onbekende campagne.',
  passwordSaved: 'Wachtwoord succesvol opgeslagen.',
  noCallLogs: 'Geen telefoongesprekken',
  noNotifications: 'Geen notificaties',
  notificationsFailed: 'Notificaties konden niet geladen worden.',
  callLogsFailed: 'Telefoongesprekken konden niet geladen worden.',
  transitionDeleteFailed: 'Kan transitie niet verwijderen',
  calllogCalleeRequired: 'Geef een medewerker of een donatie op.',
  applyTitle: 'Uw gegevens',
  applySuccessTitle: 'Uw aanvraag is verzonden',
  applySuccessText: 'We nemen zo snel mogelijk contact met u op',
} as const;
