import type { DataSource, SelectQueryBuilder } from 'typeorm';
import {
  associationTopicsSchema,
  editAssociationSchema,
  joinAddress,
  normalizeUrl,
} from '@insieme/schema';
import { notFound } from '../../common/app-error';
import { decodeCursor, encodeCursor, isKeysetPosition } from '../../common/paging/cursor';
import { containsPattern } from '../../common/paging/escape-like';
import { pageOf, pageSize, type Page } from '../../common/paging/page';
import { authorize } from '../../common/policy/authorize';
import { acceptedRowSql } from '../../common/policy/membership';
import { validateInput } from '../../common/validate';
import type { ActivationCodesService } from '../activation-codes/activation-codes.service';
import type { CatalogService } from '../catalog/catalog.service';
import { IMAGE_SIDES, type ImageSource, type MediaService } from '../media/media.service';
import type { AssociationFoundingService } from './association-founding.service';
import { Association } from './association.entity';
import { AssociationView } from './association-view.entity';
import { checkedLegalData, type AssociationLegalData } from './association-legal-data';
import { ASSOCIATION_ERRORS } from './associations.errors';
import { viewerIn, type Viewer } from '../../common/policy/viewer';
import { canManageAssociation } from './associations.policy';
import { InvitationTraffic } from './invitation-traffic.entity';
import { CAPITAL_PARAMETERS, nearbyRankingSql } from './nearby-ranking';
import { viewerStateOfRow, type ViewerState } from './viewer-state.types';

export type { NewAssociationData } from './association-founding.service';
import type { NewAssociationData } from './association-founding.service';

export interface UpdateAssociationData extends AssociationLegalData {
  id: number;
  /** A new logo (uploaded bytes, or the key of the caller's own upload); absent: the current one, or none. */
  image?: ImageSource;
  name: string;
  description: string;
  street: string;
  town: string;
  province: string;
  dateOfFoundation: string;
  siteWeb?: string | null;
  /** Absent (the REST facade of spec §7 knows no such field): unchanged. */
  messagingChannelUrl?: string | null;
  /** Absent or null (the REST facade knows no such field): unchanged (docs/waitlist.md). */
  autoAcceptWaitlist?: boolean | null;
  topicIds: number[];
}

export type AssociationFilter = 'all' | 'followed' | 'volunteer' | 'admin';

export interface DashboardCounters {
  associationId: number;
  numberVolunteerRequests: number;
  numberShiftRequests: number;
  /** places offered from shifts' waitlists, waiting for the volunteer's answer (issue 21) */
  numberWaitlistOffers: number;
  numberQuestion: number;
}

export interface AssociationStatistics {
  likes: number;
  followers: number;
  views: number;
}

/**
 * The keyset position of an association in name order: `[lower-cased name, id]` (cursors
 * already handed out keep working).
 */
export const associationCursor = (a: Association) => encodeCursor([a.name.toLowerCase(), a.id]);

/** What the viewer is to each association of a list, by id (`viewerStateByAssociation`'s answers). */
export type ViewerStates = ReadonlyMap<number, ViewerState>;

export interface AssociationsWithViewerState {
  associations: Association[];
  viewerStates: ViewerStates;
}

/**
 * The list's own statement also reads the viewer's follow and membership of each row, so the
 * caller can prime `viewerStateByAssociation` and the tiles' `isFavourite` costs no statement of
 * its own (issue 20). The membership join is on the unique (user, association) pair: no row is
 * repeated.
 */
function withViewerState(
  qb: SelectQueryBuilder<Association>,
  viewerId: number,
): SelectQueryBuilder<Association> {
  return qb
    .leftJoin('user_association', 'vm', 'vm.association_id = a.id AND vm.user_id = :viewerId', {
      viewerId,
    })
    .addSelect(
      'EXISTS (SELECT 1 FROM favourite_association vf WHERE vf.association_id = a.id AND vf.user_id = :viewerId)',
      'v_favourite',
    )
    .addSelect('vm.status', 'v_status')
    .addSelect('vm.is_admin', 'v_is_admin');
}

function viewerStatesOf(
  viewerId: number,
  raw: {
    a_id: number;
    v_favourite: boolean;
    v_status: ViewerState['status'];
    v_is_admin: boolean | null;
  }[],
): ViewerStates {
  return new Map(
    raw.map((r) => [
      r.a_id,
      viewerStateOfRow(viewerId, r.a_id, {
        favourite: r.v_favourite,
        status: r.v_status,
        is_admin: r.v_is_admin,
      }),
    ]),
  );
}

/** The most associations "in the area" one request gets. */
const MAX_NEARBY = 50;

export class AssociationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly activationCodes: ActivationCodesService,
    private readonly founding: AssociationFoundingService,
    private readonly media: MediaService,
  ) {}

  /**
   * The create-association wizard of a signed-in user. With the caller's `ip` (GraphQL, REST) a
   * refusal counts against the activation-code limit, as a wrong code in the wizard's check does;
   * without it (the demo seed) nothing is counted.
   */
  async create(userId: number, input: NewAssociationData, ip?: string): Promise<Association> {
    await this.founding.validate(input);
    const work = () => this.dataSource.transaction((em) => this.founding.found(em, userId, input));
    return ip === undefined ? work() : this.activationCodes.limitedByIp(ip, work);
  }

  /**
   * Edit by an administrator, with the spec §5 rules in their order (image first). The logo is
   * optional (issue 18): without a new one the current one stays, or the placeholder.
   */
  async update(userId: number, input: UpdateAssociationData): Promise<Association> {
    return this.dataSource.transaction(async (em) => {
      authorize(await viewerIn(em, userId, input.id), canManageAssociation, input.id);
      const association = await em
        .getRepository(Association)
        .findOne({ where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!association) throw notFound(ASSOCIATION_ERRORS.notFound);
      const values = await validateInput<UpdateAssociationData>(editAssociationSchema, {
        ...input,
        // the rule only asks whether a new image is an image; the bytes are checked on attach
        image: input.image !== undefined ? 'new' : association.imageId ? 'current' : null,
      });
      await validateInput(associationTopicsSchema, input);
      const legal = await checkedLegalData(input);
      const topics = await this.catalog.requireTopics(em, input.topicIds);
      const previousImageId = association.imageId;
      if (input.image !== undefined)
        association.imageId = await this.media.attach(
          em,
          userId,
          input.image,
          IMAGE_SIDES.logo,
          'imageKey',
        );
      Object.assign(association, {
        name: values.name.trim(),
        description: values.description.trim(),
        dateOfFoundation: values.dateOfFoundation,
        address: joinAddress({ street: input.street, town: input.town, province: input.province }),
        siteWeb: values.siteWeb?.trim() ? values.siteWeb.trim() : null,
        ...(input.messagingChannelUrl !== undefined && {
          messagingChannelUrl: values.messagingChannelUrl?.trim()
            ? normalizeUrl(values.messagingChannelUrl)
            : null,
        }),
        ...(typeof input.autoAcceptWaitlist === 'boolean' && {
          autoAcceptWaitlist: input.autoAcceptWaitlist,
        }),
        ...legal,
        topics,
      });
      await em.getRepository(Association).save(association);
      if (previousImageId !== association.imageId) await this.media.remove(em, previousImageId);
      return association;
    });
  }

  findById(id: number): Promise<Association | null> {
    return this.dataSource.getRepository(Association).findOneBy({ id });
  }

  async require(id: number): Promise<Association> {
    const association = await this.findById(id);
    if (!association) throw notFound(ASSOCIATION_ERRORS.notFound);
    return association;
  }

  /** Public cards offered during registration (searchable by name or address). */
  searchPublic(search: string | null | undefined, limit = 50): Promise<Association[]> {
    const qb = this.dataSource
      .getRepository(Association)
      .createQueryBuilder('a')
      .orderBy('a.name', 'ASC')
      .limit(limit);
    const term = containsPattern(search);
    if (term) qb.where('(a.name ILIKE :term OR a.address ILIKE :term)', { term });
    return qb.getMany();
  }

  /**
   * A page of associations for the viewer: all, followed, where they volunteer, or where they
   * administer; searchable by name, address and foundation date (DD/MM/YYYY or YYYY-MM-DD).
   * Keyset pagination on (lower(name), id).
   */
  async list(
    viewerId: number,
    filter: AssociationFilter,
    options: { search?: string | null; first: number; after?: string | null },
  ): Promise<Page<Association> & { viewerStates: ViewerStates }> {
    const first = pageSize(options.first);
    const qb = this.dataSource.getRepository(Association).createQueryBuilder('a');
    if (filter === 'followed')
      qb.innerJoin(
        'favourite_association',
        'f',
        'f.association_id = a.id AND f.user_id = :viewerId',
        { viewerId },
      );
    if (filter === 'volunteer' || filter === 'admin')
      qb.innerJoin(
        'user_association',
        'm',
        `m.association_id = a.id AND m.user_id = :viewerId AND ${acceptedRowSql(filter === 'admin' ? 'admin' : 'volunteer', 'm')}`,
        { viewerId },
      );
    const term = containsPattern(options.search);
    if (term)
      qb.andWhere(
        `(a.name ILIKE :term OR a.address ILIKE :term OR to_char(a.date_of_foundation, 'DD/MM/YYYY') ILIKE :term
          OR a.date_of_foundation::text ILIKE :term)`,
        { term },
      );
    // the count and the page in parallel (one round trip, not two)
    const counted = qb.clone().getCount();
    const cursor = decodeCursor(options.after, isKeysetPosition);
    if (cursor)
      qb.andWhere('(lower(a.name), a.id) > (:cursorName, :cursorId)', {
        cursorName: cursor[0],
        cursorId: cursor[1],
      });
    // limit, not take: the joins only filter, so no DISTINCT subquery is needed
    const [totalCount, read] = await Promise.all([
      counted,
      withViewerState(qb, viewerId)
        .orderBy('lower(a.name)', 'ASC')
        .addOrderBy('a.id', 'ASC')
        .limit(first + 1)
        .getRawAndEntities(),
    ]);
    return {
      ...pageOf(read.entities, first, totalCount, { of: associationCursor }),
      viewerStates: viewerStatesOf(viewerId, read.raw),
    };
  }

  /**
   * Associations "in the area", without any external service (docs/nearby.md). The viewer's home
   * provinces are those of the associations they belong to (or asked to), else of those they
   * follow. Associations they neither follow nor belong to come nearest first: in a home province,
   * then by the great-circle distance between chief towns (`PROVINCE_CAPITALS`, sent as parameter
   * arrays), same region first on a tie, then the most followed, then by name. With no home
   * province, the most followed.
   */
  async nearby(viewerId: number, first: number): Promise<AssociationsWithViewerState> {
    const limit = pageSize(first, MAX_NEARBY);
    // one statement: the ranking as a common table expression, the rows in its order
    const qb = this.dataSource
      .getRepository(Association)
      .createQueryBuilder('a')
      .addCommonTableExpression(
        nearbyRankingSql({
          viewer: ':viewerId',
          limit: ':limit',
          codes: ':capitalCodes',
          lats: ':capitalLats',
          lons: ':capitalLons',
          regions: ':capitalRegions',
        }),
        'nearby',
      )
      .innerJoin('nearby', 'nearby', 'nearby.id = a.id')
      .setParameters({ viewerId, limit, ...CAPITAL_PARAMETERS })
      .orderBy('nearby.position', 'ASC');
    const read = await withViewerState(qb, viewerId).getRawAndEntities();
    return { associations: read.entities, viewerStates: viewerStatesOf(viewerId, read.raw) };
  }

  /** The dashboard's counters: for the association's administrators only (403). */
  async counters(viewer: Viewer, associationId: number): Promise<DashboardCounters> {
    authorize(viewer, canManageAssociation, associationId);
    const [row]: { volunteers: number; shifts: number; offers: number; questions: number }[] =
      await this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM user_association WHERE association_id = $1 AND status = 'waiting') AS volunteers,
              (SELECT count(*)::int FROM user_shift us JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
                WHERE e.association_id = $1 AND us.status = 'waiting' AND s.end_date >= now()) AS shifts,
              (SELECT count(*)::int FROM waitlist_entry w JOIN shift s ON s.id = w.shift_id JOIN event e ON e.id = s.event_id
                WHERE e.association_id = $1 AND w.offer_expires_at > now()) AS offers,
              (SELECT count(*)::int FROM question WHERE association_id = $1 AND NOT displayed) AS questions`,
        [associationId],
      );
    return {
      associationId,
      numberVolunteerRequests: row.volunteers,
      numberShiftRequests: row.shifts,
      numberWaitlistOffers: row.offers,
      // unread questions (the questions domain publishes the counters when one arrives or is read)
      numberQuestion: row.questions,
    };
  }

  /** Likes of the association's events, followers and page views. */
  async statistics(viewer: Viewer, associationId: number): Promise<AssociationStatistics> {
    authorize(viewer, canManageAssociation, associationId);
    const [row]: { likes: number; followers: number; views: number }[] =
      await this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM event_like l JOIN event e ON e.id = l.event_id WHERE e.association_id = $1) AS likes,
              (SELECT follower_count FROM association WHERE id = $1) AS followers,
              (SELECT count(*)::int FROM association_view WHERE association_id = $1) AS views`,
        [associationId],
      );
    return row;
  }

  /** Refuses (403) anyone but an accepted administrator of the association. */
  assertCanManage(viewer: Viewer, associationId: number): void {
    authorize(viewer, canManageAssociation, associationId);
  }

  /**
   * The association of a dashboard: for its administrators only (404 first, then 403). `read`
   * is the request's loader when there is one, so a screen that also asks `association(id)`
   * reads the row once (issue 20).
   */
  async requireDashboard(
    viewer: Viewer,
    associationId: number,
    read: (id: number) => Promise<Association | null> = (id) => this.findById(id),
  ): Promise<Association> {
    const association = await read(associationId);
    if (!association) throw notFound(ASSOCIATION_ERRORS.notFound);
    authorize(viewer, canManageAssociation, associationId);
    return association;
  }

  async recordView(userId: number | null, associationId: number): Promise<void> {
    await this.require(associationId);
    await this.dataSource.getRepository(AssociationView).insert({ associationId, userId });
  }

  async recordInvitationTraffic(input: {
    associationId: number;
    ctaRegistration: boolean;
    ctaViewAssociation: boolean;
  }): Promise<void> {
    await this.require(input.associationId);
    await this.dataSource.getRepository(InvitationTraffic).insert(input);
  }
}

declare module '../../platform/services' {
  interface Services {
    associations: AssociationsService;
  }
}
