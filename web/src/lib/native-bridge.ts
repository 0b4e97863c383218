import type { NATIVE_APP_CHECK } from '@bebek/common/api/app-check';
import { NATIVE_MESSAGE_TYPES } from '@bebek/common/constants';

/** The spec's two messages, and the App Check token request (lib/app-check.ts, ADR 0042). */
type NativeMessageType = (typeof NATIVE_MESSAGE_TYPES)[keyof typeof NATIVE_MESSAGE_TYPES] | typeof NATIVE_APP_CHECK.request;

export interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/** Tells the native app around the web view (when there is one) that the session changed; a failure is only logged. */
export function notifyNativeApp(type: NativeMessageType, data: Record<string, unknown>): void {
  const bridge = (window as unknown as NativeWindow).ReactNativeWebView;
  if (!bridge) return;
  try {
    bridge.postMessage(JSON.stringify({ type, data, timestamp: new Date().toISOString() }));
  } catch (error) {
    console.warn('Native app message failed', error);
  }
}
