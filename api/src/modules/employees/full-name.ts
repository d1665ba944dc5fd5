/** "Jan van der Berg": first name, prefix and surname as the navbar and mails show them. */
export function fullName(person: {
  firstname: string | null;
  surnamePrefix: string | null;
  surname: string | null;
}): string {
  return [person.firstname, person.surnamePrefix, person.surname]
    .map((part) => part?.trim())
    .filter((part): part is string => part !== undefined && part !== '')
    .join(' ');
}
