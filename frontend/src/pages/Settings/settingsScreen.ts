import { screenQuery } from '../../app/screenQuery';
import { EditUserScreenDocument, SettingsScreenDocument } from '../../gql/graphql';

/** The settings' one request (pages/Settings/settings.graphql), started by its route's loader. */
export const settingsScreen = screenQuery(SettingsScreenDocument, () => ({}));

/** /settings/edit-user's one request (pages/Settings/editUser.graphql). */
export const editUserScreen = screenQuery(EditUserScreenDocument, () => ({}));
