/** A piece of text: plain, or an address that becomes a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http(s) addresses; anything else (javascript:, data:, mailto:) stays plain text.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that usually closes the sentence rather than the address.
const TRAILING = /[.,;:!?'")\]}]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a description into text and http(s) links (spec §2: links detected automatically). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Text with its addresses made clickable, as React nodes (no HTML is injected); links open in a
 * new tab without giving it access to this page.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
