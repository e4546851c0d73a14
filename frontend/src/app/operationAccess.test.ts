import {
  CheckActivationCodeDocument,
  FirstStepsLandingDocument,
  MyHoursScreenDocument,
  VerifyScreenDocument,
} from '../gql/graphql';
import { requiresAuthentication } from './operationAccess';

describe('requiresAuthentication', () => {
  it('lets the activation code be checked before any login (registration step 4, issue 18)', () => {
    expect(requiresAuthentication(CheckActivationCodeDocument)).toBe(false);
  });

  it('lets anyone verify an hours statement (issue 22)', () => {
    expect(requiresAuthentication(VerifyScreenDocument)).toBe(false);
  });

  it('still guards what needs a session', () => {
    expect(requiresAuthentication(FirstStepsLandingDocument)).toBe(true);
    expect(requiresAuthentication(MyHoursScreenDocument)).toBe(true);
  });
});
