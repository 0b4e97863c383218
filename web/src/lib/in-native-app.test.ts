import { afterEach, describe, expect, it } from 'vitest';
import { inNativeApp } from './in-native-app';

const globals = globalThis as unknown as { window?: unknown };

afterEach(() => {
  delete globals.window;
});

describe('inNativeApp', () => {
  it('is true only inside the native web view', () => {
    globals.window = {};
    expect(inNativeApp()).toBe(false);
    globals.window = { ReactNativeWebView: { postMessage: () => undefined } };
    expect(inNativeApp()).toBe(true);
  });
});
