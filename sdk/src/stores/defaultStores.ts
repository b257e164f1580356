import { createAppStores } from './appStores';

/** The app's stores when SdkProvider is given none. Factories never import this. */
export const defaultAppStores = createAppStores();
