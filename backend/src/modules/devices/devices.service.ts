import type { DataSource } from 'typeorm';
import type { Config } from '../../config';

/** The browsers (Web Push subscriptions) of each user, and what the push switch needs. */
export class DevicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
  ) {}
}
