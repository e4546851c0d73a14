import { screenQuery } from '../../app/screenQuery';
import { SettingsScreenDocument } from '../../gql/graphql';

/** The settings' one request (pages/Settings/settings.graphql), started by its route's loader. */
export const settingsScreen = screenQuery(SettingsScreenDocument, () => ({}));
