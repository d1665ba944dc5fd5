/**
 * Renders one exposed module of a remote, loaded at run time on first use: lazy + Suspense,
 * a load failure shown as the fallback (with "Opnieuw proberen"), a render crash contained by
 * an error boundary. Retrying re-registers the remote with the runtime (dropping whatever it
 * cached) and mounts a fresh lazy component — no page reload.
 */
import { Flex, Spin, Typography } from 'antd';
import {
  Suspense,
  lazy,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

import { remoteBuild } from './remote-builds';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailureView, RemoteLoadFailed, RemoteSlotContext } from './remote-fallback';
import { loadRemoteModule, resetRemote } from './remote-registry';

// Props are checked by the typed wrappers that use the slot (areas, widget, public page).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Lazy components of modules that loaded, so revisiting an area does not suspend again. */
const loaded = new Map<string, LazyExoticComponent<AnyComponent>>();

/** Test seam: module state outlives a test otherwise. */
export function forgetLoadedRemotesForTests(): void {
  loaded.clear();
}

function createRemoteLazy(id: string, exportName: string): LazyExoticComponent<AnyComponent> {
  const component = lazy(async () => {
    const result = await loadRemoteModule<Record<string, unknown>>(id);
    const exported = result.ok ? result.module[exportName] : undefined;
    if (typeof exported === 'function' || (typeof exported === 'object' && exported !== null)) {
      loaded.set(`${id}#${exportName}`, component);
      return { default: exported as AnyComponent };
    }
    return { default: RemoteLoadFailed };
  });
  return component;
}

interface RemoteSlotProps {
  /** Federation id: `<remote>/<expose>` (e.g. `mf_campaigns/routes`). */
  id: string;
  /** The exported component to render; `default` unless said otherwise. */
  exportName?: string;
  /** Dutch name of the part, used in the fallback ("Klanten"). */
  label: string;
  props?: Record<string, unknown>;
  /** What shows while loading (a centered spinner by default). */
  loading?: ReactNode;
  /** Render nothing at all on failure (for optional widgets). */
  silent?: boolean;
  /** Show which build of the remote runs, below it (areas: "Klanten: versie …"). */
  showBuild?: boolean;
}

function Loading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" aria-label="Laden" />
    </Flex>
  );
}

export function RemoteSlot(slot: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const remote = slot.id.split('/')[0] ?? slot.id;
  const retry = useCallback(async () => {
    try {
      await resetRemote(remote);
    } catch (error) {
      // Still remount: the load shows the fallback again if the remote is still away.
      console.warn(`Could not reset remote ${remote}`, error);
    }
    for (const key of loaded.keys()) if (key.startsWith(`${remote}/`)) loaded.delete(key);
    setAttempt((n) => n + 1);
  }, [remote]);
  const context = useMemo(() => ({ label: slot.label, retry }), [slot.label, retry]);
  return (
    <RemoteSlotContext.Provider value={context}>
      <RemoteSlotAttempt key={attempt} {...slot} retry={retry} />
    </RemoteSlotContext.Provider>
  );
}

function RemoteSlotAttempt({
  id,
  exportName = 'default',
  label,
  props,
  loading,
  silent = false,
  showBuild = false,
  retry,
}: RemoteSlotProps & { retry: () => Promise<void> }) {
  // One lazy component per attempt; a retry remounts this with a new key.
  const [Remote] = useState(
    () => loaded.get(`${id}#${exportName}`) ?? createRemoteLazy(id, exportName),
  );
  const fallback = silent ? null : <RemoteFailureView kind="crash" label={label} onRetry={retry} />;
  return (
    <RemoteErrorBoundary fallback={fallback}>
      <Suspense fallback={loading ?? <Loading />}>
        {silent ? (
          <SilentContext>
            <Remote {...props} />
          </SilentContext>
        ) : (
          <Remote {...props} />
        )}
        {showBuild && <RemoteBuildLabel remote={id.split('/')[0] ?? id} label={label} />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The loaded remote's build label, quietly at the end of the area (nothing when unknown). */
function RemoteBuildLabel({ remote, label }: { remote: string; label: string }) {
  const build = remoteBuild(remote);
  if (build === undefined) return null;
  return (
    <Typography.Text
      type="secondary"
      style={{ display: 'block', textAlign: 'right', fontSize: 12, padding: '8px 16px' }}
    >
      {label}: versie {build}
    </Typography.Text>
  );
}

/** Within a silent slot the load-failure fallback renders nothing. */
function SilentContext({ children }: { children: ReactNode }) {
  return <RemoteSlotContext.Provider value={null}>{children}</RemoteSlotContext.Provider>;
}
