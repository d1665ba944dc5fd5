/** Dates as the screens show them: `dd/mm/yyyy` and `dd/mm/yyyy HH:mm` (Amsterdam). */
import { isoToDisplayDate, splitDateTime } from '@veldwerk/shared/validation';

export function showDate(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const split = splitDateTime(value);
  return split === null ? isoToDisplayDate(value) : isoToDisplayDate(split.date);
}

export function showDateTime(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const split = splitDateTime(value);
  return split === null ? value : `${isoToDisplayDate(split.date)} ${split.time}`;
}

export function personName(person: {
  firstname: string | null;
  surname_prefix: string | null;
  surname: string | null;
}): string {
  return [person.firstname, person.surname_prefix, person.surname]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
}
