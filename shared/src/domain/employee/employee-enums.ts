/** The employee/applicant enums of spec §3 with their Dutch labels. */
import { z } from '../common/zod-nl';

export const SEXES = ['M', 'V', 'O'] as const;
export type Sex = (typeof SEXES)[number];
export const sexSchema = z.enum(SEXES);
export const SEX_LABELS: Record<Sex, string> = { M: 'Man', V: 'Vrouw', O: 'Anders' };
export const DEFAULT_SEX: Sex = 'O';

/** Job functions, spelled as the spec lists them ('Captian' included: stored data uses it). */
export const EMPLOYEE_FUNCTIONS = [
  'Trainee',
  'Junior',
  'Held',
  'Superheld',
  'Senior Held',
  'Captain in Opleiding',
  'Captian',
  'Senior Captain',
  'Sidekick',
  'Sales Coach',
  'Vestigings Manager',
  'Senior Manager',
  'Administratief Medewerker',
  'Coordinator',
  'R&D',
  'Recruiter',
  'Junior Trainer',
  'Trainer',
  'Senior Trainer',
] as const;
export type EmployeeFunction = (typeof EMPLOYEE_FUNCTIONS)[number];
export const employeeFunctionSchema = z.enum(EMPLOYEE_FUNCTIONS);
/** The functions are names; they are shown as written. */
export const EMPLOYEE_FUNCTION_LABELS = Object.fromEntries(
  EMPLOYEE_FUNCTIONS.map((value) => [value, value]),
) as Record<EmployeeFunction, string>;
export const DEFAULT_EMPLOYEE_FUNCTION: EmployeeFunction = 'Trainee';

export const SOURCES = ['website', 'via medewerker', 'anders', 'onbekend', 'import'] as const;
export type Source = (typeof SOURCES)[number];
export const sourceSchema = z.enum(SOURCES);
export const SOURCE_LABELS: Record<Source, string> = {
  website: 'Website',
  'via medewerker': 'Via medewerker',
  anders: 'Anders',
  onbekend: 'Onbekend',
  import: 'Import',
};

export const RECORD_STATUSES = ['Open', 'Gesloten'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const recordStatusSchema = z.enum(RECORD_STATUSES);
export const RECORD_STATUS_LABELS: Record<RecordStatus, string> = {
  Open: 'Open',
  Gesloten: 'Gesloten',
};
export const DEFAULT_RECORD_STATUS: RecordStatus = 'Open';

export const PUBLIC_TRANSPORT_CARDS = ['none', 'week', 'weekend'] as const;
export type PublicTransportCard = (typeof PUBLIC_TRANSPORT_CARDS)[number];
export const publicTransportCardSchema = z.enum(PUBLIC_TRANSPORT_CARDS);
export const PUBLIC_TRANSPORT_CARD_LABELS: Record<PublicTransportCard, string> = {
  none: 'Geen',
  week: 'Weekabonnement',
  weekend: 'Weekendabonnement',
};

export const CITIZENSHIPS = ['EU', 'NON_EU'] as const;
export type Citizenship = (typeof CITIZENSHIPS)[number];
export const citizenshipSchema = z.enum(CITIZENSHIPS);
export const CITIZENSHIP_LABELS: Record<Citizenship, string> = { EU: 'EU', NON_EU: 'Niet-EU' };

/** Driving licence categories (the spec names the list, not its values: the EU categories). */
export const DRIVING_LICENSES = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
  'T',
] as const;
export type DrivingLicense = (typeof DRIVING_LICENSES)[number];
export const drivingLicenseSchema = z.enum(DRIVING_LICENSES);
export const DRIVING_LICENSE_LABELS = Object.fromEntries(
  DRIVING_LICENSES.map((value) => [value, `Rijbewijs ${value}`]),
) as Record<DrivingLicense, string>;
