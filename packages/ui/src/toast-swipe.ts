import type { PointerEvent } from 'react';

/** How far (px) a toast must be dragged to the right to dismiss it (the product's swipe threshold). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Pointer handlers that let a toast be swiped to the right to dismiss it. */
export interface ToastSwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
}

/**
 * Swipe-to-dismiss for one toast: the toast follows the pointer to the right while dragged and
 * `dismiss` is called when it is released at least {@link TOAST_SWIPE_THRESHOLD_PX} to the right;
 * a shorter drag springs back. Drags that start on a button (the close button) are ignored.
 */
export function toastSwipeHandlers(dismiss: () => void): ToastSwipeHandlers {
  let startX: number | null = null;
  const reset = (element: HTMLDivElement) => {
    startX = null;
    element.style.transform = '';
    element.style.transition = '';
  };
  return {
    onPointerDown: (event) => {
      if ((event.target as Element).closest('button')) return;
      startX = event.clientX;
      event.currentTarget.style.transition = 'none';
    },
    onPointerMove: (event) => {
      if (startX === null) return;
      const dx = Math.max(0, event.clientX - startX);
      event.currentTarget.style.transform = `translateX(${dx}px)`;
    },
    onPointerUp: (event) => {
      if (startX === null) return;
      const dx = event.clientX - startX;
      reset(event.currentTarget);
      if (dx >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
    },
    onPointerCancel: (event) => reset(event.currentTarget),
  };
}
