import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from './chunk-reload';

/**
 * The spec's toasts have a title and a text; 'destructive' ones are errors. One is visible at a time,
 * for 5 s (part 1 §9). notistack is loaded on the first toast: until its provider is mounted, toasts
 * wait here and are shown in order as soon as it is.
 */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  text?: string;
}

const waiting: ToastMessage[] = [];
let deliver: ((message: ToastMessage) => void) | null = null;
let wakeHost: (() => void) | null = null;

function show(variant: ToastVariant, title: string, text?: string) {
  const message = { variant, title, text };
  if (deliver) deliver(message);
  else {
    waiting.push(message);
    wakeHost?.();
  }
}

export const toast = {
  success: (title: string, text?: string) => show('success', title, text),
  error: (title: string, text?: string) => show('error', title, text),
  info: (title: string, text?: string) => show('info', title, text),
};

/** Called by the notistack host once mounted: shows what waited, then every later toast at once. */
export function attachToastHost(target: (message: ToastMessage) => void): () => void {
  deliver = target;
  waiting.splice(0).forEach(target);
  return () => {
    if (deliver === target) deliver = null;
  };
}

const NotistackHost = lazy(() => loadChunk(() => import('./toast-host')));

/** Renders nothing until the first toast (so a prerendered page hydrates as built), then notistack's provider. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    wakeHost = () => setNeeded(true);
    if (waiting.length > 0) setNeeded(true);
    return () => {
      wakeHost = null;
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  ) : null;
}

const FLASH_KEY = 'flashToast';

/** A toast that survives the full redirects the spec asks for (login, register, logout). */
export function flashToast(flash: Omit<ToastMessage, 'variant'> & { variant: 'success' | 'error' | 'info' }): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

export function showFlashToast(): void {
  const stored = sessionStorage.getItem(FLASH_KEY);
  if (!stored) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const flash = JSON.parse(stored) as ToastMessage;
    show(flash.variant, flash.title, flash.text);
  } catch {
    // a malformed flash is dropped
  }
}
