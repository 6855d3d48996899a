/**
 * remote-public's exposed routes (guests, §2): home, /listas, /lista/{slug}, /lista/kit and the
 * share link /share/lista/{id}. Each screen is a chunk of its own (decision 013: a guest downloads only
 * the page they open); the shell starts the current page's chunk as soon as this module has
 * arrived (`preload`). The list screen also answers a gift's 'Presentear' pressed before the app
 * ran (`answerPress`, docs/decisions/048).
 */
import type { AreaRoutes } from 'shared-contracts';
import { screenOnDemand, withAppProviders } from 'shared-contracts/ui';

const routes: AreaRoutes = {
  home: withAppProviders(screenOnDemand(() => import(/* webpackChunkName: "home" */ './home/HomePage').then((m) => ({ default: m.HomePage })))),
  publicLists: withAppProviders(
    screenOnDemand(() => import(/* webpackChunkName: "lists" */ './lists/PublicListsPage').then((m) => ({ default: m.PublicListsPage }))),
  ),
  publicList: withAppProviders(
    Object.assign(
      screenOnDemand(() => import(/* webpackChunkName: "list" */ './list/PublicListPage').then((m) => ({ default: m.PublicListPage }))),
      {
        // a gift's 'Presentear' pressed before the app ran: its dialog, before the page is taken over (docs/decisions/048)
        answerPress: async (control: HTMLElement, page: { data: Record<string, unknown> }) =>
          (await import(/* webpackChunkName: "list" */ './list/answerPress')).answerGiftPress(control, page.data),
      },
    ),
  ),
  kitOptions: withAppProviders(screenOnDemand(() => import(/* webpackChunkName: "kit-options" */ './kit/KitOptionsPage'))),
  shareList: withAppProviders(
    screenOnDemand(() => import(/* webpackChunkName: "share-link" */ './share/ShareLinkPage').then((m) => ({ default: m.ShareLinkPage }))),
  ),
};
export default routes;

/** The label this build was given (BUILD_LABEL), shown to staff with its version. */
export const buildLabel = process.env.BUILD_LABEL;
