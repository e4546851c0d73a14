/** Local storage keys of spec §3, exactly. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  name: 'name',
  surname: 'surname',
  admin: 'admin',
  imageProfile: 'imageProfile',
} as const;
