import type { AddressLookup } from '@veldwerk/shared/domain';
import { ProviderError } from '../http';
import type { AddressProvider } from './index';

/**
 * The simulator's addresses (documented in api/README.md). Known postcode + number pairs answer
 * from `SIMULATED_ADDRESSES`; any other valid postcode gets a street derived from the postcode
 * (one postcode is one street, as in the BAG) and the city of its region. Letter pairs that are
 * never issued (SA, SD, SS) and ZZ are unknown; XX makes the provider not answer (an outage).
 */
export const SIMULATED_ADDRESSES: Readonly<Record<string, AddressLookup>> = {
  '1012RJ 147': { street: 'Nieuwezijds Voorburgwal', city: 'Amsterdam' },
  '1071XX 1': { street: 'Museumstraat', city: 'Amsterdam' },
  '3011AD 40': { street: 'Coolsingel', city: 'Rotterdam' },
  '2511BT 1': { street: 'Spui', city: 'Den Haag' },
  '3511BT 1': { street: 'Stadhuisbrug', city: 'Utrecht' },
  '5611EM 10': { street: 'Stadhuisplein', city: 'Eindhoven' },
  '4811DJ 10': { street: 'Claudius Prinsenlaan', city: 'Breda' },
  '9401JW 33': { street: 'Noordersingel', city: 'Assen' },
  '9712HN 1': { street: 'Grote Markt', city: 'Groningen' },
};

export const UNKNOWN_POSTCODE_LETTERS = ['SA', 'SD', 'SS', 'ZZ'] as const;
export const OUTAGE_POSTCODE_LETTERS = 'XX';

const STREETS = [
  'Kerkstraat',
  'Dorpsstraat',
  'Schoolstraat',
  'Molenweg',
  'Stationsweg',
  'Julianastraat',
  'Wilhelminalaan',
  'Beatrixstraat',
  'Nieuwstraat',
  'Lindelaan',
  'Eikenlaan',
  'Kastanjelaan',
  'Prins Bernhardstraat',
  'Parallelweg',
  'Sportlaan',
  'Marktstraat',
  'Irenestraat',
  'Emmastraat',
  'Oranjestraat',
  'Burgemeester de Vlugtlaan',
] as const;

/** City by the postcode's first two digits (the postal region). */
const REGION_CITIES: Readonly<Record<string, string>> = {
  '10': 'Amsterdam',
  '11': 'Amsterdam',
  '12': 'Hilversum',
  '13': 'Almere',
  '14': 'Purmerend',
  '15': 'Zaandam',
  '16': 'Hoorn',
  '17': 'Heerhugowaard',
  '18': 'Alkmaar',
  '19': 'Beverwijk',
  '20': 'Haarlem',
  '21': 'Hoofddorp',
  '22': 'Noordwijk',
  '23': 'Leiden',
  '24': 'Alphen aan den Rijn',
  '25': 'Den Haag',
  '26': 'Delft',
  '27': 'Zoetermeer',
  '28': 'Gouda',
  '29': 'Capelle aan den IJssel',
  '30': 'Rotterdam',
  '31': 'Schiedam',
  '32': 'Spijkenisse',
  '33': 'Dordrecht',
  '34': 'Nieuwegein',
  '35': 'Utrecht',
  '36': 'Maarssen',
  '37': 'Zeist',
  '38': 'Amersfoort',
  '39': 'Veenendaal',
  '40': 'Tiel',
  '41': 'Culemborg',
  '42': 'Gorinchem',
  '43': 'Zierikzee',
  '44': 'Goes',
  '45': 'Terneuzen',
  '46': 'Bergen op Zoom',
  '47': 'Roosendaal',
  '48': 'Breda',
  '49': 'Oosterhout',
  '50': 'Tilburg',
  '51': 'Dongen',
  '52': "'s-Hertogenbosch",
  '53': 'Zaltbommel',
  '54': 'Uden',
  '55': 'Veldhoven',
  '56': 'Eindhoven',
  '57': 'Helmond',
  '58': 'Venray',
  '59': 'Venlo',
  '60': 'Weert',
  '61': 'Sittard',
  '62': 'Maastricht',
  '63': 'Valkenburg',
  '64': 'Heerlen',
  '65': 'Nijmegen',
  '66': 'Wijchen',
  '67': 'Ede',
  '68': 'Arnhem',
  '69': 'Zevenaar',
  '70': 'Doetinchem',
  '71': 'Winterswijk',
  '72': 'Zutphen',
  '73': 'Apeldoorn',
  '74': 'Deventer',
  '75': 'Enschede',
  '76': 'Almelo',
  '77': 'Hardenberg',
  '78': 'Emmen',
  '79': 'Hoogeveen',
  '80': 'Zwolle',
  '81': 'Raalte',
  '82': 'Lelystad',
  '83': 'Emmeloord',
  '84': 'Heerenveen',
  '85': 'Joure',
  '86': 'Sneek',
  '87': 'Bolsward',
  '88': 'Harlingen',
  '89': 'Leeuwarden',
  '90': 'Grou',
  '91': 'Dokkum',
  '92': 'Drachten',
  '93': 'Roden',
  '94': 'Assen',
  '95': 'Stadskanaal',
  '96': 'Hoogezand',
  '97': 'Groningen',
  '98': 'Zuidhorn',
  '99': 'Delfzijl',
};

/** A small stable hash (FNV-1a), so a postcode always gets the same street. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.charCodeAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function simulatedAddress(postcode: string, houseNumber: number): AddressLookup | null {
  const known = SIMULATED_ADDRESSES[`${postcode} ${houseNumber}`];
  if (known !== undefined) return known;
  const letters = postcode.slice(4);
  if ((UNKNOWN_POSTCODE_LETTERS as readonly string[]).includes(letters)) return null;
  const city = REGION_CITIES[postcode.slice(0, 2)];
  const street = STREETS[hash(postcode) % STREETS.length];
  return city === undefined || street === undefined ? null : { street, city };
}

export function createSimulatorAddressProvider(): AddressProvider {
  return {
    name: 'simulator',
    lookup(postcode, houseNumber) {
      if (postcode.slice(4) === OUTAGE_POSTCODE_LETTERS) {
        return Promise.reject(new ProviderError('simulator', 'timeout', 'simulated outage'));
      }
      return Promise.resolve(simulatedAddress(postcode, houseNumber));
    },
  };
}
