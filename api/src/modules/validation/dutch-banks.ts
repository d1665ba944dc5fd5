/**
 * Dutch bank codes → BIC and bank name (DOMAIN.md: Dutch BICs follow from the 4-letter bank code
 * in the IBAN, published by the Betaalvereniging as its "BIC-lijst"). Kept in the repository so a
 * Dutch IBAN needs no outside call. It lists every code of that list, including codes no longer
 * issued whose accounts still exist (FTSB, DLBK, MOYO, ZWLB, …): an IBAN outlives its bank's name.
 * When the Betaalvereniging publishes a new code, add it here (the test checks the shape).
 */

export interface DutchBank {
  bic: string;
  name: string;
}

const BANKS: readonly (readonly [code: string, bic: string, name: string])[] = [
  ['AABN', 'AABNNL2A', 'ABN AMRO (Kendu)'],
  ['ABNA', 'ABNANL2A', 'ABN AMRO Bank'],
  ['ABNC', 'ABNCNL2A', 'ABN AMRO Clearing Bank'],
  ['ADYB', 'ADYBNL2A', 'Adyen'],
  ['AEGO', 'AEGONL2U', 'Aegon Bank'],
  ['ANDL', 'ANDLNL2A', 'Anadolubank'],
  ['ARBN', 'ARBNNL22', 'Achmea Bank'],
  ['ARSN', 'ARSNNL21', 'Argenta Spaarbank'],
  ['ASNB', 'ASNBNL21', 'ASN Bank'],
  ['ATBA', 'ATBANL2A', 'Amsterdam Trade Bank'],
  ['BARC', 'BARCNL22', 'Barclays Bank'],
  ['BCDM', 'BCDMNL22', 'Banque Chaabi du Maroc'],
  ['BCIT', 'BCITNL2A', 'Intesa Sanpaolo'],
  ['BICK', 'BICKNL2A', 'BinckBank'],
  ['BINK', 'BINKNL21', 'BinckBank (professioneel)'],
  ['BITS', 'BITSNL2A', 'Bitsafe Payments'],
  ['BKCH', 'BKCHNL2R', 'Bank of China'],
  ['BKMG', 'BKMGNL2A', 'Bank Mendes Gans'],
  ['BLGW', 'BLGWNL21', 'BLG Wonen'],
  ['BMEU', 'BMEUNL21', 'BMCE Euroservices'],
  ['BNDA', 'BNDANL2A', 'Brand New Day Bank'],
  ['BNGH', 'BNGHNL2G', 'BNG Bank'],
  ['BNPA', 'BNPANL2A', 'BNP Paribas'],
  ['BOFA', 'BOFANLNX', 'Bank of America'],
  ['BOFS', 'BOFSNL21002', 'Bank of Scotland, Amsterdam'],
  ['BOTK', 'BOTKNL2X', 'MUFG Bank'],
  ['BUNQ', 'BUNQNL2A', 'bunq'],
  ['CCBV', 'CCBVNL2A', 'Currencycloud'],
  ['CHAS', 'CHASNL2X', 'JPMorgan Chase'],
  ['CITC', 'CITCNL2A', 'Citco Bank'],
  ['CITI', 'CITINL2X', 'Citibank International'],
  ['COBA', 'COBANL2X', 'Commerzbank'],
  ['DELE', 'DELENL22', 'Oyens & Van Eeghen (Delen Private Bank)'],
  ['DEUT', 'DEUTNL2A', 'Deutsche Bank'],
  ['DHBN', 'DHBNNL2R', 'Demir-Halk Bank'],
  ['DLBK', 'DLBKNL2A', 'Delta Lloyd Bank'],
  ['DNIB', 'DNIBNL2G', 'NIBC Bank'],
  ['EBPB', 'EBPBNL22', 'Ebury (Brussel)'],
  ['EBUR', 'EBURNL21', 'Ebury (Londen)'],
  ['FBHL', 'FBHLNL2A', 'Credit Europe Bank'],
  ['FLOR', 'FLORNL2A', 'De Nederlandsche Bank'],
  ['FNOM', 'FNOMNL22', 'Finom Payments'],
  ['FRNX', 'FRNXNL2A', 'Franx'],
  ['FTSB', 'ABNANL2A', 'ABN AMRO (voorheen Fortis)'],
  ['FVLB', 'FVLBNL22', 'Van Lanschot Kempen'],
  ['FXBB', 'FXBBNL22', 'iBanFirst'],
  ['GILL', 'GILLNL2A', 'InsingerGilissen'],
  ['HAND', 'HANDNL2A', 'Svenska Handelsbanken'],
  ['HHBA', 'HHBANL22', 'Hof Hoorneman Bankiers'],
  ['HIFX', 'HIFXNL2A', 'Xe Europe'],
  ['HSBC', 'HSBCNL2A', 'HSBC Bank'],
  ['ICBC', 'ICBCNL2A', 'Mega International Commercial Bank'],
  ['ICBK', 'ICBKNL2A', 'Industrial and Commercial Bank of China'],
  ['ICEP', 'ICEPNL21', 'ICEPAY'],
  ['INGB', 'INGBNL2A', 'ING Bank'],
  ['ISAE', 'ISAENL2A', 'CACEIS Bank, Netherlands Branch'],
  ['ISBK', 'ISBKNL2A', 'Isbank'],
  ['KABA', 'KABANL2A', 'Yapi Kredi Bank'],
  ['KASA', 'KASANL2A', 'KAS Bank'],
  ['KNAB', 'KNABNL2H', 'Knab'],
  ['KOEX', 'KOEXNL2A', 'KEB Hana Bank'],
  ['KRED', 'KREDNL2X', 'KBC Bank'],
  ['LOCY', 'LOCYNL2A', 'Lombard Odier'],
  ['LOYD', 'LOYDNL2A', 'Lloyds Bank'],
  ['LPLN', 'LPLNNL2F', 'LeasePlan Corporation'],
  ['MHCB', 'MHCBNL2A', 'Mizuho Bank Europe'],
  ['MOYO', 'MOYONL21', 'Moneyou'],
  ['NNBA', 'NNBANL2G', 'Nationale-Nederlanden Bank'],
  ['NWAB', 'NWABNL2G', 'Nederlandse Waterschapsbank'],
  ['PCBC', 'PCBCNL2A', 'China Construction Bank, Amsterdam Branch'],
  ['RABO', 'RABONL2U', 'Rabobank'],
  ['RBRB', 'RBRBNL21', 'RegioBank'],
  ['SNSB', 'SNSBNL2A', 'SNS Bank'],
  ['SOGE', 'SOGENL2A', 'Société Générale'],
  ['TRIO', 'TRIONL2U', 'Triodos Bank'],
  ['UGBI', 'UGBINL2A', 'GarantiBank International'],
  ['VOWA', 'VOWANL21', 'Volkswagen Bank'],
  ['VPAY', 'VPAYNL22', 'Viva Payment Services'],
  ['VTPS', 'VTPSNL2R', 'Vitesse PSP'],
  ['ZWLB', 'ZWLBNL21', 'SNS (voorheen Zwitserleven Bank)'],
];

export const DUTCH_BANKS: ReadonlyMap<string, DutchBank> = new Map(
  BANKS.map(([code, bic, name]) => [code, { bic, name }]),
);

/** The bank of a Dutch IBAN (`NL91ABNA0417164300` → ABN AMRO), or undefined for an unknown code. */
export function dutchBankOf(iban: string): DutchBank | undefined {
  return iban.startsWith('NL') ? DUTCH_BANKS.get(iban.slice(4, 8)) : undefined;
}
