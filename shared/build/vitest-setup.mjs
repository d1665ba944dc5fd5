// Loaded before every browser test file (see vitest.mjs); runs in jsdom.
/* global window */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd components render slowly in jsdom; on a busy two-core machine the default 1 s for
// findBy/waitFor turns correct tests into flaky ones.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd's responsive helpers ask for matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd measures elements (tables, overflow) through ResizeObserver.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom's getComputedStyle ignores a pseudo element argument but warns about it; antd passes one.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);

// jsdom has no layout: every element measures 0×0, so a virtualised list (the list kit's
// `[data-list-scroll]` area) would draw no rows. Give such scroll areas a viewport.
for (const [property, size] of [
  ['offsetHeight', 600],
  ['offsetWidth', 1000],
  ['clientHeight', 600],
  ['clientWidth', 1000],
]) {
  const native =
    Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, property) ??
    Object.getOwnPropertyDescriptor(window.Element.prototype, property);
  Object.defineProperty(window.HTMLElement.prototype, property, {
    configurable: true,
    get() {
      if (this.hasAttribute('data-list-scroll')) return size;
      return native?.get ? native.get.call(this) : 0;
    },
  });
}
