import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * In-memory storage for the development provider's short-lived artifacts (interactions, codes,
 * sessions). Dev only: a restart signs everyone out of the provider, which is what we want.
 */
export function createMemoryAdapter(): new (name: string) => Adapter {
  const store = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();
  let writes = 0;

  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key);
    for (const index of [byUid, byUserCode]) {
      for (const [id, key] of index) if (!store.has(key)) index.delete(id);
    }
    for (const [grantId, keys] of byGrant) {
      for (const key of keys) if (!store.has(key)) keys.delete(key);
      if (keys.size === 0) byGrant.delete(grantId);
    }
  };

  const read = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}

    private key(id: string) {
      return `${this.name}:${id}`;
    }

    upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      if (++writes % 200 === 0) sweep();
      const key = this.key(id);
      const ttl = expiresIn === undefined ? 3_600 : expiresIn;
      store.set(key, { payload, expiresAt: Date.now() + ttl * 1_000 });
      if (payload.uid !== undefined) byUid.set(payload.uid, key);
      if (payload.userCode !== undefined) byUserCode.set(payload.userCode, key);
      if (payload.grantId !== undefined) {
        const keys = byGrant.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
      return Promise.resolve();
    }

    find(id: string) {
      return Promise.resolve(read(this.key(id)));
    }

    findByUid(uid: string) {
      const key = byUid.get(uid);
      return Promise.resolve(key === undefined ? undefined : read(key));
    }

    findByUserCode(userCode: string) {
      const key = byUserCode.get(userCode);
      return Promise.resolve(key === undefined ? undefined : read(key));
    }

    consume(id: string) {
      const entry = store.get(this.key(id));
      if (entry !== undefined) entry.payload.consumed = Math.floor(Date.now() / 1_000);
      return Promise.resolve();
    }

    destroy(id: string) {
      store.delete(this.key(id));
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string) {
      for (const key of byGrant.get(grantId) ?? []) store.delete(key);
      byGrant.delete(grantId);
      return Promise.resolve();
    }
  };
}
