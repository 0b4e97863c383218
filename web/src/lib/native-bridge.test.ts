import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyNativeApp } from './native-bridge';

const globals = globalThis as unknown as { window?: unknown };

afterEach(() => {
  delete globals.window;
  vi.restoreAllMocks();
});

describe('notifyNativeApp', () => {
  it('posts type, data and an ISO timestamp to the native web view', () => {
    const postMessage = vi.fn();
    globals.window = { ReactNativeWebView: { postMessage } };
    notifyNativeApp('USER_LOGIN_SUCCESS', { user: { id: 'u1' } });
    const message = JSON.parse(postMessage.mock.calls[0]![0] as string) as { type: string; data: unknown; timestamp: string };
    expect(message.type).toBe('USER_LOGIN_SUCCESS');
    expect(message.data).toEqual({ user: { id: 'u1' } });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
  });

  it('does nothing outside a web view, and only logs when posting fails', () => {
    globals.window = {};
    expect(() => notifyNativeApp('USER_LOGOUT', {})).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    globals.window = {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    };
    expect(() => notifyNativeApp('USER_LOGOUT', {})).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
