/**
 * jsdom plus the WHATWG fetch classes of Node (react-router's loaders and redirects build
 * Request/Response objects; jsdom has none). AbortController comes from Node as well so that
 * Node's Request accepts the signals react-router creates.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      ReadableStream,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
      BroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
