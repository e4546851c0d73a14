import { makeVar } from '@apollo/client';

/**
 * Client state of spec §3, held in Apollo reactive variables so that code outside React
 * (the error link) can change it and components re-render with useReactiveVar.
 */
export type ToastType = 'error' | 'success' | 'info' | 'warning';

export interface ToastState {
  open: boolean;
  message: string;
  type: ToastType;
}

export const closedToast: ToastState = { open: false, message: '', type: 'error' };

export const toastVar = makeVar<ToastState>(closedToast);

function storedAdminFlag(): boolean {
  return typeof window !== 'undefined' && window.localStorage.getItem('admin') === 'true';
}

export const adminVar = makeVar<boolean>(storedAdminFlag());

export const numberNotificationsVar = makeVar<number>(0);

/** Name and picture shown by the header; mirrors local storage (see session.ts). */
export interface ProfileState {
  name: string;
  surname: string;
  imageUrl: string | null;
}

function storedProfile(): ProfileState {
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  return {
    name: storage?.getItem('name') ?? '',
    surname: storage?.getItem('surname') ?? '',
    imageUrl: storage?.getItem('imageProfile') || null,
  };
}

export const profileVar = makeVar<ProfileState>(storedProfile());

export function showToast(message: string, type: ToastType = 'error'): void {
  toastVar({ open: true, message, type });
}

export function closeToast(): void {
  toastVar({ ...toastVar(), open: false });
}
