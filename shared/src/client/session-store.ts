/**
 * The browser session (spec §4 Login): anonymous → authenticated (token and roles) → anonymous.
 * One zustand store, persisted in localStorage so a reload keeps the user signed in. It lives in
 * `@veldwerk/shared/client`, a Module Federation singleton, so the shell and every remote read
 * the same store.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SessionStatus = 'anonymous' | 'authenticated';

export interface SessionUserData {
  token: string;
  roles: string[];
  fullName: string;
  email: string;
}

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  roles: string[];
  fullName: string;
  email: string;
  /** The last sign-in failure (Dutch, ready to show); cleared by a new attempt. */
  loginError: string | null;
  /** A sign-in attempt is running (not persisted). */
  loginPending: boolean;
  /** A new sign-in attempt starts: the previous failure is cleared. */
  startLogin: () => void;
  completeLogin: (user: SessionUserData) => void;
  failLogin: (message: string) => void;
  /** Fresh user data from `GET /api/user` (roles may have changed since sign-in). */
  updateUser: (user: Omit<SessionUserData, 'token'>) => void;
  logout: () => void;
}

export const SESSION_STORAGE_KEY = 'veldwerk.session';

const anonymous = {
  status: 'anonymous',
  token: null,
  roles: [],
  fullName: '',
  email: '',
} as const satisfies Partial<SessionState>;

type PersistedSession = Pick<SessionState, 'status' | 'token' | 'roles' | 'fullName' | 'email'>;

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...anonymous,
      roles: [],
      loginError: null,
      loginPending: false,
      startLogin: () => set({ loginError: null, loginPending: true }),
      completeLogin: (user) =>
        set({
          status: 'authenticated',
          token: user.token,
          roles: [...user.roles],
          fullName: user.fullName,
          email: user.email,
          loginError: null,
          loginPending: false,
        }),
      failLogin: (message) =>
        set({ ...anonymous, roles: [], loginError: message, loginPending: false }),
      updateUser: (user) =>
        set((state) =>
          state.status === 'authenticated'
            ? { roles: [...user.roles], fullName: user.fullName, email: user.email }
            : state,
        ),
      logout: () => set({ ...anonymous, roles: [], loginError: null, loginPending: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedSession => ({
        status: state.status,
        token: state.token,
        roles: state.roles,
        fullName: state.fullName,
        email: state.email,
      }),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
    },
  ),
);

/** Only a well-formed authenticated session is restored; anything else starts anonymous. */
function sanitize(value: unknown): PersistedSession {
  if (typeof value !== 'object' || value === null) return { ...anonymous, roles: [] };
  const v = value as Record<string, unknown>;
  if (
    v.status === 'authenticated' &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    Array.isArray(v.roles) &&
    v.roles.every((role) => typeof role === 'string')
  ) {
    return {
      status: 'authenticated',
      token: v.token,
      roles: v.roles,
      fullName: typeof v.fullName === 'string' ? v.fullName : '',
      email: typeof v.email === 'string' ? v.email : '',
    };
  }
  return { ...anonymous, roles: [] };
}

/** The current session token, for code outside React (the API client). */
export function getSessionToken(): string | null {
  return useSession.getState().token;
}

// A sign-in or sign-out in another tab reaches this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  });
}
