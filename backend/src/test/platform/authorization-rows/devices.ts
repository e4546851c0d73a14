import type { Row } from '../authorization-table';

/** Rows of the devices domain (Web Push subscriptions, issue 9); see communication.ts. */
export function deviceRows(): Row[] {
  return [];
}
