/**
 * The platform API: the only thing a mini app imports from outside `apps/` and `contract/`.
 * It works the same inside the shell and in an element embedded alone on another site.
 *
 *   const api = usePortalApi();            // ky client at this element's endpoint
 *   const t = useT();                      // translations (locales/<lang>/<namespace>.json)
 *   const format = useFormat();            // Intl dates, times, numbers, prices in the current locale
 *   const canEdit = usePermission(uiPermissions.planCreate);
 *   const notify = useNotify();            // notify('success', t('…'))
 *   const orders = useLoad((signal) => api.get('…', { signal }).json(), [api]);
 */
export {
  AbortError,
  isExpectedError,
  ParseError,
  RestError,
} from '../../client/api-client.ts';
export { isOutage } from '../../client/outage.ts';
export type { ApiName, MessageLevel, PlatformSession, PlatformUser } from '../../client/platform.ts';
export { createFormatter, type Formatter, useFormat } from './format.ts';
export {
  type Translate,
  useLocale,
  useNavigate,
  useNotify,
  usePermission,
  usePlatform,
  usePortalApi,
  usePublicApi,
  useSession,
  useT,
} from './hooks.tsx';
export {
  type IslandApp,
  type IslandAttributes,
  IslandContext,
  type IslandContextValue,
  type IslandStart,
  useFailIsland,
  useIsland,
} from './island.ts';
export {
  decodeState,
  encodeState,
  portalUrl,
  type ShareableState,
  stateParam,
  useShareableState,
} from './shareable-state.ts';
export { type Loaded, useLoad } from './use-load.ts';
