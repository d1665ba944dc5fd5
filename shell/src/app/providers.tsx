import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VELDWERK_THEME, registerNotifier } from '@veldwerk/shared/client';
import { App, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { useEffect, type ReactNode } from 'react';

dayjs.locale('nl');

/** The suite's theme tokens live once in shared (the remotes' dev frame uses them too). */
export const theme = VELDWERK_THEME;

/** Routes shared code's messages (e.g. the 'Access denied' alert) to antd's App context. */
function NotifierBridge() {
  const { message, modal } = App.useApp();
  useEffect(
    () =>
      registerNotifier({
        alert: (text) => void modal.warning({ title: text }),
        error: (text) => void message.error(text),
        warning: (text) => void message.warning(text),
        success: (text) => void message.success(text),
      }),
    [message, modal],
  );
  return null;
}

/** The one ConfigProvider + App of the suite (remotes use `App.useApp()`), and the query cache. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={nlNL} theme={theme}>
      <App>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
