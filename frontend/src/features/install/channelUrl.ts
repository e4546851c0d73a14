/** The channel's address when it is a web address, else null (nothing to show). */
export function channelUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}
