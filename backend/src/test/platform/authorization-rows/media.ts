import { form, SIGNED_IN, type Row } from '../authorization-table';

/**
 * POST /api/media (issue 17): any signed-in person may upload an image; it stays theirs until a
 * mutation they send attaches it (a key named by anybody else is refused: media-upload.spec.ts).
 */
export function mediaRows(): Row[] {
  return [
    {
      op: 'POST /media',
      cases: [
        {
          title: 'an image for my next mutation',
          who: SIGNED_IN,
          call: (f) => ({ rest: 'POST', path: '/media', form: form({}, { file: [f.pngBytes] }) }),
          sees: (a) => typeof a.key === 'string',
        },
      ],
    },
  ];
}
