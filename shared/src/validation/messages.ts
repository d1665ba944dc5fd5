/**
 * Every Dutch text a validation rule or check indicator shows (spec §5). Each text is written
 * here once; rules, schemas and the zod fallback all take it from this module.
 */

export const MESSAGES = {
  required: 'Vereist veld',
  format: 'Incorrect formaat',
  maxAmount: 'Maximaal 250 euro',
  ageTooLow: 'Leeftijd is te laag',
  adultAge: 'Minimale leeftijd is 18 jaar',
  recentDate: 'Maximaal 60 dagen geleden',
  dateInPast: 'Datum ligt in het verleden',
  dateTooFarAhead: 'Datum moet binnen 21 dagen zijn',
  invalidPhone: 'Ongeldig formaat',
  phoneCheckFailed: 'Nummer controle mislukt',
  passwordTooShort: 'Minimaal 6 tekens.',
  // Not in the spec: written for the fallback and for rules the spec leaves without a text.
  invalidChoice: 'Ongeldige keuze',
  invalidInput: 'Ongeldige invoer',
  unknownField: 'Onbekend veld',
  endTimeMismatch: 'Eindtijd moet gelijk zijn aan begintijd plus duur',
  duplicateName: 'Deze naam komt al voor',
  managerOnly: 'Alleen een manager kan dit veld wijzigen',
  sourceMismatch: 'Bron past niet bij de doorverwijzing',
  /** A NUL character or half of a UTF-16 surrogate pair: text the database cannot store. */
  invalidCharacter: 'Ongeldig teken in de tekst.',
} as const;

export type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** 'Minimaal 3 karakters' (campaign and client name, bug report). */
export const minChars = (n: number): string => `Minimaal ${n} karakters`;
/** 'Maximaal 100 karakters' (campaign and client name). */
export const maxChars = (n: number): string => `Maximaal ${n} karakters`;
export const minValue = (n: number | bigint): string => `Minimaal ${n}`;
export const maxValue = (n: number | bigint): string => `Maximaal ${n}`;
export const minItems = (n: number | bigint): string =>
  `Minimaal ${n} ${Number(n) === 1 ? 'item' : 'items'}`;
export const maxItems = (n: number | bigint): string =>
  `Maximaal ${n} ${Number(n) === 1 ? 'item' : 'items'}`;

/** The texts of the check indicators beside a field (spec §5, §8). */
export const INDICATORS = {
  waiting: 'Wachten op invoer',
  validating: 'Valideren...',
  impossible: 'Onmogelijk',
  unvalidated: 'Ongevalideerd',
  validated: 'Gevalideerd',
  // Phone lookup results (spec §8 names them only in English).
  active: 'Actief',
  absent: 'Afwezig',
  cannotExecute: 'Kan niet uitvoeren',
  doesNotExist: 'Bestaat niet',
  // Address autocompletion.
  completed: 'Aangevuld',
  unknown: 'Onbekend',
} as const;

/**
 * What the verification services answer when they cannot check (spec §5, §8 leave these texts
 * open). The api sends them; the fields show them beside the indicator.
 */
export const VERIFICATION_MESSAGES = {
  phoneUnavailable: 'De nummercontrole is tijdelijk niet beschikbaar.',
  emailUnavailable: 'De e-mailcontrole is tijdelijk niet beschikbaar.',
  addressUnavailable: 'De adrescontrole is tijdelijk niet beschikbaar.',
  ibanBankUnavailable: 'De bankgegevens zijn tijdelijk niet op te vragen.',
  addressNotFound: 'Adres niet gevonden.',
  invalidPostcode: 'Postcode moet uit 6 tekens bestaan (1234AB).',
  invalidHouseNumber: 'Huisnummer moet minimaal 1 zijn.',
  invalidIbanInput: 'Ongeldig IBAN.',
  invalidEmailInput: 'Ongeldig e-mailadres.',
  unknownPhoneProvider: 'Onbekende nummercontrole.',
  tooManyLookups: 'Te veel controles. Probeer het over een minuut opnieuw.',
} as const;
