import { EARTH_RADIUS_KM, PROVINCE_CAPITALS } from '@insieme/schema';

/** The chief towns as four parallel arrays: `unnest` turns them into a 107-row table in SQL. */
export const CAPITAL_PARAMETERS = (() => {
  const entries = Object.entries(PROVINCE_CAPITALS);
  return {
    capitalCodes: entries.map(([code]) => code),
    capitalLats: entries.map(([, c]) => c.lat),
    capitalLons: entries.map(([, c]) => c.lon),
    capitalRegions: entries.map(([, c]) => c.region),
  };
})();

export interface NearbyPlaceholders {
  viewer: string;
  limit: string;
  codes: string;
  lats: string;
  lons: string;
  regions: string;
}

/**
 * The ranking of "associations in the area" (`AssociationsService.nearby`, and the bench's SQL
 * floor): their ids and positions, with the placeholders the caller binds.
 * Bounded: the follows and memberships of the viewer are read once (materialized), the 107
 * provinces are ranked in memory, and each province gives at most `limit` associations through the
 * index on (province, follower_count DESC, name) — at most 107 short index reads, whatever the
 * number of associations; the ones in provinces the table does not know (none are accepted) are
 * left out. Without a home province: the most followed (index on follower_count DESC, name).
 */
export const nearbyRankingSql = (p: NearbyPlaceholders) => `
  WITH capital(code, lat, lon, region) AS MATERIALIZED (
    SELECT * FROM unnest(${p.codes}::text[], ${p.lats}::float8[], ${p.lons}::float8[], ${p.regions}::text[])
  ), mine AS MATERIALIZED (
    SELECT association_id FROM favourite_association WHERE user_id = ${p.viewer}
    UNION SELECT association_id FROM user_association WHERE user_id = ${p.viewer}
  ), member_of AS MATERIALIZED (
    SELECT DISTINCT split_part(x.address, ', ', 3) AS code
      FROM user_association m JOIN association x ON x.id = m.association_id WHERE m.user_id = ${p.viewer}
  ), home AS MATERIALIZED (
    SELECT c.* FROM capital c
     WHERE c.code IN (SELECT code FROM member_of)
        OR (NOT EXISTS (SELECT 1 FROM member_of) AND c.code IN (
              SELECT split_part(x.address, ', ', 3) FROM favourite_association f
                JOIN association x ON x.id = f.association_id WHERE f.user_id = ${p.viewer}))
  ), ranked AS MATERIALIZED (
    SELECT c.code,
           min(CASE WHEN h.code = c.code THEN -1 ELSE 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
             power(sin(radians(c.lat - h.lat) / 2), 2)
             + cos(radians(h.lat)) * cos(radians(c.lat)) * power(sin(radians(c.lon - h.lon) / 2), 2)))) END) AS km,
           bool_or(h.region = c.region) AS same_region
      FROM capital c CROSS JOIN home h GROUP BY c.code
  )
  SELECT pick.id, row_number() OVER (
           ORDER BY pick.km NULLS LAST, pick.same_region DESC, pick.follower_count DESC, pick.name, pick.id
         ) AS position
    FROM (
    SELECT n.id, r.km, r.same_region, n.follower_count, n.name FROM ranked r CROSS JOIN LATERAL (
      SELECT a.id, a.follower_count, a.name FROM association a
       WHERE split_part(a.address, ', ', 3) = r.code AND a.id NOT IN (SELECT association_id FROM mine)
       ORDER BY a.follower_count DESC, a.name LIMIT ${p.limit}) n
    UNION ALL
    (SELECT a.id, NULL, false, a.follower_count, a.name FROM association a
      WHERE NOT EXISTS (SELECT 1 FROM home) AND a.id NOT IN (SELECT association_id FROM mine)
      ORDER BY a.follower_count DESC, a.name LIMIT ${p.limit})
  ) pick
  ORDER BY position LIMIT ${p.limit}`;
