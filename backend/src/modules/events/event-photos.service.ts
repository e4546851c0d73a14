import type { DataSource, EntityManager } from 'typeorm';
import { LIMITS } from '@insieme/schema';
import { badInput } from '../../common/app-error';
import { IMAGE_SIDES, type ImageSource, type MediaService } from '../media/media.service';
import { EventPhoto } from './event-photo.entity';
import type { Event } from './event.entity';
import { EVENT_ERRORS } from './events.errors';
import { requireManagedEvent } from './managed-event';

type PhotoInput = ImageSource;

/** What an edit does to an event's photos, checked before anything is written. */
export interface PhotoReplacement {
  eventId: number;
  kept: EventPhoto[];
  dropped: EventPhoto[];
  added: PhotoInput[];
}

/**
 * An event's photos (at most LIMITS.eventPhotosMax, in order). The copies of a repeated event
 * share the stored images, so an image is deleted only when no event shows it any more.
 */
export class EventPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  /** Refuses more photos than an event may have; `field` names the input at fault. */
  assertWithinLimit(count: number, field: string): void {
    if (count > LIMITS.eventPhotosMax)
      throw badInput(EVENT_ERRORS.tooManyPhotos, {
        field,
        params: { max: LIMITS.eventPhotosMax },
      });
  }

  /** The ids of an event's photos (REST PUT keeps them all when `keep_photos` is absent). */
  async ids(eventId: number): Promise<number[]> {
    const photos = await this.dataSource.getRepository(EventPhoto).findBy({ eventId });
    return photos.map((p) => p.id);
  }

  /** Adds photos (the legacy multipart upload), at most 3 in all. */
  async add(userId: number, eventId: number, photos: PhotoInput[]): Promise<Event> {
    return this.dataSource.transaction(async (em) => {
      const event = await requireManagedEvent(em, userId, eventId, true);
      const current = await em.getRepository(EventPhoto).countBy({ eventId });
      this.assertWithinLimit(current + photos.length, 'photos');
      await this.store(em, userId, eventId, photos, current);
      return event;
    });
  }

  /**
   * Stores images (or attaches `userId`'s uploads) and shows them on the event from
   * `firstPosition` on; returns the media ids.
   */
  async store(
    em: EntityManager,
    userId: number,
    eventId: number,
    photos: PhotoInput[],
    firstPosition: number,
    field = 'photos',
  ): Promise<number[]> {
    const mediaIds: number[] = [];
    for (const [i, photo] of photos.entries()) {
      const mediaId = await this.media.attach(em, userId, photo, IMAGE_SIDES.photo, field);
      await em.getRepository(EventPhoto).insert({ eventId, mediaId, position: firstPosition + i });
      mediaIds.push(mediaId);
    }
    return mediaIds;
  }

  /** Shows already stored images on another event (a repetition's copy), in the same order. */
  async share(em: EntityManager, eventId: number, mediaIds: number[]): Promise<void> {
    if (!mediaIds.length) return;
    await em
      .getRepository(EventPhoto)
      .insert(mediaIds.map((mediaId, position) => ({ eventId, mediaId, position })));
  }

  /** Checks an edit's photos: kept ids must be the event's, and kept + new within the limit. */
  async planReplacement(
    em: EntityManager,
    eventId: number,
    keepIds: number[],
    added: PhotoInput[],
  ): Promise<PhotoReplacement> {
    const photos = await em
      .getRepository(EventPhoto)
      .find({ where: { eventId }, order: { position: 'ASC' } });
    const keep = new Set(keepIds);
    for (const id of keep)
      if (!photos.some((p) => p.id === id))
        throw badInput(EVENT_ERRORS.unknownPhoto, { field: 'keepPhotoIds' });
    this.assertWithinLimit(keep.size + added.length, 'newPhotoKeys');
    return {
      eventId,
      kept: photos.filter((p) => keep.has(p.id)),
      dropped: photos.filter((p) => !keep.has(p.id)),
      added,
    };
  }

  /** Drops, renumbers and adds as planned. */
  async replace(em: EntityManager, userId: number, plan: PhotoReplacement): Promise<void> {
    if (plan.dropped.length)
      await em.getRepository(EventPhoto).delete(plan.dropped.map((p) => p.id));
    await this.removeOrphanMedia(
      em,
      plan.dropped.map((p) => p.mediaId),
    );
    for (const [position, p] of plan.kept.entries())
      await em.getRepository(EventPhoto).update(p.id, { position });
    await this.store(em, userId, plan.eventId, plan.added, plan.kept.length, 'newPhotoKeys');
  }

  /** The images an event shows (read before deleting it). */
  async mediaIdsOf(em: EntityManager, eventId: number): Promise<number[]> {
    const photos = await em.getRepository(EventPhoto).findBy({ eventId });
    return photos.map((p) => p.mediaId);
  }

  /** Copies shared by repeated events are removed only when no event uses them any more. */
  async removeOrphanMedia(em: EntityManager, mediaIds: number[]): Promise<void> {
    if (!mediaIds.length) return;
    await em.query(
      `DELETE FROM media m WHERE m.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM event_photo p WHERE p.media_id = m.id)`,
      [mediaIds],
    );
  }
}

declare module '../../platform/services' {
  interface Services {
    eventPhotos: EventPhotosService;
  }
}
