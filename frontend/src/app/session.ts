import { adminVar, profileVar } from './clientState';
import { resumeIfTokenChanged } from './liveUpdates';
import { forgetSavedCache } from './savedCache';
import { STORAGE_KEYS } from './storageKeys';

export { STORAGE_KEYS };

export interface SessionUser {
  name: string;
  surname: string;
  isAdmin: boolean;
  imageUrl: string | null;
}

export function getAccessToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function hasAccessToken(): boolean {
  return Boolean(getAccessToken());
}

export function setAccessToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
  resumeIfTokenChanged(token);
}

/** Mirrors the visible profile data in local storage (header, settings). */
export function storeProfile(user: SessionUser): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.name, user.name);
  storage.setItem(STORAGE_KEYS.surname, user.surname);
  storage.setItem(STORAGE_KEYS.admin, user.isAdmin ? 'true' : 'false');
  storage.setItem(STORAGE_KEYS.imageProfile, user.imageUrl ?? '');
  adminVar(user.isAdmin);
  profileVar({ name: user.name, surname: user.surname, imageUrl: user.imageUrl });
}

export function startSession(accessToken: string, user: SessionUser): void {
  setAccessToken(accessToken);
  storeProfile(user);
}

export function clearSession(): void {
  Object.values(STORAGE_KEYS).forEach((key) => window.localStorage.removeItem(key));
  // the data saved for the next visit belongs to this session (app/savedCache.ts)
  forgetSavedCache();
  adminVar(false);
  profileVar({ name: '', surname: '', imageUrl: null });
}

export function readStoredProfile(): SessionUser {
  const storage = window.localStorage;
  return {
    name: storage.getItem(STORAGE_KEYS.name) ?? '',
    surname: storage.getItem(STORAGE_KEYS.surname) ?? '',
    isAdmin: storage.getItem(STORAGE_KEYS.admin) === 'true',
    imageUrl: storage.getItem(STORAGE_KEYS.imageProfile) || null,
  };
}

/**
 * The user now administers an association (created one): Gestisci appears at once, before the
 * next profile refresh confirms it.
 */
export function setAdminFlag(isAdmin: boolean): void {
  window.localStorage.setItem(STORAGE_KEYS.admin, isAdmin ? 'true' : 'false');
  adminVar(isAdmin);
}
