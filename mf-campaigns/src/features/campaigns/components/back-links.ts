/**
 * The way back to a client that names it ("← Klant Kinderhulp"): the record is usually in the
 * cache from the page before; until it loads the link says "Klant".
 */
import { links } from '../../../paths';
import { clients } from '../../clients/api';

export function useClientBack(clientId: number) {
  const client = clients.useOne({ clientId });
  const name = client.data?.name;
  return { to: links.client(clientId), label: name ? `Klant ${name}` : 'Klant' };
}
