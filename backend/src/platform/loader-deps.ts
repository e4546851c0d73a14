import type { DataSource } from 'typeorm';
import type { RequestViewer } from '../common/policy/viewer';

/** What a request's dataloaders are built from (graphql/loaders.ts builds each one the first time a request asks for it). */
export interface LoaderDeps {
  dataSource: DataSource;
  viewer: RequestViewer | null;
}
