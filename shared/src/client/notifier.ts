/**
 * How shared code shows a message without importing a UI: the shell registers a notifier backed
 * by antd's `App.useApp()` (static antd calls would ignore the shell's ConfigProvider); until
 * then messages go to the console.
 */
export interface Notifier {
  /** A blocking notice the user must see (spec §7: the 'Access denied' alert). */
  alert: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  success: (message: string) => void;
}

const consoleNotifier: Notifier = {
  alert: (message) => console.warn(message),
  error: (message) => console.warn(message),
  warning: (message) => console.warn(message),
  success: (message) => console.info(message),
};

let current: Notifier = consoleNotifier;

/** Registers the notifier; the returned function restores the previous one. */
export function registerNotifier(notifier: Notifier): () => void {
  const previous = current;
  current = notifier;
  return () => {
    if (current === notifier) current = previous;
  };
}

export function getNotifier(): Notifier {
  return current;
}
