/**
 * What media offers the other modules besides its entity, errors and MediaService: the URLs a
 * viewer is given for an image (GraphQL types) and an image as base64 (the REST facade's
 * presenters). The files behind these names are media's own; others import this one, so media
 * can reshape them without touching its users (.dependency-cruiser.cjs, "surface").
 */
export { mediaUrls, type MediaUrls, type MediaUrlsContext } from './media-urls';
export { base64Image, type MediaBytes } from './media.loaders';
