import type { NativeWindow } from './native-bridge';

/**
 * Inside the native app's web view (react-native-webview puts `ReactNativeWebView` on the window
 * before the page's scripts run): only there can an app notification reach her (ADR 0063). Apart
 * from native-bridge.ts, which the first views load, as only the reminder switches ask.
 */
export const inNativeApp = (): boolean => Boolean((window as unknown as NativeWindow).ReactNativeWebView);
