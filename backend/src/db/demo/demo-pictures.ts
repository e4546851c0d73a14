import { ASSOCIATIONS, type AssociationKey } from './demo-associations';
import { EVENTS } from './demo-events';
import { renderAvatar, renderEventPhoto, renderLogo } from './demo-images';
import { PEOPLE, type PersonKey } from './demo-people';

export interface DemoPictures {
  avatars: Promise<Map<PersonKey, Buffer>>;
  logos: Promise<Map<AssociationKey, Buffer>>;
  /** Per event of EVENTS, in its order. */
  photos: Promise<Buffer[][]>;
}

/**
 * Starts rendering every picture of the demo at once. sharp works on its own threads, so the
 * pictures are drawn while the password is hashed and the first rows are written; each step
 * awaits only the ones it needs.
 */
export function renderPictures(): DemoPictures {
  const withAvatar = PEOPLE.filter((p) => p.avatar);
  const pictures: DemoPictures = {
    logos: Promise.all(ASSOCIATIONS.map((a) => renderLogo(a.name, a.color))).then(
      (logos) => new Map(ASSOCIATIONS.map((a, i) => [a.key, logos[i]!])),
    ),
    avatars: Promise.all(withAvatar.map((p) => renderAvatar(p.name, p.surname, p.avatar!))).then(
      (avatars) => new Map(withAvatar.map((p, i) => [p.key, avatars[i]!])),
    ),
    photos: Promise.all(
      EVENTS.map((e) => {
        const association = ASSOCIATIONS.find((a) => a.key === e.association)!;
        return Promise.all(
          e.photos.map((spec) => renderEventPhoto(e.name, `${association.name} · ${e.town}`, spec)),
        );
      }),
    ),
  };
  // each is awaited later; one failing before then must not become an unhandled rejection
  for (const promise of Object.values(pictures)) promise.catch(() => undefined);
  return pictures;
}
