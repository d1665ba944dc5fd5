/**
 * Dutch people, addresses, phone numbers and bank accounts for the generator. Every value is
 * built to pass the shared rules of `@veldwerk/shared/validation` (names, initials, postcodes,
 * libphonenumber, ibantools IBANs, BSN elfproef); `dutch.test.ts` checks large samples.
 * Addresses are plausible, not real: a street of the list in a place, with a postcode in that
 * place's range. Email addresses use the reserved example domains, so nothing reaches a person.
 */
import { composeIBAN } from 'ibantools';
import type { Sex } from '@veldwerk/shared/domain';
import { Weighted, type Random } from './random';

// prettier-ignore
export const MALE_FIRST_NAMES = [
  'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Noah', 'Jesse', 'Bram', 'Luuk', 'Thijs',
  'Ruben', 'Tim', 'Lars', 'Jayden', 'Sven', 'Stijn', 'Thomas', 'Niels', 'Jeroen', 'Mark',
  'Peter', 'Jan', 'Kees', 'Henk', 'Wim', 'Gerrit', 'Johan', 'Hans', 'Willem', 'Pieter', 'Erik',
  'Sander', 'Joost', 'Bas', 'Rik', 'Koen', 'Mohamed', 'Youssef', 'Ahmed', 'Mehmet', 'Dirk',
  'Teun', 'Gijs', 'Hugo', 'Jasper', 'Maarten', 'Wouter', 'Rutger', 'Floris', 'Olivier', 'Mees',
] as const;

// prettier-ignore
export const FEMALE_FIRST_NAMES = [
  'Emma', 'Julia', 'Sophie', 'Tess', 'Zoë', 'Sara', 'Anna', 'Lotte', 'Eva', 'Fleur', 'Lisa',
  'Noor', 'Sanne', 'Femke', 'Iris', 'Anouk', 'Lieke', 'Maud', 'Isa', 'Evi', 'Roos', 'Fenna',
  'Yara', 'Saar', 'Mila', 'Nina', 'Marieke', 'Annemiek', 'Ingrid', 'Monique', 'Petra', 'Anja',
  'Els', 'Marjolein', 'Wilma', 'Ria', 'Joke', 'Carla', 'Linda', 'Esther', 'Hanneke', 'Karin',
  'Mirjam', 'Fatima', 'Amira', 'Elif', 'Priya', 'Merel', 'Janneke', 'Renée', 'Chantal', 'Ilse',
] as const;

/** `[prefix, surname]`; the prefix (tussenvoegsel) is stored apart, lower-cased. */
// prettier-ignore
export const SURNAMES: readonly (readonly [string | null, string])[] = [
  [null, 'Jansen'], ['de', 'Jong'], ['de', 'Vries'], ['van den', 'Berg'], ['van', 'Dijk'],
  [null, 'Bakker'], [null, 'Janssen'], [null, 'Visser'], [null, 'Smit'], [null, 'Meijer'],
  ['de', 'Boer'], [null, 'Mulder'], ['de', 'Groot'], [null, 'Bos'], [null, 'Vos'],
  [null, 'Peters'], [null, 'Hendriks'], ['van', 'Leeuwen'], [null, 'Dekker'], [null, 'Brouwer'],
  ['de', 'Wit'], [null, 'Dijkstra'], [null, 'Smits'], ['de', 'Graaf'], ['van der', 'Meer'],
  ['van der', 'Linden'], [null, 'Kok'], [null, 'Jacobs'], ['de', 'Haan'], [null, 'Vermeulen'],
  ['van den', 'Heuvel'], ['van der', 'Veen'], ['van den', 'Broek'], ['de', 'Bruijn'],
  ['van der', 'Heijden'], [null, 'Schouten'], ['van', 'Beek'], [null, 'Willems'],
  ['van', 'Vliet'], ['van de', 'Ven'], [null, 'Hoekstra'], [null, 'Maas'], [null, 'Verhoeven'],
  [null, 'Koster'], ['van', 'Dam'], ['van der', 'Wal'], [null, 'Prins'], [null, 'Blom'],
  [null, 'Huisman'], ['de', 'Leeuw'], [null, 'Kuipers'], ['van', 'Wijk'], [null, 'Post'],
  [null, 'Veenstra'], [null, 'Kramer'], ['van den', 'Brink'], [null, 'Scholten'],
  [null, 'Hermans'], [null, 'Evers'], [null, 'Verbeek'], [null, 'Bosman'],
  [null, 'Hoogendoorn'], ['ter', 'Horst'], ['in het', 'Veld'], [null, "D'Souza"],
  [null, 'Yilmaz'], [null, 'El Amrani'], [null, 'Öztürk'], [null, 'Bouzid'], [null, 'Nguyen'],
  [null, 'Kaya'], [null, 'Ramdin'], [null, 'Wong'], [null, 'Sahin'], [null, 'Benali'],
  [null, 'Groen-Bakker'], ['van', 'Rijn'], [null, 'Timmermans'], [null, 'Wouters'],
];

// prettier-ignore
export const STREETS = [
  'Kerkstraat', 'Dorpsstraat', 'Schoolstraat', 'Molenweg', 'Stationsweg', 'Julianastraat',
  'Beatrixlaan', 'Wilhelminastraat', 'Nieuwstraat', 'Marktstraat', 'Hoofdstraat', 'Parallelweg',
  'Emmastraat', 'Oranjestraat', 'Lindelaan', 'Eikenlaan', 'Beukenlaan', 'Berkenlaan',
  'Kastanjelaan', 'Esdoornstraat', 'Vondelstraat', 'Rembrandtlaan', 'Van Goghstraat',
  'Prins Bernhardlaan', 'Koningin Julianaweg', 'Burgemeester de Withstraat', 'Sportlaan',
  'Industrieweg', 'Havenstraat', 'Singel', 'Achterstraat', 'Veldweg', 'Zandweg', 'Tulpstraat',
  'Rozenstraat', 'Narcisstraat', 'Merelstraat', 'Lijsterlaan', 'Spoorstraat', 'Dr. Schaepmanstraat',
  'Julianaplein', 'Kanaalweg', 'Populierenlaan', 'Zonnebloemstraat', 'Mozartlaan', 'Brinkweg',
] as const;

export interface Place {
  readonly name: string;
  /** Postcode digits range (inclusive). */
  readonly postcodes: readonly [number, number];
  /** Landline area code. */
  readonly areaCode: string;
  /** Relative number of inhabitants. */
  readonly weight: number;
}

// prettier-ignore
export const PLACES: readonly Place[] = [
  { name: 'Amsterdam', postcodes: [1011, 1109], areaCode: '020', weight: 90 },
  { name: 'Rotterdam', postcodes: [3011, 3089], areaCode: '010', weight: 65 },
  { name: 'Den Haag', postcodes: [2491, 2598], areaCode: '070', weight: 55 },
  { name: 'Utrecht', postcodes: [3511, 3585], areaCode: '030', weight: 36 },
  { name: 'Eindhoven', postcodes: [5611, 5658], areaCode: '040', weight: 24 },
  { name: 'Groningen', postcodes: [9711, 9747], areaCode: '050', weight: 23 },
  { name: 'Tilburg', postcodes: [5011, 5049], areaCode: '013', weight: 22 },
  { name: 'Almere', postcodes: [1311, 1363], areaCode: '036', weight: 22 },
  { name: 'Breda', postcodes: [4811, 4839], areaCode: '076', weight: 19 },
  { name: 'Nijmegen', postcodes: [6511, 6546], areaCode: '024', weight: 18 },
  { name: 'Apeldoorn', postcodes: [7311, 7335], areaCode: '055', weight: 17 },
  { name: 'Haarlem', postcodes: [2011, 2037], areaCode: '023', weight: 17 },
  { name: 'Arnhem', postcodes: [6811, 6846], areaCode: '026', weight: 17 },
  { name: 'Enschede', postcodes: [7511, 7548], areaCode: '053', weight: 16 },
  { name: 'Amersfoort', postcodes: [3811, 3829], areaCode: '033', weight: 16 },
  { name: 'Zaandam', postcodes: [1501, 1509], areaCode: '075', weight: 8 },
  { name: "'s-Hertogenbosch", postcodes: [5211, 5237], areaCode: '073', weight: 16 },
  { name: 'Zwolle', postcodes: [8011, 8043], areaCode: '038', weight: 13 },
  { name: 'Leiden', postcodes: [2311, 2334], areaCode: '071', weight: 13 },
  { name: 'Maastricht', postcodes: [6211, 6229], areaCode: '043', weight: 12 },
  { name: 'Dordrecht', postcodes: [3311, 3329], areaCode: '078', weight: 12 },
  { name: 'Zoetermeer', postcodes: [2711, 2729], areaCode: '079', weight: 12 },
  { name: 'Ede', postcodes: [6711, 6721], areaCode: '0318', weight: 12 },
  { name: 'Delft', postcodes: [2611, 2629], areaCode: '015', weight: 10 },
  { name: 'Alkmaar', postcodes: [1811, 1827], areaCode: '072', weight: 11 },
  { name: 'Venlo', postcodes: [5911, 5928], areaCode: '077', weight: 10 },
  { name: 'Deventer', postcodes: [7411, 7431], areaCode: '0570', weight: 10 },
  { name: 'Leeuwarden', postcodes: [8911, 8939], areaCode: '058', weight: 12 },
  { name: 'Helmond', postcodes: [5701, 5709], areaCode: '0492', weight: 9 },
  { name: 'Heerlen', postcodes: [6411, 6432], areaCode: '045', weight: 9 },
  { name: 'Hilversum', postcodes: [1211, 1223], areaCode: '035', weight: 9 },
  { name: 'Emmen', postcodes: [7811, 7833], areaCode: '0591', weight: 11 },
  { name: 'Assen', postcodes: [9401, 9409], areaCode: '0592', weight: 7 },
  { name: 'Roosendaal', postcodes: [4701, 4709], areaCode: '0165', weight: 8 },
  { name: 'Bergen op Zoom', postcodes: [4611, 4625], areaCode: '0164', weight: 7 },
  { name: 'Middelburg', postcodes: [4331, 4338], areaCode: '0118', weight: 5 },
  { name: 'Gouda', postcodes: [2801, 2809], areaCode: '0182', weight: 7 },
  { name: 'Schiedam', postcodes: [3111, 3125], areaCode: '010', weight: 8 },
  { name: 'Lelystad', postcodes: [8211, 8245], areaCode: '0320', weight: 8 },
  { name: 'Hoorn', postcodes: [1621, 1628], areaCode: '0229', weight: 7 },
];

/** Places near each branch (employees mostly live near their branch). */
const NEAR_BRANCH: Readonly<Record<string, readonly string[]>> = {
  Amsterdam: ['Amsterdam', 'Haarlem', 'Zaandam', 'Almere', 'Hilversum'],
  Assen: ['Assen', 'Groningen', 'Emmen'],
  Breda: ['Breda', 'Tilburg', 'Roosendaal', 'Bergen op Zoom'],
  Eindhoven: ['Eindhoven', 'Helmond', "'s-Hertogenbosch", 'Venlo'],
  Groningen: ['Groningen', 'Assen', 'Leeuwarden'],
  Rotterdam: ['Rotterdam', 'Schiedam', 'Dordrecht', 'Gouda', 'Delft'],
  Utrecht: ['Utrecht', 'Amersfoort', 'Hilversum'],
};

const placeByName = new Map(PLACES.map((place) => [place.name, place]));
const anyPlace = new Weighted(PLACES.map((place) => [place, place.weight] as const));

/** A place, weighted by size; near `branch` when that branch has known surroundings. */
export function pickPlace(random: Random, branch?: string | null): Place {
  const near = branch === undefined || branch === null ? undefined : NEAR_BRANCH[branch];
  if (near !== undefined && random.chance(0.85)) {
    const place = placeByName.get(random.pick(near));
    if (place !== undefined) return place;
  }
  return anyPlace.pick(random);
}

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

export interface Address {
  postalCode: string;
  houseNumber: string;
  houseNumberSuffix: string | null;
  street: string;
  place: string;
}

export function pickAddress(random: Random, place: Place): Address {
  const digits = random.int(place.postcodes[0], place.postcodes[1]);
  const letters = random.pick([...LETTERS]) + random.pick([...LETTERS]);
  const suffix = random.weighted<string | null>([
    [null, 82],
    ['A', 6],
    ['B', 4],
    ['1', 2],
    ['2', 2],
    ['bis', 1],
    ['hs', 2],
    ['3 hoog', 1],
  ]);
  return {
    postalCode: `${digits}${letters}`,
    houseNumber: String(
      random.weighted([
        [random.int(1, 40), 70],
        [random.int(41, 250), 28],
        [random.int(251, 999), 2],
      ]),
    ),
    houseNumberSuffix: suffix,
    street: random.pick(STREETS),
    place: place.name,
  };
}

export interface PersonName {
  sex: Sex;
  firstname: string;
  initials: string;
  surnamePrefix: string | null;
  surname: string;
}

const INITIAL_LETTERS = 'ABCDEFGHIJKLMNOPRSTW';

export function pickName(
  random: Random,
  sexWeights: readonly [number, number, number],
): PersonName {
  const sex = random.weighted<Sex>([
    ['M', sexWeights[0]],
    ['V', sexWeights[1]],
    ['O', sexWeights[2]],
  ]);
  const names =
    sex === 'M' || (sex === 'O' && random.chance(0.5)) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
  const firstname = random.pick(names);
  const [surnamePrefix, surname] = random.pick(SURNAMES);
  const first = firstname.normalize('NFD').charAt(0).toUpperCase();
  const initials = random.chance(0.3)
    ? `${first}.${random.pick([...INITIAL_LETTERS])}.`
    : `${first}.`;
  return { sex, firstname, initials, surnamePrefix, surname };
}

/** `jan.van.dijk` from a name: lower case, without accents, spaces or apostrophes. */
export function emailLocalPart(name: Pick<PersonName, 'firstname' | 'surnamePrefix' | 'surname'>) {
  const clean = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const last = [name.surnamePrefix, name.surname]
    .filter((part): part is string => part !== null)
    .map(clean)
    .join('');
  return `${clean(name.firstname)}.${last}`;
}

/** Reserved example domains (RFC 2606): valid addresses that never reach anyone. */
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** A mobile number `06xxxxxxxx` (second digit 1–5: the ranges libphonenumber accepts). */
export function mobileNumber(random: Random): string {
  return `06${random.int(1, 5)}${random.digits(7)}`;
}

/** A landline number in the place's area code, ten digits in all. */
export function landlineNumber(random: Random, place: Place): string {
  const rest = 10 - place.areaCode.length;
  return `${place.areaCode}${random.int(2, 9)}${random.digits(rest - 1)}`;
}

export interface Bank {
  readonly code: string;
  readonly bic: string;
}

const BANKS = new Weighted<Bank>([
  [{ code: 'INGB', bic: 'INGBNL2A' }, 35],
  [{ code: 'RABO', bic: 'RABONL2U' }, 30],
  [{ code: 'ABNA', bic: 'ABNANL2A' }, 20],
  [{ code: 'SNSB', bic: 'SNSBNL2A' }, 5],
  [{ code: 'ASNB', bic: 'ASNBNL21' }, 3],
  [{ code: 'TRIO', bic: 'TRIONL2U' }, 2],
  [{ code: 'KNAB', bic: 'KNABNL2H' }, 2],
  [{ code: 'BUNQ', bic: 'BUNQNL2A' }, 2],
  [{ code: 'RBRB', bic: 'RBRBNL21' }, 1],
]);

/** A Dutch IBAN (composed by ibantools, so the check digits are right) and its bank's BIC. */
export function bankAccount(random: Random): { iban: string; bic: string } {
  const bank = BANKS.pick(random);
  const iban = composeIBAN({ countryCode: 'NL', bban: `${bank.code}0${random.digits(9)}` });
  if (iban === null) throw new Error(`ibantools refused a Dutch BBAN of ${bank.code}`);
  return { iban, bic: bank.bic };
}

/** A nine-digit BSN that passes the elfproef. */
export function bsnNumber(random: Random): string {
  for (;;) {
    const digits = `${random.int(1, 9)}${random.digits(7)}`;
    let sum = 0;
    for (let i = 0; i < 8; i += 1) sum += Number(digits[i]) * (9 - i);
    const check = sum % 11;
    if (check < 10) return `${digits}${check}`;
  }
}
