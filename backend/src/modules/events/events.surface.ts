/**
 * What events offers other modules besides its entities, policies, errors, events and read
 * services: whether an event is terminated, a state the shifts' sign-up rule refuses
 * (.dependency-cruiser.cjs, "surface").
 */
export { isTerminated } from './event-state';
