/**
 * What devices offers the modules that write notifications: the push deliveries of those
 * notifications, queued in the writer's transaction (transactional outbox, docs/web-push.md).
 * Notices and notifications import this file, not push-outbox.ts (.dependency-cruiser.cjs, "surface").
 */
export { enqueuePushes, pushJobsSql } from './push-outbox';
