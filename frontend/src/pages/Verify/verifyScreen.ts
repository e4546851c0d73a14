import { publicScreenQuery } from '../../app/screenQuery';
import { VerifyScreenDocument } from '../../gql/graphql';

/** The statement's verification (pages/Verify/verify.graphql): public, asked without a session. */
export const verifyScreen = publicScreenQuery(VerifyScreenDocument, (params) =>
  params.token ? { token: params.token } : null,
);
